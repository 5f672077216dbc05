import { Inject, Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import type { RequestStatus, User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { ListingCache } from '../search';
import { SearchIndexRepository } from '../search';
import type { VersionDto } from '../snippet-groups/dto/snippet-group.dto';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { UsersService } from '../users/users.service';
import { TechnologiesService } from '../technologies/technologies.service';
import type {
  AuditLogEntryDto,
  AuditLogQueryDto,
  ReportQueueQueryDto,
  MemberHistoryDto,
  ModeratedMemberDto,
  ModerationActionResultDto,
  OfficialRequestDto,
  ReportedGroupDto,
  StaffMemberDto,
} from './dto/moderation.dto';
import { AUDIT_LOG_PAGE_SIZE, REPORT_QUEUE_PAGE_SIZE, REPORTS_LISTED_PER_GROUP, reportReasonDto } from './dto/moderation.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { ModerationLogRepository } from './moderation-log.repository';
import { ModerationRepository } from './moderation.repository';
import { ReportsRepository } from './reports.repository';

function toMemberDto(user: User): ModeratedMemberDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason,
  };
}

type Decision = { approve: true; imageUrl: string } | { approve: false; reason: string };

function toRequestDto(r: Awaited<ReturnType<ModerationRepository['listRequests']>>[number]): OfficialRequestDto {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    technologyID: r.technologyId,
    technologyName: r.technologyName,
    technologyUse: r.technologyUse,
    requesterUsername: r.requesterUsername,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The moderators' actions. Each runs in one transaction that locks what it decides on (the group,
 * the request) and writes its audit-log entry.
 */
