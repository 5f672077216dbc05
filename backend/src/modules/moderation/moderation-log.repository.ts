import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { moderationLog, users } from '../../database/schema';

export type ModerationAction = (typeof moderationLog.$inferInsert)['action'];

export interface ModerationLogEntry {
  /** null: the system (e.g. a group hidden by its reports). */
  actorId: string | null;
  action: ModerationAction;
  targetType: 'group' | 'request' | 'user';
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

  list(filter: { action?: ModerationAction; actorId?: string; skip: number; limit: number }) {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(moderationLog.action, filter.action));
    if (filter.actorId) conditions.push(eq(moderationLog.actorId, filter.actorId));
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
