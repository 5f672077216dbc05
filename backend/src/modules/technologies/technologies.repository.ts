import { Inject, Injectable } from '@nestjs/common';
import { asc, isNull, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { technologies, type Technology } from '../../database/schema';

/** SQL for technologies, official and custom. */
@Injectable()
export class TechnologiesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  listOfficial(): Promise<Technology[]> {
    return this.db
      .select()
      .from(technologies)
      .where(isNull(technologies.ownerId))
      .orderBy(asc(sql`lower(${technologies.name})`));
  }
}
