import { Inject, Injectable } from '@nestjs/common';
import { ListingCache } from '../../common/cache/listing-cache';
import { conflict, notFound } from '../../common/errors';
import type { User } from '../../database/schema';
import type {
  AuditLogEntryDto,
  AuditLogQueryDto,
  ModerationActionResultDto,
  OfficialRequestDto,
  ReportedGroupDto,
  StaffMemberDto,
} from './dto/moderation.dto';
import { ModerationRepository } from './moderation.repository';

@Injectable()
export class ModerationService {
  constructor(
    @Inject(ModerationRepository) private readonly repository: ModerationRepository,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  async reportedGroups(): Promise<ReportedGroupDto[]> {
    return (await this.repository.listReportedGroups()).map(({ group, open, reports }) => ({
      group,
      openReports: open,
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason,
        reporterUsername: r.reporterUsername,
        createdAt: r.createdAt.toISOString(),
      })),
    }));
  }

  private async existing(groupId: string) {
    if (!(await this.repository.groupExists(groupId))) throw notFound('errors.groupNotFound');
  }

  async dismiss(actor: User, groupId: string): Promise<ModerationActionResultDto> {
    await this.existing(groupId);
    const closed = await this.repository.dismissReports(groupId, actor.id);
    return { groupID: groupId, isHidden: false, closedReports: closed };
  }

  async setHidden(actor: User, groupId: string, hidden: boolean): Promise<ModerationActionResultDto> {
    await this.existing(groupId);
    const closed = await this.repository.setHidden(groupId, actor.id, hidden);
    this.listing.invalidate();
    return { groupID: groupId, isHidden: hidden, closedReports: closed };
  }

  async requests(status: 'pending' | 'approved' | 'rejected' = 'pending'): Promise<OfficialRequestDto[]> {
    return (await this.repository.listRequests(status)).map((r) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      technologyID: r.technologyId,
      technologyName: r.technologyName,
      technologyUse: r.technologyUse,
      requesterUsername: r.requesterUsername,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async decide(
    actor: User,
    requestId: string,
    decision: { approve: true; imageUrl: string } | { approve: false; reason: string },
  ): Promise<OfficialRequestDto> {
    const outcome = await this.repository.decideRequest(requestId, actor.id, decision);
    if (outcome === 'missing') throw notFound('moderation.requestNotFound');
    if (outcome === 'decided') throw conflict('moderation.requestDecided');
    if (outcome === 'name-taken') throw conflict('technologies.officialName');
    this.listing.invalidate();
    const status = decision.approve ? 'approved' : 'rejected';
    const decided = (await this.requests(status)).find((r) => r.id === requestId);
    return decided!;
  }

  async auditLog(query: AuditLogQueryDto): Promise<AuditLogEntryDto[]> {
    const rows = await this.repository.listLog({
      action: query.action,
      actorId: query.actorID,
      skip: query.skip ?? 0,
      limit: query.limit ?? 50,
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

  staff(): Promise<StaffMemberDto[]> {
    return this.repository.listStaff();
  }
}
