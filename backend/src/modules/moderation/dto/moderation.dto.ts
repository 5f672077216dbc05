import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import {
  MODERATION_ACTION,
  type ModerationActionName,
  OFFICIAL_REQUEST_STATUS,
  type OfficialRequestStatus,
} from '../../../common/openapi/schema-enums';
import { IdParams, IsOneOf, IsPageSize, IsSkip, IsText, ValidateId } from '../../../common/validation/decorators';
import { reportCategory, requestStatus } from '../../../database/schema';
import type { ReportCategory } from '../reports.repository';

const REPORT_CATEGORY = { enum: reportCategory.enumValues, enumName: 'ReportCategory' };
import { MemberRoleDto } from '../../users/dto/account.dto';
import { CardVersionDto } from '../../snippet-groups/dto/snippet-group.dto';

/** Audit-log entries per page when the caller does not say. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** Groups per page of the reports queue when the caller does not say. */
export const REPORT_QUEUE_PAGE_SIZE = 20;

/** Open reports listed with each group of the queue, the oldest first (openReports counts them all). */
export const REPORTS_LISTED_PER_GROUP = 20;

/** Icons of official technologies: an https URL or a file the site serves under /static/. */
const ICON_URL = /^(https:\/\/|\/static\/)\S+$/;

export class ModerationGroupDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  technologyName: string;

  @ApiProperty()
  ownerUsername: string;

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty()
  isHidden: boolean;

  @ApiProperty({
    enum: ['moderator', 'reports'],
    enumName: 'HiddenReason',
    nullable: true,
    description: 'Why it is hidden: by a moderator, or by its reports (REPORTS_AUTO_HIDE reporters) pending review',
  })
  hiddenReason: 'moderator' | 'reports' | null;

  @ApiProperty({ description: 'The first snippet description, to recognise the group' })
  summary: string;

  @ApiProperty({ description: "The technology's highlighter language (javascript, python, ...), to show the code" })
  language: string;

  @ApiProperty({
    type: [CardVersionDto],
    description:
      "The group's published versions as its card lists them: the version shown (previewVersionID) with its first snippets, cut; " +
      'every version in full: GET /api/moderation/groups/{groupId}/versions/{versionId}',
  })
  versions: CardVersionDto[];

  @ApiProperty({ type: 'integer', description: 'How many published versions the group has' })
  versionCount: number;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The version whose first snippets are shown: the newest' })
  previewVersionID: string | null;

  @ApiProperty({ nullable: true, type: String, description: "The last moderator's decision note, shown to the owner" })
  moderatorNote: string | null;

  @ApiDateTime({ nullable: true, description: 'When the owner of the hidden group asked for a review that no moderator has decided yet' })
  reviewRequestedAt: string | null;
}

export class ReportReasonDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(REPORT_CATEGORY)
  category: ReportCategory;

  @ApiProperty({ nullable: true, type: String, description: "The reporter's details" })
  reason: string | null;

  @ApiProperty()
  reporterUsername: string;

  @ApiDateTime()
  createdAt: string;
}

export class ReportedGroupDto {
  @ApiProperty({ type: ModerationGroupDto })
  group: ModerationGroupDto;

  @ApiProperty({ description: 'Open reports of the group' })
  openReports: number;

  @ApiProperty({ type: [ReportReasonDto], description: `Its open reports, the oldest first: at most ${REPORTS_LISTED_PER_GROUP}` })
  reports: ReportReasonDto[];
}

/** The optional note of a moderator's decision (dismiss, hide, unhide): shown to the owner and kept in the audit log. */
export class DecisionNoteDto {
  @IsText({ optional: true, trim: true, maxLength: 1000, description: "Why: shown to the group's owner and in the audit log" })
  note?: string;
}

export class ModerationActionResultDto {
  @ApiProperty({ format: 'uuid' })
  groupID: string;

  @ApiProperty()
  isHidden: boolean;

  @ApiProperty({ description: 'Open reports closed by this action' })
  closedReports: number;
}

/** Route parameters. */
export class ModeratedGroupParams extends IdParams('groupId', 'The snippets group') {}

export class ModeratedVersionParams extends ModeratedGroupParams {
  @ValidateId({ description: 'A published version of the group' })
  versionId: string;
}

export class OfficialRequestParams extends IdParams('id', 'The request to make a custom technology official') {}

export class RequestListQueryDto {
  @IsOneOf({ enum: requestStatus.enumValues }, { optional: true, default: 'pending' })
  status?: OfficialRequestStatus;
}

