import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import { type Database, type DbExecutor, resultRows } from '../../database/database.service';
import { groupSearch, notifications, snippetGroups, users } from '../../database/schema';

export type NewNotification = typeof notifications.$inferInsert;

/** The SQL of notifications: the only writer of the table. */
@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(executor: DbExecutor, rows: NewNotification[]): Promise<void> {
    if (rows.length) await executor.insert(notifications).values(rows);
  }

  /**
   * One `new_group` notification for each follower of `actorId`, when the group is listed (the stored
   * group_search.listed, database/sql/group_listed.sql: public, not hidden, owner not suspended, a
   * published version). Called in the write's transaction after its search rows are written.
   */
  async insertForFollowers(executor: DbExecutor, actorId: string, groupId: string): Promise<void> {
    await executor.execute(sql`
      INSERT INTO notifications (user_id, kind, actor_id, group_id)
      SELECT f.follower_id, 'new_group', ${actorId}::uuid, ${groupId}::uuid FROM follows f
      WHERE f.followed_id = ${actorId}::uuid
        AND EXISTS (SELECT 1 FROM group_search s WHERE s.group_id = ${groupId}::uuid AND s.listed)`);
  }

  /** The member's notifications with their actor and group, each group with whether the member may see it. */
  private detailed(userId: string, where: SQL | undefined) {
    return this.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        actorId: notifications.actorId,
        actorUsername: users.username,
        groupId: notifications.groupId,
        groupTitle: snippetGroups.title,
        groupVisible: sql<boolean>`coalesce(${groupSearch.listed} OR ${snippetGroups.ownerId} = ${userId}::uuid, false)`,
        commentId: notifications.commentId,
        details: notifications.details,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(snippetGroups, eq(snippetGroups.id, notifications.groupId))
      .leftJoin(groupSearch, eq(groupSearch.groupId, notifications.groupId))
      .where(and(eq(notifications.userId, userId), where))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
  }

  /** One page of the member's notifications, newest first, with the total; each group with whether the member may see it. */
  async page(userId: string, skip: number, limit: number, unreadOnly: boolean) {
    const unread = unreadOnly ? isNull(notifications.readAt) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.detailed(userId, unread).limit(limit).offset(skip),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), unread)),
    ]);
    return { rows, total };
  }

  /**
   * The digest: marks the member's unread notifications that no digest listed yet as listed, and answers the
   * newest `limit` of them in detail with how many were marked. A notification is marked once (the update
   * holds its rows), so no two digests tell the same one.
   */
  async takeUndigested(userId: string, limit: number) {
    const marked = resultRows<{ id: string }>(
      await this.db.execute(sql`
        UPDATE notifications SET digested_at = now()
        WHERE user_id = ${userId}::uuid AND read_at IS NULL AND digested_at IS NULL
        RETURNING id`),
    ).map((row) => row.id);
    if (!marked.length) return { rows: [], ids: marked };
    const rows = await this.detailed(userId, inArray(notifications.id, marked)).limit(limit);
    return { rows, ids: marked };
  }

  /** Undoes `takeUndigested` when its email could not be sent: the next digest lists them. */
  async releaseDigested(ids: string[]): Promise<void> {
    if (ids.length) await this.db.update(notifications).set({ digestedAt: null }).where(inArray(notifications.id, ids));
  }

  /** Unread notifications, counted up to `cap`. */
  async unreadCount(userId: string, cap: number): Promise<number> {
    const [row] = resultRows<{ count: number }>(
      await this.db.execute(
        sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM notifications WHERE user_id = ${userId}::uuid AND read_at IS NULL LIMIT ${cap}) unread`,
      ),
    );
    return Number(row?.count ?? 0);
  }

  /** Marks the member's notification read; answers whether it is theirs. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const found = await this.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (found.length === 0) return false;
    if (!found[0].readAt)
      await this.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return true;
  }

  async markAllRead(userId: string): Promise<number> {
    const marked = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return marked.length;
  }
}
