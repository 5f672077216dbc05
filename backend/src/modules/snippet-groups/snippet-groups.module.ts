import { Module } from '@nestjs/common';
import { GroupCardsModule } from '../group-cards/group-cards.module';
import { ModerationLogModule } from '../moderation/moderation-log.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrganisationAuditModule } from '../organisations/organisation-audit.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { TagsModule } from '../tags/tags.module';
import { GroupStateService } from './group-state.service';
import { ListingCacheModule } from '../search';
import { SearchIndexModule } from '../search';
import { SnippetGroupsController } from './snippet-groups.controller';
import { SnippetGroupsRepository } from './snippet-groups.repository';
import { SnippetGroupsService } from './snippet-groups.service';

/**
 * Snippet groups with their versions and snippets: the member's groups (snippets-groups/*) and their
 * cards. Owns snippet_groups, versions and snippets; other modules change a group through
 * GroupStateService, in their transaction. The public listing and search are modules/search's.
 */
@Module({
  imports: [
    TechnologiesModule,
    GroupCardsModule,
    TagsModule,
    SearchIndexModule,
    ListingCacheModule,
    ModerationLogModule,
    NotificationsModule,
    OrganisationAuditModule,
  ],
  controllers: [SnippetGroupsController],
  providers: [SnippetGroupsRepository, SnippetGroupsService, GroupStateService],
  exports: [GroupStateService, SnippetGroupsService],
})
export class SnippetGroupsModule {}
