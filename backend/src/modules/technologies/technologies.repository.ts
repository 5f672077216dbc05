import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { technologies, type Technology } from '../../database/schema';

/**
 * SQL for technologies, official and custom: the only writer of the table (besides the official
 * list inserted at start, database/official-technologies.ts). Methods taking `tx` run inside the
 * caller's transaction.
 */
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

  listOwnedBy(ownerId: string): Promise<Technology[]> {
    return this.db
      .select()
      .from(technologies)
      .where(eq(technologies.ownerId, ownerId))
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

  async findOwned(id: string, ownerId: string): Promise<Technology | undefined> {
    const [row] = await this.db
      .select()
      .from(technologies)
      .where(and(eq(technologies.id, id), eq(technologies.ownerId, ownerId)))
      .limit(1);
    return row;
  }

  /** Whether an official technology (other than `exceptId`) has this name, case-insensitively. */
  async officialNamed(name: string, exceptId?: string, executor: DbExecutor = this.db): Promise<boolean> {
    return (await this.officialIdByName(name, exceptId, executor)) !== undefined;
  }

  /** The id of the official technology (other than `exceptId`) of this name, case-insensitively. */
  async officialIdByName(name: string, exceptId?: string, executor: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await executor
      .select({ id: technologies.id })
      .from(technologies)
      .where(
        and(
          isNull(technologies.ownerId),
          sql`lower(${technologies.name}) = lower(${name})`,
          exceptId ? ne(technologies.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row?.id;
  }

  /** The technology, locked until the transaction ends. */
  async lock(tx: DbExecutor, id: string): Promise<Technology | undefined> {
    const [row] = await tx.select().from(technologies).where(eq(technologies.id, id)).for('update');
    return row;
  }

  async insertCustom(ownerId: string, name: string, use: string, executor: DbExecutor = this.db): Promise<string> {
    const [row] = await executor
      .insert(technologies)
      .values({ ownerId, name, use, isCustom: true, imageUrl: '' })
      .returning({ id: technologies.id });
    return row.id;
  }

  async updateCustom(tx: DbExecutor, id: string, name: string, use: string): Promise<void> {
    await tx.update(technologies).set({ name, use, updatedAt: new Date() }).where(eq(technologies.id, id));
  }

  /** The custom technology becomes official: no owner, the given icon. */
  async makeOfficial(tx: DbExecutor, id: string, imageUrl: string): Promise<void> {
    await tx.update(technologies).set({ ownerId: null, isCustom: false, imageUrl, updatedAt: new Date() }).where(eq(technologies.id, id));
  }

  /** Deletes the technology with its groups (versions, snippets, votes, reports) and requests, in one statement. */
  async delete(id: string): Promise<void> {
    await this.db.delete(technologies).where(eq(technologies.id, id));
  }
}
