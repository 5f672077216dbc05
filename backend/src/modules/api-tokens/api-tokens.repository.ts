import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, isNull, lt, or } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { deleteWhere } from '../../database/row-writes';
import { type ApiToken, apiTokens, type User, users } from '../../database/schema';

export type NewApiToken = typeof apiTokens.$inferInsert;

/** SQL for personal API tokens: the only writer of api_tokens. */
@Injectable()
export class ApiTokensRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  listByUser(userId: string): Promise<ApiToken[]> {
    return this.db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  }

  async countByUser(tx: DbExecutor, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    return row.n;
  }

  /** Serialises a member's token creations (the count limit), on their users row. */
  async lockUser(tx: DbExecutor, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async insert(tx: DbExecutor, token: NewApiToken): Promise<ApiToken> {
    const [row] = await tx.insert(apiTokens).values(token).returning();
    return row;
  }

  /** Answers whether the member had that token. */
  async delete(userId: string, id: string): Promise<boolean> {
    return deleteWhere(this.db, apiTokens, and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
  }

  /** The token with that hash and its member, in one read (the unique index on token_hash). */
  async findWithUserByHash(hash: Buffer): Promise<{ token: ApiToken; user: User } | undefined> {
    const [row] = await this.db
      .select({ token: getTableColumns(apiTokens), user: getTableColumns(users) })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, hash))
      .limit(1);
    return row;
  }

  /** Sets last_used_at to now unless it was set after `before` (a concurrent call did it). */
  async touch(id: string, now: Date, before: Date): Promise<void> {
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))));
  }
}
