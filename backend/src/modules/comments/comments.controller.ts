import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ANONYMOUS_LIMIT, RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { COMMENT_LIMITS } from './comments.limits';
import { CommentsService } from './comments.service';
import {
  CommentBodyDto,
  CommentDeletedDto,
  CommentDto,
  CommentGroupParams,
  CommentHiddenDto,
  CommentIdParams,
  CommentModerationResultDto,
  CommentReportedDto,
  CommentsLockDto,
  CommentsLockStateDto,
  CommentsPageDto,
  CommentsQueryDto,
  CommentsQueueQueryDto,
  CreateCommentDto,
  DismissCommentReportsDto,
  ModerateCommentDto,
  ReportCommentDto,
  ReportedCommentDto,
} from './dto/comments.dto';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';
import { pageAnswer, withTotalCount } from '../../common/paged-reply';

const GROUP_NOT_LISTED: ErrorAnswer = [404, 'The group does not exist, is private or is hidden'];
const COMMENT_NOT_FOUND: ErrorAnswer = [404, 'No such comment (or deleted, or hidden from the caller), or its group is private or hidden'];
const OPTIONAL_TOKEN = { name: 'Authorization', required: false, description: 'Bearer token (optional)' };

/** Members write, edit, delete, hide and report comments; group owners lock their group's comments. */
@MemberApi('comments', 'comments')
export class CommentsController {
  constructor(@Inject(CommentsService) private readonly comments: CommentsService) {}

  @Post()
  @RateLimit('commentCreate')
  @ApiEndpoint({
    summary: "Comments on a snippet of a public group's published version, optionally on a line range",
    description: `Markdown up to ${COMMENT_LIMITS.bodyLength} characters; lineStart and lineEnd together (1 to the snippet's line count).`,
    created: CommentDto,
    errors: [GROUP_NOT_LISTED, [409, "The group's comments are locked, or the Markdown holds a credential"], 429],
  })
  createComment(@CurrentUser() user: User, @Body() body: CreateCommentDto): Promise<CommentDto> {
    return this.comments.create(user, body);
  }

  @Post(':id/replies')
  @RateLimit('commentCreate')
  @ApiEndpoint({
    summary: "Replies to a thread's first comment (threads are one level deep)",
    description: `At most ${COMMENT_LIMITS.repliesPerThread} replies a thread.`,
    created: CommentDto,
    errors: [
      [400, 'The comment is itself a reply'],
      COMMENT_NOT_FOUND,
      [409, 'Comments are locked, the thread is full, its first comment is deleted or hidden, or the Markdown holds a credential'],
      429,
    ],
  })
  replyToComment(@CurrentUser() user: User, @Param() params: CommentIdParams, @Body() body: CommentBodyDto): Promise<CommentDto> {
    return this.comments.reply(user, params.id, body.body);
  }

  @Patch(':id')
  @ApiEndpoint({
    summary: 'Edits one of the caller’s comments, within 15 minutes of writing it',
    ok: CommentDto,
    errors: [[403, "Someone else's comment"], COMMENT_NOT_FOUND, [409, 'Past the 15 minutes, hidden, or the Markdown holds a credential']],
  })
  editComment(@CurrentUser() user: User, @Param() params: CommentIdParams, @Body() body: CommentBodyDto): Promise<CommentDto> {
    return this.comments.edit(user, params.id, body.body);
  }

  @Delete(':id')
  @ApiEndpoint({
    summary: 'Deletes one of the caller’s comments (a thread with replies stays as a placeholder)',
    ok: CommentDeletedDto,
    errors: [[403, "Someone else's comment"], COMMENT_NOT_FOUND],
  })
  deleteComment(@CurrentUser() user: User, @Param() params: CommentIdParams): Promise<CommentDeletedDto> {
    return this.comments.remove(user, params.id);
  }

