import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../../common/errors';
import { translate } from '../../common/i18n/messages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { DbExecutor } from '../../database/database.service';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { reportReasonDto } from '../moderation/dto/moderation.dto';
import { ModerationLogRepository } from '../moderation/moderation-log.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { ReportsRepository } from '../moderation/reports.repository';
import { scanForSecrets } from '../secret-scan/secret-scanner';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { COMMENT_LIMITS } from './comments.limits';
import { type CommentRow, CommentsRepository } from './comments.repository';
import type {
  CommentDeletedDto,
  CommentDto,
  CommentModerationResultDto,
  CommentReportedDto,
  CommentsLockStateDto,
  CommentsPageDto,
  CommentsQueryDto,
  CreateCommentDto,
  ReportCommentDto,
  ReportedCommentDto,
} from './dto/comments.dto';

/** How a comment is shown: to whom its hidden body is still readable. */
interface Audience {
  /** The group's owner reads the comments they hid themselves (to show them again). */
  groupOwner: boolean;
  /** Moderators judging reports read every body. */
  moderator: boolean;
  /** The place of the version being read: comments on earlier versions are marked. */
  versionPosition?: number;
}

/** 409 when the Markdown holds what looks like a credential, with where (line, masked excerpt) in the caller's language. */
function refuseSecrets(body: string): void {
  const matches = scanForSecrets(body);
  if (matches.length === 0) return;
  throw new AppException(HttpStatus.CONFLICT, 'comments.secrets', { count: matches.length }, (language) => ({
    findings: matches.map((match) => ({ ...match, title: translate(`secretScan.rule.${match.rule}`, language) })),
  }));
}

/**
 * Comments on the snippets of public groups (issue 41): threads one level deep on a published
 * version's snippet, optionally on a line range. Only groups the public listing shows take and show
 * comments (404 otherwise). Every write locks the group's row first, so a group's comment writes run
 * one at a time (a thread's reply limit, the lock and the auto-hide threshold hold under concurrency).
 */
