import { Body, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import {
  ApproveRequestDto,
  AuditLogEntryDto,
  AuditLogQueryDto,
  DecisionNoteDto,
  MemberHistoryDto,
  MemberLookupQueryDto,
  MemberParams,
  ModeratedMemberDto,
  SuspendMemberDto,
  ReportQueueQueryDto,
  ModeratedGroupParams,
  ModeratedVersionParams,
  ModerationActionResultDto,
  OfficialRequestDto,
  OfficialRequestParams,
  RejectRequestDto,
  ReportedGroupDto,
  RequestListQueryDto,
  StaffMemberDto,
} from './dto/moderation.dto';
import { VersionDto } from '../snippet-groups/dto/snippet-group.dto';
import { ModerationService } from './moderation.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';
import { pageAnswer, withTotalCount } from '../../common/paged-reply';

/** The admin screen's API: reports queue, official-technology requests, audit log. Moderators and admins only. */
@MemberApi('moderation', 'moderation', Roles('moderator', 'admin'))
export class ModerationController {
  constructor(@Inject(ModerationService) private readonly moderation: ModerationService) {}

  /**
   * One page of the groups with open reports or a review asked by their owner, most reported first then the longest
   * waiting (how many in x-total-count), with each group's open reports (category, details) and its card: its published
   * versions and a preview of the newest (a version in full: GET groups/{groupId}/versions/{versionId}).
   */
  @Get('reports')
  @ApiEndpoint({
    ok: pageAnswer(ReportedGroupDto, 'Groups waiting in the queue (of the category asked)'),
  })
  async listReportedGroups(
    @Query() query: ReportQueueQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedGroupDto[]> {
    return withTotalCount(reply, await this.moderation.reportedGroups(query));
  }

  /** A published version of a group in full, whatever the group's state (hidden ones too), for the review. */
  @Get('groups/:groupId/versions/:versionId')
  @ApiEndpoint({ ok: VersionDto, errors: [[404, 'No such group, or no such published version in it']] })
  getModeratedGroupVersion(@Param() params: ModeratedVersionParams): Promise<VersionDto> {
    return this.moderation.groupVersion(params.groupId, params.versionId);
  }

  /** Closes the group's open reports without action; the optional note is shown to the owner and kept in the audit log. */
  @Post('reports/:groupId/dismiss')
  @HttpCode(200)
  @ApiEndpoint({ ok: ModerationActionResultDto, errors: [404] })
  dismissReports(
    @CurrentUser() user: User,
    @Param() params: ModeratedGroupParams,
    @Body() body: DecisionNoteDto,
  ): Promise<ModerationActionResultDto> {
    return this.moderation.dismiss(user, params.groupId, body?.note);
  }

  /** Hides a group from the public listing (its owner still sees it, marked) and closes its open reports. */
  @Post('groups/:groupId/hide')
  @HttpCode(200)
  @ApiEndpoint({ ok: ModerationActionResultDto, errors: [404] })
  hideGroup(
    @CurrentUser() user: User,
    @Param() params: ModeratedGroupParams,
    @Body() body: DecisionNoteDto,
  ): Promise<ModerationActionResultDto> {
    return this.moderation.setHidden(user, params.groupId, true, body?.note);
  }

  @Post('groups/:groupId/unhide')
  @HttpCode(200)
  @ApiEndpoint({ ok: ModerationActionResultDto, errors: [404] })
  unhideGroup(
    @CurrentUser() user: User,
    @Param() params: ModeratedGroupParams,
    @Body() body: DecisionNoteDto,
  ): Promise<ModerationActionResultDto> {
    return this.moderation.setHidden(user, params.groupId, false, body?.note);
  }

  /** Requests to make custom technologies official (pending by default). */
  @Get('requests')
  @ApiEndpoint({ ok: [OfficialRequestDto] })
  listOfficialRequests(@Query() query: RequestListQueryDto): Promise<OfficialRequestDto[]> {
    return this.moderation.requests(query.status);
  }

  /** The technology becomes official for everyone, with an optional icon. */
  @Post('requests/:id/approve')
  @HttpCode(200)
  @ApiEndpoint({ ok: OfficialRequestDto, errors: [404, 409] })
  approveRequest(
    @CurrentUser() user: User,
    @Param() params: OfficialRequestParams,
    @Body() body: ApproveRequestDto,
  ): Promise<OfficialRequestDto> {
    return this.moderation.decide(user, params.id, { approve: true, imageUrl: body.imageURL ?? '' });
  }

  /** Rejects with a reason that the requester sees on the technology. */
  @Post('requests/:id/reject')
  @HttpCode(200)
  @ApiEndpoint({ ok: OfficialRequestDto, errors: [404, 409] })
  rejectRequest(
    @CurrentUser() user: User,
    @Param() params: OfficialRequestParams,
    @Body() body: RejectRequestDto,
  ): Promise<OfficialRequestDto> {
    return this.moderation.decide(user, params.id, { approve: false, reason: body.reason });
  }

  /** Every moderation action (who, what, on what, when), newest first. */
  @Get('log')
  @ApiEndpoint({ ok: [AuditLogEntryDto] })
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogEntryDto[]> {
    return this.moderation.auditLog(query);
  }

  /** A member, by username or email, with their history: reports on their groups and moderation actions on them and their groups. */
  @Get('members')
  @ApiEndpoint({ ok: MemberHistoryDto, errors: [404] })
  getMemberHistory(@Query() query: MemberLookupQueryDto): Promise<MemberHistoryDto> {
    return this.moderation.memberHistory(query.user);
  }

  /**
   * Suspends a member: their public groups leave every public view and their writes answer 403, while they can still sign in
   * and read their own things (the reason shows in a banner). Reversible; in the audit log. Moderators and admins: 409.
   */
  @Post('members/:id/suspend')
  @HttpCode(200)
  @ApiEndpoint({ ok: ModeratedMemberDto, errors: [404, [409, 'Moderators and admins cannot be suspended']] })
  suspendMember(@CurrentUser() user: User, @Param() params: MemberParams, @Body() body: SuspendMemberDto): Promise<ModeratedMemberDto> {
    return this.moderation.setSuspension(user, params.id, body.reason);
  }

  /** Lifts a suspension: the member's public groups are listed again. */
  @Post('members/:id/unsuspend')
  @HttpCode(200)
  @ApiEndpoint({ ok: ModeratedMemberDto, errors: [404, [409, 'Moderators and admins cannot be suspended']] })
  unsuspendMember(@CurrentUser() user: User, @Param() params: MemberParams): Promise<ModeratedMemberDto> {
    return this.moderation.setSuspension(user, params.id, null);
  }

  /** Moderators and admins (admins manage the moderator role with PATCH /api/users/role). */
  @Get('staff')
  @ApiEndpoint({ ok: [StaffMemberDto] })
  listStaff(): Promise<StaffMemberDto[]> {
    return this.moderation.staff();
  }
}
