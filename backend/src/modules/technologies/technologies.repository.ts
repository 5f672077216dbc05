import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
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

  /**
   * A technology the member may use: official, or custom and theirs. `FOR SHARE` inside a
   * transaction keeps it from being deleted until the transaction ends.
   */
  async findUsableBy(id: string, userId: string, executor: DbExecutor = this.db): Promise<Technology | undefined> {
    const [row] = await executor
      .select()
      .from(technologies)
      .where(and(eq(technologies.id, id), or(isNull(technologies.ownerId), eq(technologies.ownerId, userId))))
      .limit(1)
      .for('share');
    return row;
  }
}
