import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import type { User } from '../../database/schema';
import type { MarkedReadDto, NotificationDto, NotificationKind, UnreadCountDto } from './dto/notifications.dto';
import { NOTIFICATION_LIMITS } from './notifications.limits';
import { NotificationsRepository } from './notifications.repository';

/** The bell counts at most this many unread notifications ("99+" beyond). */
const UNREAD_CAP = 100;

/** A notification to write: for whom, what, by whom, about what. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  actorId?: string | null;
  groupId?: string | null;
  commentId?: string | null;
  /** A moderation decision's action. */
  action?: string;
}

/**
 * In-app notifications (issue 41). Other modules notify through `notify` and `notifyFollowers`, in their
 * own transaction (`executor`), so a notification exists exactly when what it tells happened; nobody is
 * told about what they did themselves. Members read and mark their own.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(NotificationsRepository) private readonly repository: NotificationsRepository,
    @Inject(DB) private readonly db: Database,
  ) {}

  async notify(executor: DbExecutor | null, notices: Notice[]): Promise<void> {
    const seen = new Set<string>();
    const rows = notices
      .filter((notice) => notice.userId !== notice.actorId)
      .filter((notice) => {
        // One notification per member and event: a reply to the group owner's own comment tells them once.
        if (seen.has(notice.userId)) return false;
        seen.add(notice.userId);
        return true;
      })
      .map(({ action, ...notice }) => ({ ...notice, details: action ? { action } : {} }));
    await this.repository.insert(executor ?? this.db, rows);
  }

  /** Tells the followers of `actorId` about their new group, when the listing shows it (NotificationsRepository.insertForFollowers). */
  notifyFollowers(executor: DbExecutor, actorId: string, groupId: string): Promise<void> {
    return this.repository.insertForFollowers(executor, actorId, groupId);
  }

  async list(
    user: User,
    skip = 0,
    limit: number = NOTIFICATION_LIMITS.pageSize,
    unreadOnly = false,
  ): Promise<{ items: NotificationDto[]; total: number }> {
    const { rows, total } = await this.repository.page(user.id, skip, limit, unreadOnly);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        actor: row.actorId && row.actorUsername ? { id: row.actorId, username: row.actorUsername } : null,
        group: row.groupId && row.groupVisible ? { id: row.groupId, title: row.groupTitle ?? '' } : null,
        commentId: row.groupVisible ? row.commentId : null,
        action: typeof row.details.action === 'string' ? row.details.action : null,
        read: !!row.readAt,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  }

  async unreadCount(user: User): Promise<UnreadCountDto> {
    return { count: await this.repository.unreadCount(user.id, UNREAD_CAP) };
  }

  async markRead(user: User, id: string): Promise<MarkedReadDto> {
    if (!(await this.repository.markRead(user.id, id))) throw notFound('notifications.notFound');
    return { marked: 1 };
  }

  async markAllRead(user: User): Promise<MarkedReadDto> {
    return { marked: await this.repository.markAllRead(user.id) };
  }
}
