import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { technologies } from '../../database/schema';

/** Reads for exports and imports (the tables belong to technologies and snippet-groups; writes go through their services). */
@Injectable()
export class TransferRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The member's custom technologies (name and use), for the archive. */
  customTechnologiesOf(userId: string): Promise<{ id: string; name: string; use: string; language: string }[]> {
    return this.db
      .select({ id: technologies.id, name: technologies.name, use: technologies.use, language: technologies.language })
      .from(technologies)
      .where(and(eq(technologies.ownerId, userId), eq(technologies.isCustom, true)))
      .orderBy(asc(technologies.name));
  }

  /** The custom technologies with these ids (an organisation's export: those its groups use), for the archive. */
  async customTechnologiesIn(ids: string[]): Promise<{ id: string; name: string; use: string; language: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: technologies.id, name: technologies.name, use: technologies.use, language: technologies.language })
      .from(technologies)
      .where(and(inArray(technologies.id, ids), eq(technologies.isCustom, true)))
      .orderBy(asc(technologies.name));
  }
}
