import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { moderationLog, snippetGroups, users } from '../../database/schema';

export type ModerationAction = (typeof moderationLog.$inferInsert)['action'];

export interface ModerationLogEntry {
  /** null: the system (e.g. a group hidden by its reports). */
  actorId: string | null;
  action: ModerationAction;
  targetType: 'group' | 'request' | 'user' | 'comment';
  targetId: string;
  details: Record<string, unknown>;
}

/**
 * The moderation audit log: the only writer of moderation_log. Every moderation action (and every
 * role change, by the users module) writes its entry in the transaction of the action itself.
 */
@Injectable()
export class ModerationLogRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async write(tx: DbExecutor, entry: ModerationLogEntry): Promise<void> {
    await tx.insert(moderationLog).values(entry);
  }

  /**
   * Entries newest first: with `action` or `actorId`, only those; with `aboutMember`, only the
   * actions on that member and on their groups (the member's history).
   */
  list(filter: { action?: ModerationAction; actorId?: string; aboutMember?: string; skip: number; limit: number }) {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(moderationLog.action, filter.action));
    if (filter.actorId) conditions.push(eq(moderationLog.actorId, filter.actorId));
    if (filter.aboutMember) {
      const groups = this.db.select({ id: snippetGroups.id }).from(snippetGroups).where(eq(snippetGroups.ownerId, filter.aboutMember));
      conditions.push(
        or(
          and(eq(moderationLog.targetType, 'user'), eq(moderationLog.targetId, filter.aboutMember)),
          and(eq(moderationLog.targetType, 'group'), inArray(moderationLog.targetId, groups)),
        )!,
      );
    }
    return this.db
      .select({
        id: moderationLog.id,
        action: moderationLog.action,
        actorId: moderationLog.actorId,
        actorUsername: users.username,
        targetType: moderationLog.targetType,
        targetId: moderationLog.targetId,
        details: moderationLog.details,
        createdAt: moderationLog.createdAt,
      })
      .from(moderationLog)
      .leftJoin(users, eq(users.id, moderationLog.actorId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(filter.limit)
      .offset(filter.skip);
  }
}