@Injectable()
export class ModerationService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(ModerationRepository) private readonly repository: ModerationRepository,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(ModerationLogRepository) private readonly log: ModerationLogRepository,
    @Inject(GroupStateService) private readonly groups: GroupStateService,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(ListingCache) private readonly listing: ListingCache,
    @Inject(SnippetGroupsService) private readonly snippetGroups: SnippetGroupsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(SearchIndexRepository) private readonly searchIndex: SearchIndexRepository,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
  ) {}

  /** One page of the queue, with its total: each group's card (its content, bounded) and open reports for the moderator to judge. */
  async reportedGroups(query: ReportQueueQueryDto = {}): Promise<{ items: ReportedGroupDto[]; total: number }> {
    const { entries, total } = await this.repository.listReportedGroups({
      category: query.category,
      skip: query.skip ?? 0,
      limit: query.limit ?? REPORT_QUEUE_PAGE_SIZE,
      reportsPerGroup: REPORTS_LISTED_PER_GROUP,
    });
    // Each group's card as readers see it (published versions, a bounded preview); a version in full: groupVersion.
    const cards = new Map(
      (
        await this.snippetGroups.describeGroups(
          entries.map((entry) => entry.group.id),
          null,
        )
      ).map((card) => [card.id, card]),
    );
    const items = entries.map(({ group, open, reports }) => {
      const { reviewRequestedAt, reviewDecidedAt, ...rest } = group;
      const card = cards.get(group.id);
      return {
        group: {
          ...rest,
          language: card?.technology.language ?? 'plaintext',
          versions: card?.versions ?? [],
          versionCount: card?.versionCount ?? 0,
          previewVersionID: card?.previewVersionID ?? null,
          reviewRequestedAt: reviewRequestedAt && !reviewDecidedAt ? reviewRequestedAt.toISOString() : null,
        },
        openReports: open,
        reports: reports.map(reportReasonDto),
      };
    });
    return { items, total };
  }

  /** A published version of any group in full (hidden ones too: moderators review them); 404 otherwise. */
  groupVersion(groupId: string, versionId: string): Promise<VersionDto> {
    return this.snippetGroups.publishedVersionOfAny(groupId, versionId);
  }

  /** Closes the open reports without action; a group its reports hid (pending review) is shown again. */
  async dismiss(actor: User, groupId: string, note?: string): Promise<ModerationActionResultDto> {
    const { closed, isHidden } = await this.transactions.run(async (tx) => {
      const group = await this.groups.lock(tx, groupId);
      const count = await this.reports.closeOpen(tx, 'group', groupId, actor.id, 'dismissed');
      const restore = group.isHidden && group.hiddenReason === 'reports';
      if (restore) await this.groups.setHidden(tx, groupId, false);
      await this.decided(tx, actor, 'report_dismissed', group.ownerId, groupId, count, note);
      return { closed: count, isHidden: group.isHidden && !restore };
    });
    this.listing.invalidate();
    return { groupID: groupId, isHidden, closedReports: closed };
  }

  /** Hiding takes the group out of the listing (its owner still sees it) and closes its open reports as actioned. */
  async setHidden(actor: User, groupId: string, hidden: boolean, note?: string): Promise<ModerationActionResultDto> {
    const closed = await this.transactions.run(async (tx) => {
      const group = await this.groups.lock(tx, groupId);
      await this.groups.setHidden(tx, groupId, hidden);
      const count = hidden ? await this.reports.closeOpen(tx, 'group', groupId, actor.id, 'actioned') : 0;
      await this.decided(tx, actor, hidden ? 'group_hidden' : 'group_unhidden', group.ownerId, groupId, count, note);
      return count;
    });
    this.listing.invalidate();
    return { groupID: groupId, isHidden: hidden, closedReports: closed };
  }

  /** A decision on a group: its note for the owner, the answer to a waiting review request, the audit-log entry, the owner's notification. */
  private async decided(
    tx: DbExecutor,
    actor: User,
    action: 'report_dismissed' | 'group_hidden' | 'group_unhidden',
    ownerId: string,
    groupId: string,
    closed: number,
    note: string | undefined,
  ) {
    await this.groups.recordDecision(tx, groupId, note || undefined);
    await this.log.write(tx, {
      actorId: actor.id,
      action,
      targetType: 'group',
      targetId: groupId,
      details: { reports: closed, ...(note ? { note } : {}) },
    });
    await this.notifications.notify(tx, [{ userId: ownerId, kind: 'moderation', groupId, action }]);
  }

  async requests(status: RequestStatus = 'pending'): Promise<OfficialRequestDto[]> {
    return (await this.repository.listRequests(status)).map(toRequestDto);
  }

  /**
   * Decides a pending request: 404 when there is none, 409 when it was already decided or (approving)
   * an official technology has the same name. Approval makes the technology official for everyone.
   */
  async decide(actor: User, requestId: string, decision: Decision): Promise<OfficialRequestDto> {
    const decided = await this.transactions.run(async (tx) => {
      const request = await this.technologies.lockRequest(tx, requestId);
      if (!request) throw notFound('moderation.requestNotFound');
      if (request.status !== 'pending') throw conflict('moderation.requestDecided');
      const technology = await this.technologies.lockTechnology(tx, request.technologyId);
      if (decision.approve) await this.technologies.makeOfficial(tx, technology, decision.imageUrl);
      await this.technologies.recordDecision(tx, requestId, actor.id, decision);
      await this.log.write(tx, {
        actorId: actor.id,
        action: decision.approve ? 'request_approved' : 'request_rejected',
        targetType: 'request',
        targetId: requestId,
        details: { technologyId: technology.id, technology: technology.name, ...(decision.approve ? {} : { reason: decision.reason }) },
      });
      // The row as this transaction wrote it (a read of the decided list would miss it past its first page).
      return (await this.repository.findRequest(tx, requestId))!;
    });
    this.listing.invalidate();
    return toRequestDto(decided);
  }

  /** The audit log, newest first; with `aboutMember`, only the actions on that member and their groups. */
  async auditLog(query: AuditLogQueryDto, aboutMember?: string): Promise<AuditLogEntryDto[]> {
    const rows = await this.log.list({
      action: query.action,
      actorId: query.actorID,
      aboutMember,
      skip: query.skip ?? 0,
      limit: query.limit ?? AUDIT_LOG_PAGE_SIZE,
    });
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorID: r.actorId,
      actorUsername: r.actorUsername,
      targetType: r.targetType,
      targetID: r.targetId,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** A member (by username or email) with their moderation history: reports on their groups, actions on them and their groups. */
  async memberHistory(identifier: string): Promise<MemberHistoryDto> {
    const member = await this.users.findByUsernameOrEmail(identifier);
    if (!member) throw notFound('errors.userNotFound');
    const [reports, actions] = await Promise.all([
      this.repository.listReportsOnMember(member.id),
      this.auditLog({ skip: 0, limit: 100 }, member.id),
    ]);
    return {
      member: toMemberDto(member),
      reports: reports.map((r) => ({
        id: r.id,
        groupID: r.groupId,
        groupSummary: r.groupSummary,
        category: r.category,
        reason: r.reason,
        status: r.status,
        reporterUsername: r.reporterUsername,
        createdAt: r.createdAt.toISOString(),
      })),
      actions,
    };
  }

  /**
   * Suspends a member (reason given) or lifts the suspension (null): their public groups leave or
   * rejoin every public view at once and the change is in the audit log. Moderators and admins
   * cannot be suspended (409); suspending a suspended member only updates the reason.
   */
  async setSuspension(actor: User, memberId: string, reason: string | null): Promise<ModeratedMemberDto> {
    const member = await this.transactions.run(async (tx) => {
      const target = await this.users.lock(tx, memberId);
      if (target.role !== 'user') throw conflict('moderation.cannotSuspendStaff');
      if (reason === null && !target.suspendedAt) return target;
      const updated = await this.users.setSuspension(tx, memberId, reason);
      await this.searchIndex.relistOwner(tx, memberId);
      await this.log.write(tx, {
        actorId: actor.id,
        action: reason === null ? 'member_unsuspended' : 'member_suspended',
        targetType: 'user',
        targetId: memberId,
        details: { username: target.username, ...(reason === null ? {} : { reason }) },
      });
      return updated;
    });
    this.listing.invalidate();
    return toMemberDto(member);
  }

  staff(): Promise<StaffMemberDto[]> {
    return this.repository.listStaff();
  }
}
