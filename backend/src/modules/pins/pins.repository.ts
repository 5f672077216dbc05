import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { deleteWhere } from '../../database/row-writes';
import { resultRows } from '../../database/result-rows';
import { pinnedGroups } from '../../database/schema';

/** SQL for pins: the only writer of pinned_groups. */
@Injectable()
export class PinsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The member's pinned groups in order (whatever their state now). */
  async ofMember(userId: string, executor: DbExecutor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ groupId: pinnedGroups.groupId })
      .from(pinnedGroups)
      .where(eq(pinnedGroups.userId, userId))
      .orderBy(asc(pinnedGroups.position));
    return rows.map((row) => row.groupId);
  }

  /**
   * The pinned groups of the member called `username` that every visitor sees (group_search's `listed`),
   * in order; undefined when no member has that username.
   */
  async listedOf(username: string): Promise<string[] | undefined> {
    const [row] = resultRows<{ ids: string[] | null }>(
      await this.db.execute(sql`
        SELECT array(
          SELECT p.group_id FROM pinned_groups p JOIN group_search s ON s.group_id = p.group_id AND s.listed
          WHERE p.user_id = u.id ORDER BY p.position)::text[] AS ids
        FROM users u WHERE lower(u.username) = lower(${username})`),
    );
    return row ? (row.ids ?? []) : undefined;
  }

  /** Pins the group at the first free place (0-5); false when every place is taken. A concurrent pin fails on the unique place. */
  async add(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    const inserted = resultRows<{ position: number }>(
      await tx.execute(sql`
        INSERT INTO pinned_groups (user_id, group_id, position)
        SELECT ${userId}::uuid, ${groupId}::uuid, min(p) FROM generate_series(0, 5) p
        WHERE p NOT IN (SELECT position FROM pinned_groups WHERE user_id = ${userId}::uuid)
        HAVING min(p) IS NOT NULL
        ON CONFLICT (user_id, group_id) DO NOTHING
        RETURNING position`),
    );
    return inserted.length > 0;
  }

  async remove(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    return deleteWhere(tx, pinnedGroups, and(eq(pinnedGroups.userId, userId), eq(pinnedGroups.groupId, groupId)));
  }

  /** Writes the member's pins again in this order (the places are unique: deleted, then inserted). */
  async reorder(tx: DbExecutor, userId: string, groupIds: readonly string[]): Promise<void> {
    await tx.delete(pinnedGroups).where(eq(pinnedGroups.userId, userId));
    if (groupIds.length) await tx.insert(pinnedGroups).values(groupIds.map((groupId, position) => ({ userId, groupId, position })));
  }

  /**
   * The groups the member upvoted ("starred") that they may see now: listed ones and their own, the
   * latest upvote first; one page of ids and the total.
   */
  async starredPage(userId: string, skip: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const visible = sql`FROM upvotes v JOIN snippet_groups g ON g.id = v.group_id LEFT JOIN group_search s ON s.group_id = v.group_id
      WHERE v.user_id = ${userId}::uuid AND (s.listed IS TRUE OR g.owner_id = ${userId}::uuid)`;
    const [row] = resultRows<{ total: number; ids: string[] }>(
      await this.db.execute(sql`
        SELECT (SELECT count(*) ${visible})::int AS total,
               array(SELECT v.group_id ${visible} ORDER BY v.created_at DESC, v.group_id LIMIT ${limit} OFFSET ${skip})::text[] AS ids`),
    );
    return { ids: row.ids, total: Number(row.total) };
  }

  /** Locks the member's pins (their rows) for a change that decides on all of them. */
  async lockMember(tx: DbExecutor, userId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pins:' || ${userId}))`);
  }
}
