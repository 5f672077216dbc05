import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { deleteWhere } from '../../database/row-writes';
import { resultRows } from '../../database/result-rows';
import { type GroupSharePermission, groupShares, users } from '../../database/schema';

export interface ShareRow {
  userId: string;
  username: string;
  permission: GroupSharePermission;
  createdAt: Date;
}

/** SQL for the shares of private groups with named members: the only writer of group_shares. */
@Injectable()
export class GroupSharesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  list(groupId: string, limit: number): Promise<ShareRow[]> {
    return this.db
      .select({
        userId: groupShares.userId,
        username: users.username,
        permission: groupShares.permission,
        createdAt: groupShares.createdAt,
      })
      .from(groupShares)
      .innerJoin(users, eq(users.id, groupShares.userId))
      .where(eq(groupShares.groupId, groupId))
      .orderBy(asc(groupShares.createdAt), asc(groupShares.userId))
      .limit(limit);
  }

  async count(tx: DbExecutor, groupId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(groupShares).where(eq(groupShares.groupId, groupId));
    return row.n;
  }

  /** Shares the group with the member, or changes the permission of the share they have. */
  async upsert(tx: DbExecutor, groupId: string, userId: string, permission: GroupSharePermission): Promise<void> {
    await tx
      .insert(groupShares)
      .values({ groupId, userId, permission })
      .onConflictDoUpdate({ target: [groupShares.groupId, groupShares.userId], set: { permission } });
  }

  async delete(groupId: string, userId: string): Promise<boolean> {
    return deleteWhere(this.db, groupShares, and(eq(groupShares.groupId, groupId), eq(groupShares.userId, userId)));
  }

  /** A page of the private groups shared with the member (not hidden by moderators), newest share first. */
  async sharedWith(userId: string, skip: number, limit: number, onlyId?: string): Promise<string[]> {
    const rows = resultRows<{ id: string }>(
      await this.db.execute(sql`
        SELECT g.id FROM group_shares s JOIN snippet_groups g ON g.id = s.group_id
        WHERE s.user_id = ${userId} AND NOT g.is_public AND NOT g.is_hidden
          ${onlyId ? sql`AND g.id = ${onlyId}` : sql``}
        ORDER BY s.created_at DESC, g.id
        OFFSET ${skip} LIMIT ${limit}`),
    );
    return rows.map((row) => row.id);
  }
}
