import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IdParams, IsFlag, IsOneOf, IsPageSize, IsSkip, IsText, IsWholeNumber, ValidateId } from '../../../common/validation/decorators';
import { reportCategory } from '../../../database/schema';
import { ReportReasonDto } from '../../moderation/dto/moderation.dto';
import type { ReportCategory } from '../../moderation/reports.repository';
import { COMMENT_LIMITS } from '../comments.limits';
import { IdAnswer } from '../../../common/openapi/id-answer';

/** Lines of a snippet a comment can name (the snippet's own line count is checked by the service). */
const MAX_LINE = 1_000_000;

export class CommentIdParams extends IdParams('id', 'The comment') {}

export class CommentGroupParams extends IdParams('groupId', 'The snippets group') {}

export class CommentBodyDto {
  @IsText({
    trim: true,
    notEmpty: 'comments.bodyRequired',
    maxLength: COMMENT_LIMITS.bodyLength,
    description: 'Markdown (code blocks in ``` fences); shown as text, never as HTML',
    example: 'Why `useMemo` here?',
  })
  body: string;
}

export class CreateCommentDto extends CommentBodyDto {
  @ValidateId({ description: 'A public, not hidden group' })
  groupId: string;

  @ValidateId({ description: 'A published version of the group' })
  versionId: string;

  @ValidateId({ description: 'A snippet of that version' })
  snippetId: string;

  @IsWholeNumber({ optional: true, min: 1, max: MAX_LINE, description: 'The first line commented on (from 1); with lineEnd' })
  lineStart?: number;

  @IsWholeNumber({ optional: true, min: 1, max: MAX_LINE, description: 'The last line commented on; with lineStart' })
  lineEnd?: number;
}

export class CommentsQueryDto {
  @ValidateId({ description: 'The published version being read' })
  versionId: string;

  @ValidateId({ description: 'Its snippet whose comments to list' })
  snippetId: string;

  @IsSkip({ description: 'Threads to skip' })
  skip?: number;

  @IsPageSize({ description: 'Threads a page holds', default: COMMENT_LIMITS.pageSize, max: COMMENT_LIMITS.maxPageSize })
  limit?: number;
}

export class CommentHiddenDto {
  @IsFlag({ description: 'true hides the comment from everyone but the group owner; false shows it again' })
  hidden: boolean;
}

export class CommentsLockDto {
  @IsFlag({ description: 'true: no new comments or replies on the group; false: open again' })
  locked: boolean;
}

export class ReportCommentDto {
  @IsOneOf(
    { enum: reportCategory.enumValues, enumName: 'ReportCategory' },
    { optional: true, description: 'What is wrong with the comment; `other` when left out' },
  )
  category?: ReportCategory;

  @IsText({ optional: true, nullable: true, maxLength: 500, description: 'More about it, for the moderators' })
  details?: string | null;
}

export class ModerateCommentDto {
  @IsFlag({ description: 'true hides the comment (its open reports closed as actioned); false shows it again' })
  hidden: boolean;

  @IsText({ optional: true, trim: true, maxLength: 1000, description: 'Kept in the audit log' })
  note?: string;
}

export class DismissCommentReportsDto {
  @IsText({ optional: true, trim: true, maxLength: 1000, description: 'Kept in the audit log' })
  note?: string;
}

export class CommentsQueueQueryDto {
  @IsSkip({ description: 'Comments to skip' })
  skip?: number;

  @IsPageSize({ description: 'Comments a page holds', default: COMMENT_LIMITS.queuePageSize, max: COMMENT_LIMITS.maxPageSize })
  limit?: number;
}

export class CommentAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;
}

export class CommentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The top-level comment a reply answers; null for a thread' })
  parentId: string | null;

  @ApiProperty({ format: 'uuid' })
  groupId: string;

  @ApiProperty({ format: 'uuid', description: 'The version it was written on' })
  versionId: string;

  @ApiProperty({ example: '1.0.0', description: "That version's number" })
  versionNo: string;

  @ApiProperty({ description: 'Written on an earlier version than the one asked about (its lines may have moved)' })
  onEarlierVersion: boolean;

  @ApiProperty({ type: 'integer', description: 'The snippet’s place in its version, from 0' })
  snippetPosition: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The first line commented on; null: the whole snippet' })
  lineStart: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  lineEnd: number | null;

  @ApiProperty({ type: CommentAuthorDto })
  author: CommentAuthorDto;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The Markdown; null when deleted, or hidden (the group's owner still reads one they hid)",
  })
  body: string | null;

  @ApiProperty({ description: 'Hidden by the group owner, a moderator or its reports' })
  hidden: boolean;

  @ApiProperty({ description: 'Deleted by its author (kept as a placeholder while it has replies)' })
  deleted: boolean;

  @ApiDateTime({ nullable: true, description: 'When its author last edited it' })
  editedAt: string | null;

  @ApiDateTime({ description: 'Until when its author may edit it' })
  editableUntil: string;

  @ApiDateTime()
  createdAt: string;
}

export class CommentThreadDto extends CommentDto {
  @ApiProperty({ type: [CommentDto], description: `Its replies, the oldest first (at most ${COMMENT_LIMITS.repliesPerThread})` })
  replies: CommentDto[];
}

export class CommentsPageDto {
  @ApiProperty({ type: [CommentThreadDto], description: 'Threads on the snippet, the oldest first' })
  items: CommentThreadDto[];

  @ApiProperty({ type: 'integer', description: 'Threads in all' })
  total: number;

  @ApiProperty({ description: "The group's owner locked its comments: no new ones" })
  locked: boolean;

  @ApiProperty({ description: "The caller owns the group: they may hide comments and lock the group's comments" })
  canModerate: boolean;
}

export class CommentsLockStateDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;

  @ApiProperty()
  locked: boolean;
}

export class CommentDeletedDto extends IdAnswer('deletedID') {}

export class CommentReportedDto extends IdAnswer('reportID') {}

/** A report on a comment, as moderators read it: the same fields as a group's (ReportReasonDto). */
export class CommentReportReasonDto extends ReportReasonDto {}

export class ReportedCommentDto {
  @ApiProperty({ type: CommentDto, description: 'The comment in full (its body even when hidden)' })
  comment: CommentDto;

  @ApiProperty({ type: 'integer' })
  openReports: number;

  @ApiProperty({
    type: [CommentReportReasonDto],
    description: `Its open reports, the oldest first: at most ${COMMENT_LIMITS.reportsPerComment}`,
  })
  reports: CommentReportReasonDto[];
}

export class CommentModerationResultDto {
  @ApiProperty({ format: 'uuid' })
  commentID: string;

  @ApiProperty()
  hidden: boolean;

  @ApiProperty({ type: 'integer' })
  closedReports: number;
}