export class OfficialRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(OFFICIAL_REQUEST_STATUS)
  status: OfficialRequestStatus;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;

  @ApiProperty({ format: 'uuid' })
  technologyID: string;

  @ApiProperty()
  technologyName: string;

  @ApiProperty()
  technologyUse: string;

  @ApiProperty()
  requesterUsername: string;

  @ApiDateTime()
  createdAt: string;
}

export class ApproveRequestDto {
  @IsText({
    optional: true,
    maxLength: 2048,
    pattern: { regex: ICON_URL, message: 'validation.invalid' },
    description: 'Icon URL (https://… or /static/…) for the new official technology',
    example: 'https://example.com/deno.svg',
  })
  imageURL?: string;
}

export class RejectRequestDto {
  @IsText({ trim: true, notEmpty: 'moderation.reasonRequired', maxLength: 500, description: 'Shown to the requester on the technology' })
  reason: string;
}

export class ReportQueueQueryDto {
  @IsOneOf(REPORT_CATEGORY, { optional: true, description: 'Only groups with an open report in this category' })
  category?: ReportCategory;

  @IsSkip()
  skip?: number;

  @IsPageSize({ default: REPORT_QUEUE_PAGE_SIZE, max: 100 })
  limit?: number;
}

export class AuditLogQueryDto {
  @IsOneOf(MODERATION_ACTION, { optional: true })
  action?: ModerationActionName;

  @ValidateId({ optional: true, description: 'Only actions by this moderator' })
  actorID?: string;

  @IsSkip()
  skip?: number;

  @IsPageSize({ default: AUDIT_LOG_PAGE_SIZE, max: 100 })
  limit?: number;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(MODERATION_ACTION)
  action: ModerationActionName;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  actorID: string | null;

  @ApiProperty({ nullable: true, type: String })
  actorUsername: string | null;

  @ApiProperty({ enum: ['group', 'request', 'user'] })
  targetType: string;

  @ApiProperty({ format: 'uuid' })
  targetID: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;

  @ApiDateTime()
  createdAt: string;
}

/** A moderator or an admin. */
export class StaffMemberDto extends MemberRoleDto {}

/** Route parameter: a member. */
export class MemberParams extends IdParams('id', 'The member') {}

export class MemberLookupQueryDto {
  @IsText({
    trim: true,
    notEmpty: 'moderation.memberRequired',
    maxLength: 254,
    description: 'Username or email of the member',
    example: 'ada.lovelace',
  })
  user: string;
}

export class SuspendMemberDto {
  @IsText({ trim: true, notEmpty: 'moderation.suspensionReasonRequired', maxLength: 500, description: 'Shown to the member in a banner' })
  reason: string;
}

/** A member as the moderators' tools show them. */
export class ModeratedMemberDto extends MemberRoleDto {
  @ApiDateTime()
  createdAt: string;

  @ApiDateTime({ nullable: true, description: 'Set while the member is suspended' })
  suspendedAt: string | null;

  @ApiProperty({ nullable: true, type: String, description: "The moderator's reason for the suspension" })
  suspensionReason: string | null;
}

/** A report on one of the member's groups, whatever its state. */
export class MemberReportDto extends ReportReasonDto {
  @ApiProperty({ format: 'uuid' })
  groupID: string;

  @ApiProperty({ description: 'The first snippet description of the group' })
  groupSummary: string;

  @ApiProperty({ enum: ['open', 'dismissed', 'actioned'], enumName: 'ReportStatus' })
  status: 'open' | 'dismissed' | 'actioned';
}

/** A member's moderation history: reports on their groups, moderation actions on them and their groups (newest first, 100 each). */
export class MemberHistoryDto {
  @ApiProperty({ type: ModeratedMemberDto })
  member: ModeratedMemberDto;

  @ApiProperty({ type: [MemberReportDto] })
  reports: MemberReportDto[];

  @ApiProperty({ type: [AuditLogEntryDto] })
  actions: AuditLogEntryDto[];
}

/** A report as moderators read it (ReportReasonDto), from its row with the reporter's username. */
export function reportReasonDto(report: {
  id: string;
  category: ReportCategory;
  reason: string | null;
  reporterUsername: string;
  createdAt: Date;
}): ReportReasonDto {
  const { id, category, reason, reporterUsername, createdAt } = report;
  return { id, category, reason, reporterUsername, createdAt: createdAt.toISOString() };
}
