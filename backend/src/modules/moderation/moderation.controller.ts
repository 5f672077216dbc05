import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UuidParam } from '../../common/validation/uuid-param';
import type { User } from '../../database/schema';
import {
  ApproveRequestDto,
  AuditLogEntryDto,
  AuditLogQueryDto,
  ModerationActionResultDto,
  OfficialRequestDto,
  RejectRequestDto,
  ReportedGroupDto,
  RequestListQueryDto,
  StaffMemberDto,
} from './dto/moderation.dto';
import { ModerationService } from './moderation.service';

/** The admin screen's API: reports queue, official-technology requests, audit log. Moderators and admins only. */
@ApiTags('moderation')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto })
@Roles('moderator', 'admin')
@Controller('moderation')
export class ModerationController {
  constructor(@Inject(ModerationService) private readonly moderation: ModerationService) {}

  /** Groups with open reports, most reported first, with each report's reason. */
  @Get('reports')
  @ApiOkResponse({ type: [ReportedGroupDto] })
  listReportedGroups(): Promise<ReportedGroupDto[]> {
    return this.moderation.reportedGroups();
  }

  /** Closes the group's open reports without action. */
  @Post('reports/:groupId/dismiss')
  @HttpCode(200)
  @ApiOkResponse({ type: ModerationActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  dismissReports(@CurrentUser() user: User, @UuidParam('groupId') groupId: string): Promise<ModerationActionResultDto> {
    return this.moderation.dismiss(user, groupId);
  }

  /** Hides a group from the public listing (its owner still sees it, marked) and closes its open reports. */
  @Post('groups/:groupId/hide')
  @HttpCode(200)
  @ApiOkResponse({ type: ModerationActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  hideGroup(@CurrentUser() user: User, @UuidParam('groupId') groupId: string): Promise<ModerationActionResultDto> {
    return this.moderation.setHidden(user, groupId, true);
  }

  @Post('groups/:groupId/unhide')
  @HttpCode(200)
  @ApiOkResponse({ type: ModerationActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  unhideGroup(@CurrentUser() user: User, @UuidParam('groupId') groupId: string): Promise<ModerationActionResultDto> {
    return this.moderation.setHidden(user, groupId, false);
  }

  /** Requests to make custom technologies official (pending by default). */
  @Get('requests')
  @ApiOkResponse({ type: [OfficialRequestDto] })
  listOfficialRequests(@Query() query: RequestListQueryDto): Promise<OfficialRequestDto[]> {
    return this.moderation.requests(query.status);
  }

  /** The technology becomes official for everyone, with an optional icon. */
  @Post('requests/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: OfficialRequestDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  approveRequest(@CurrentUser() user: User, @UuidParam('id') id: string, @Body() body: ApproveRequestDto): Promise<OfficialRequestDto> {
    return this.moderation.decide(user, id, { approve: true, imageUrl: body.imageURL ?? '' });
  }

  /** Rejects with a reason that the requester sees on the technology. */
  @Post('requests/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: OfficialRequestDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  rejectRequest(@CurrentUser() user: User, @UuidParam('id') id: string, @Body() body: RejectRequestDto): Promise<OfficialRequestDto> {
    return this.moderation.decide(user, id, { approve: false, reason: body.reason });
  }

  /** Every moderation action (who, what, on what, when), newest first. */
  @Get('log')
  @ApiOkResponse({ type: [AuditLogEntryDto] })
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogEntryDto[]> {
    return this.moderation.auditLog(query);
  }

  /** Moderators and admins (admins manage the moderator role with PATCH /api/users/role). */
  @Get('staff')
  @ApiOkResponse({ type: [StaffMemberDto] })
  listStaff(): Promise<StaffMemberDto[]> {
    return this.moderation.staff();
  }
}
