import { Module } from '@nestjs/common';
import { ModerationLogModule } from '../moderation/moderation-log.module';
import { ModerationModule } from '../moderation/moderation.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { CommentModerationController, CommentsController, PublicCommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

/**
 * Comments on snippets (comments/*, public/groups/:groupId/comments, moderation/comments/*): owns
 * comments and comment_locks; files reports through the moderation module's ReportsRepository.
 */
@Module({
  imports: [SnippetGroupsModule, ModerationModule, ModerationLogModule, NotificationsModule],
  controllers: [CommentsController, PublicCommentsController, CommentModerationController],
  providers: [CommentsRepository, CommentsService],
  exports: [CommentsService],
})
export class CommentsModule {}