@Injectable()
export class CommentsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(CommentsRepository) private readonly repository: CommentsRepository,
    @Inject(GroupStateService) private readonly groups: GroupStateService,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(ModerationLogRepository) private readonly log: ModerationLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
  ) {}

  /** One page of the threads on a snippet as `viewer` reads the version `versionId`. */
  async list(groupId: string, query: CommentsQueryDto, viewer: User | undefined): Promise<CommentsPageDto> {
    const group = await this.repository.groupState(groupId);
    if (!group?.listed) throw notFound('errors.groupNotFound');
    const target = await this.repository.publishedSnippet(groupId, query.versionId, query.snippetId);
    if (!target) throw notFound('comments.snippetNotFound');
    const skip = query.skip ?? 0;
    const limit = query.limit ?? COMMENT_LIMITS.pageSize;
    const { rows, total } = await this.repository.threadsPage(groupId, target.snippetPosition, target.versionPosition, skip, limit);
    const [replies, locked] = await Promise.all([this.repository.repliesOf(rows.map((row) => row.id)), this.repository.isLocked(groupId)]);
    const audience: Audience = { groupOwner: viewer?.id === group.ownerId, moderator: false, versionPosition: target.versionPosition };
    return {
      items: rows.map((row) => ({
        ...this.toDto(row, audience),
        replies: replies.filter((reply) => reply.parentId === row.id).map((reply) => this.toDto(reply, audience)),
      })),
      total,
      locked,
      canModerate: audience.groupOwner,
    };
  }

  /** A new thread on a snippet of a published version, optionally on lines of it. */
  async create(user: User, dto: CreateCommentDto): Promise<CommentDto> {
    if ((dto.lineStart === undefined) !== (dto.lineEnd === undefined)) throw badRequest('comments.linesIncomplete');
    refuseSecrets(dto.body);
    const id = await this.write(async (tx) => {
      const group = await this.groups.lockListed(tx, dto.groupId);
      const target = await this.repository.publishedSnippet(dto.groupId, dto.versionId, dto.snippetId, tx);
      if (!target) throw notFound('comments.snippetNotFound');
      if (dto.lineStart !== undefined && (dto.lineStart > dto.lineEnd! || dto.lineEnd! > target.lineCount))
        throw badRequest('comments.linesOutOfRange', { max: target.lineCount });
      if (await this.repository.isLocked(dto.groupId, tx)) throw conflict('comments.locked');
      const id = await this.repository.insert(tx, {
        groupId: dto.groupId,
        versionId: dto.versionId,
        snippetId: dto.snippetId,
        snippetPosition: target.snippetPosition,
        lineStart: dto.lineStart ?? null,
        lineEnd: dto.lineEnd ?? null,
        authorId: user.id,
        body: dto.body,
      });
      await this.notifications.notify(tx, [
        { userId: group.ownerId, kind: 'comment', actorId: user.id, groupId: dto.groupId, commentId: id },
      ]);
      return id;
    });
    return this.read(id, user);
  }

  /** A reply to a thread's first comment (threads are one level deep), on the same version, snippet and lines. */
  async reply(user: User, parentId: string, body: string): Promise<CommentDto> {
    refuseSecrets(body);
    const id = await this.write(async (tx) => {
      const found = await this.repository.find(parentId, tx);
      if (!found) throw notFound('comments.notFound');
      const group = await this.groups.lockListed(tx, found.groupId);
      const parent = (await this.repository.find(parentId, tx, true))!;
      if (parent.parentId) throw badRequest('comments.replyToReply');
      if (parent.deletedAt || parent.hiddenReason) throw conflict('comments.gone');
      if (await this.repository.isLocked(parent.groupId, tx)) throw conflict('comments.locked');
      if ((await this.repository.countReplies(tx, parentId)) >= COMMENT_LIMITS.repliesPerThread)
        throw new AppException(HttpStatus.CONFLICT, 'comments.threadFull', { max: COMMENT_LIMITS.repliesPerThread });
      const id = await this.repository.insert(tx, {
        groupId: parent.groupId,
        versionId: parent.versionId,
        snippetId: parent.snippetId,
        snippetPosition: parent.snippetPosition,
        lineStart: parent.lineStart,
        lineEnd: parent.lineEnd,
        parentId,
        authorId: user.id,
        body,
      });
      const about = { actorId: user.id, groupId: parent.groupId, commentId: id };
      await this.notifications.notify(tx, [
        { ...about, userId: parent.authorId, kind: 'reply' },
        { ...about, userId: group.ownerId, kind: 'comment' },
      ]);
      return id;
    });
    return this.read(id, user);
  }

  /** Its author edits a comment within COMMENT_LIMITS.editWindowMs of writing it. */
  async edit(user: User, id: string, body: string): Promise<CommentDto> {
    refuseSecrets(body);
    await this.write(async (tx) => {
      const comment = await this.authored(tx, user, id);
      if (comment.hiddenReason) throw conflict('comments.gone');
      if (Date.now() - comment.createdAt.getTime() > COMMENT_LIMITS.editWindowMs)
        throw new AppException(HttpStatus.CONFLICT, 'comments.editWindow', { minutes: COMMENT_LIMITS.editWindowMs / 60_000 });
      await this.repository.update(tx, id, { body, editedAt: new Date() });
    });
    return this.read(id, user);
  }

  /** Its author deletes a comment: a thread with replies stays as a placeholder without its body, anything else goes. */
  async remove(user: User, id: string): Promise<CommentDeletedDto> {
    await this.write(async (tx) => {
      const comment = await this.authored(tx, user, id);
      if (!comment.parentId && (await this.repository.hasLiveReplies(tx, id))) {
        await this.repository.update(tx, id, { body: '', deletedAt: new Date() });
      } else {
        await this.repository.delete(tx, id);
      }
    });
    return { deletedID: id };
  }

  /** The group's owner hides a comment on their group or shows one they hid (not one the moderators or its reports hid). */
  async setHidden(user: User, id: string, hidden: boolean): Promise<CommentDto> {
    await this.write(async (tx) => {
      const { comment, ownerId } = await this.onListedGroup(tx, id);
      if (ownerId !== user.id) {
        if (comment.hiddenReason) throw notFound('comments.notFound');
        throw forbidden('comments.notGroupOwner');
      }
      if (comment.hiddenReason && comment.hiddenReason !== 'owner') throw conflict('comments.hiddenByModerators');
      await this.repository.update(
        tx,
        id,
        hidden ? { hiddenReason: 'owner', hiddenAt: new Date() } : { hiddenReason: null, hiddenAt: null },
      );
    });
    return this.read(id, user);
  }

  /** The group's owner locks its comments (no new comments or replies) or opens them again. */
  async setLocked(user: User, groupId: string, locked: boolean): Promise<CommentsLockStateDto> {
    await this.write(async (tx) => {
      const group = await this.groups.lockListed(tx, groupId);
      if (group.ownerId !== user.id) throw forbidden('comments.notGroupOwner');
      await this.repository.setLocked(tx, groupId, locked);
    });
    return { groupId, locked };
  }

  /**
   * Reports a comment to the moderators, once per member, never one's own. The report that brings
   * its distinct reporters to REPORTS_AUTO_HIDE hides it pending a moderator's review (audit log:
   * comment_auto_hidden), as for groups; a hidden comment takes no more reports (404).
   */
  async report(user: User, id: string, dto: ReportCommentDto): Promise<CommentReportedDto> {
    const reportId = await this.write(async (tx) => {
      const { comment } = await this.onListedGroup(tx, id);
      if (comment.hiddenReason) throw notFound('comments.notFound');
      if (comment.authorId === user.id) throw badRequest('comments.ownComment');
      const inserted = await this.reports.insertCommentReport(tx, {
        reporterId: user.id,
        commentId: id,
        category: dto.category ?? 'other',
        reason: dto.details?.trim() || null,
      });
      if (!inserted) throw conflict('comments.alreadyReported');
      const reporters = await this.reports.countOpen(tx, 'comment', id);
      if (reporters >= this.config.reportsAutoHide) {
        await this.repository.update(tx, id, { hiddenReason: 'reports', hiddenAt: new Date() });
        await this.log.write(tx, {
          actorId: null,
          action: 'comment_auto_hidden',
          targetType: 'comment',
          targetId: id,
          details: { reports: reporters, groupId: comment.groupId },
        });
      }
      return inserted;
    });
    return { reportID: reportId };
  }

  /** The moderators' queue of reported comments, the most reported first, with each one's open reports. */
  async reportedComments(skip: number, limit: number): Promise<{ items: ReportedCommentDto[]; total: number }> {
    const { entries, total } = await this.reports.reportedCommentsPage({
      skip,
      limit,
      reportsPerComment: COMMENT_LIMITS.reportsPerComment,
    });
    const rows = new Map((await this.repository.findMany(entries.map((entry) => entry.commentId))).map((row) => [row.id, row]));
    const items: ReportedCommentDto[] = [];
    for (const entry of entries) {
      const row = rows.get(entry.commentId);
      if (!row) continue;
      items.push({
        comment: this.toDto(row, { groupOwner: false, moderator: true }),
        openReports: entry.open,
        reports: entry.reports.map(reportReasonDto),
      });
    }
    return { items, total };
  }

  /** A moderator closes a comment's open reports without action; one its reports hid is shown again. */
  async dismissReports(actor: User, id: string, note?: string): Promise<CommentModerationResultDto> {
    return this.write(async (tx) => {
      const comment = await this.repository.find(id, tx, true);
      if (!comment) throw notFound('comments.notFound');
      const closed = await this.reports.closeOpen(tx, 'comment', id, actor.id, 'dismissed');
      const restore = comment.hiddenReason === 'reports';
      if (restore) await this.repository.update(tx, id, { hiddenReason: null, hiddenAt: null });
      await this.decided(tx, actor, 'comment_report_dismissed', comment, closed, note);
      return { commentID: id, hidden: !!comment.hiddenReason && !restore, closedReports: closed };
    });
  }

  /** A moderator hides a comment (its open reports closed as actioned) or shows it again. */
  async moderate(actor: User, id: string, hidden: boolean, note?: string): Promise<CommentModerationResultDto> {
    return this.write(async (tx) => {
      const comment = await this.repository.find(id, tx, true);
      if (!comment) throw notFound('comments.notFound');
      await this.repository.update(
        tx,
        id,
        hidden ? { hiddenReason: 'moderator', hiddenAt: new Date() } : { hiddenReason: null, hiddenAt: null },
      );
      const closed = hidden ? await this.reports.closeOpen(tx, 'comment', id, actor.id, 'actioned') : 0;
      await this.decided(tx, actor, hidden ? 'comment_hidden' : 'comment_unhidden', comment, closed, note);
      return { commentID: id, hidden, closedReports: closed };
    });
  }

  private async decided(
    tx: DbExecutor,
    actor: User,
    action: 'comment_report_dismissed' | 'comment_hidden' | 'comment_unhidden',
    comment: CommentRow,
    closed: number,
    note: string | undefined,
  ): Promise<void> {
    await this.log.write(tx, {
      actorId: actor.id,
      action,
      targetType: 'comment',
      targetId: comment.id,
      details: { reports: closed, groupId: comment.groupId, authorId: comment.authorId, ...(note ? { note } : {}) },
    });
    await this.notifications.notify(tx, [
      { userId: comment.authorId, kind: 'moderation', groupId: comment.groupId, commentId: comment.id, action },
    ]);
  }

  /** The comment (locked) on a group the listing shows, with the group's owner; 404 for a deleted comment or a group not listed. */
  private async onListedGroup(tx: DbExecutor, id: string): Promise<{ comment: CommentRow; ownerId: string }> {
    const found = await this.repository.find(id, tx);
    if (!found || found.deletedAt) throw notFound('comments.notFound');
    const group = await this.groups.lockListed(tx, found.groupId);
    const comment = (await this.repository.find(id, tx, true))!;
    return { comment, ownerId: group.ownerId };
  }

  /** The caller's own comment (locked): 403 for someone else's visible comment, 404 for a hidden one or any other. */
  private async authored(tx: DbExecutor, user: User, id: string): Promise<CommentRow> {
    const { comment } = await this.onListedGroup(tx, id);
    if (comment.authorId !== user.id) {
      if (comment.hiddenReason) throw notFound('comments.notFound');
      throw forbidden('comments.notAuthor');
    }
    return comment;
  }

  /** A comment as its writer reads it after a write. */
  private async read(id: string, user: User): Promise<CommentDto> {
    const row = await this.repository.find(id);
    if (!row) throw notFound('comments.notFound');
    const group = await this.repository.groupState(row.groupId);
    return this.toDto(row, { groupOwner: group?.ownerId === user.id, moderator: false });
  }

  private toDto(row: CommentRow, audience: Audience): CommentDto {
    const deleted = !!row.deletedAt;
    const hidden = !!row.hiddenReason;
    const readable = !deleted && (!hidden || audience.moderator || (audience.groupOwner && row.hiddenReason === 'owner'));
    return {
      id: row.id,
      parentId: row.parentId,
      groupId: row.groupId,
      versionId: row.versionId,
      versionNo: row.versionNo,
      onEarlierVersion: audience.versionPosition !== undefined && row.versionPosition < audience.versionPosition,
      snippetPosition: row.snippetPosition,
      lineStart: row.lineStart,
      lineEnd: row.lineEnd,
      author: { id: row.authorId, username: row.authorUsername },
      body: readable ? row.body : null,
      hidden,
      deleted,
      editedAt: row.editedAt?.toISOString() ?? null,
      editableUntil: new Date(row.createdAt.getTime() + COMMENT_LIMITS.editWindowMs).toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  private write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.transactions.runStoringText(work, () => badRequest('snippetGroups.invalidText'));
  }
}