  @Put(':id/hidden')
  @ApiEndpoint({
    summary: "The group's owner hides a comment on their group, or shows one they hid",
    ok: CommentDto,
    errors: [[403, "Not the group's owner"], COMMENT_NOT_FOUND, [409, 'The moderators or its reports hid it']],
  })
  setCommentHidden(@CurrentUser() user: User, @Param() params: CommentIdParams, @Body() body: CommentHiddenDto): Promise<CommentDto> {
    return this.comments.setHidden(user, params.id, body.hidden);
  }

  @Post(':id/report')
  @RateLimit('report')
  @ApiEndpoint({
    summary: 'Reports a comment to the moderators, once per member',
    description: 'Its distinct reporters reaching REPORTS_AUTO_HIDE hide it pending a moderator’s review.',
    created: CommentReportedDto,
    errors: [[400, "The caller's own comment"], COMMENT_NOT_FOUND, [409, 'Already reported by this member'], 429],
  })
  reportComment(@CurrentUser() user: User, @Param() params: CommentIdParams, @Body() body: ReportCommentDto): Promise<CommentReportedDto> {
    return this.comments.report(user, params.id, body);
  }

  @Put('groups/:groupId/lock')
  @ApiEndpoint({
    summary: "The group's owner locks its comments (no new comments or replies) or opens them again",
    ok: CommentsLockStateDto,
    errors: [[403, "Not the group's owner"], GROUP_NOT_LISTED],
  })
  lockGroupComments(
    @CurrentUser() user: User,
    @Param() params: CommentGroupParams,
    @Body() body: CommentsLockDto,
  ): Promise<CommentsLockStateDto> {
    return this.comments.setLocked(user, params.groupId, body.locked);
  }
}

/** A snippet's comments, for everyone. */
@PublicApi('public', 'public')
export class PublicCommentsController {
  constructor(@Inject(CommentsService) private readonly comments: CommentsService) {}

  @Get('groups/:groupId/comments')
  @RateLimit('anonymous')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({
    summary: "One page of the threads on a snippet of a public group's published version, the oldest first",
    description:
      'Threads written on that version or an earlier one (on the snippet at the same place), those of earlier versions marked ' +
      'onEarlierVersion; each with its replies.',
    ok: CommentsPageDto,
    errors: [400, [404, 'No such public group, or no such snippet in a published version of it'], ANONYMOUS_LIMIT],
  })
  listComments(
    @Param() params: CommentGroupParams,
    @Query() query: CommentsQueryDto,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommentsPageDto> {
    void reply.header('cache-control', 'no-cache');
    return this.comments.list(params.groupId, query, viewer);
  }
}

/** The moderators' side of comments: the queue of reported comments and their decisions. */
@MemberApi('moderation', 'moderation/comments', Roles('moderator', 'admin'))
export class CommentModerationController {
  constructor(@Inject(CommentsService) private readonly comments: CommentsService) {}

  @Get()
  @ApiEndpoint({
    summary: 'One page of the comments with open reports, the most reported first (total in x-total-count)',
    ok: pageAnswer(ReportedCommentDto, 'Comments waiting in the queue'),
  })
  async listReportedComments(
    @Query() query: CommentsQueueQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedCommentDto[]> {
    return withTotalCount(reply, await this.comments.reportedComments(query.skip ?? 0, query.limit ?? COMMENT_LIMITS.queuePageSize));
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @ApiEndpoint({
    summary: "Closes a comment's open reports without action",
    ok: CommentModerationResultDto,
    errors: [[404, 'No such comment']],
  })
  dismissCommentReports(
    @CurrentUser() user: User,
    @Param() params: CommentIdParams,
    @Body() body: DismissCommentReportsDto,
  ): Promise<CommentModerationResultDto> {
    return this.comments.dismissReports(user, params.id, body?.note);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Hides a comment (closing its reports) or shows it again',
    ok: CommentModerationResultDto,
    errors: [[404, 'No such comment']],
  })
  moderateComment(
    @CurrentUser() user: User,
    @Param() params: CommentIdParams,
    @Body() body: ModerateCommentDto,
  ): Promise<CommentModerationResultDto> {
    return this.comments.moderate(user, params.id, body.hidden, body.note);
  }
}
