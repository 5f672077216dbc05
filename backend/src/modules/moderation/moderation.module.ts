import { Module } from '@nestjs/common';
import { ListingCacheModule } from '../search';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { SearchIndexModule } from '../search';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ModerationLogModule } from './moderation-log.module';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { ReportsRepository } from './reports.repository';

/**
 * Moderation (moderation/*): the reports queue, official-technology requests, the audit log, members'
 * suspensions and histories. Owns
 * reports and moderation_log (the latter through the leaf ModerationLogModule); exports
 * ReportsRepository for members' reports (interactions).
 */
@Module({
  imports: [
    SnippetGroupsModule,
    TechnologiesModule,
    ModerationLogModule,
    ListingCacheModule,
    UsersModule,
    SearchIndexModule,
    NotificationsModule,
  ],
  controllers: [ModerationController],
  providers: [ModerationRepository, ReportsRepository, ModerationService],
  exports: [ReportsRepository],
})
export class ModerationModule {}
