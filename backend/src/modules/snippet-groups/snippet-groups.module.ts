import { Module } from '@nestjs/common';
import { ModerationLogModule } from '../moderation/moderation-log.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { TagsModule } from '../tags/tags.module';
import { UsersModule } from '../users/users.module';
import { GroupStateService } from './group-state.service';
import { ListingCacheModule } from './listing/listing-cache.module';
import { ListingRepository } from './listing/listing.repository';
import { ListingService } from './listing/listing.service';
import { SearchStatistics } from './listing/search-statistics';
import { SearchIndexModule } from './search/search-index.module';
import { SnippetGroupsController } from './snippet-groups.controller';
import { SnippetGroupsRepository } from './snippet-groups.repository';
import { SnippetGroupsService } from './snippet-groups.service';

/**
 * Snippet groups with their versions and snippets: the member's groups (snippets-groups/*) and the
 * public listing (listing/, served by the public module's routes). Owns snippet_groups, versions and
 * snippets; other modules change a group through GroupStateService, in their transaction.
 */
@Module({
  imports: [TechnologiesModule, UsersModule, TagsModule, SearchIndexModule, ListingCacheModule, ModerationLogModule],
  controllers: [SnippetGroupsController],
  providers: [SnippetGroupsRepository, SnippetGroupsService, GroupStateService, ListingRepository, ListingService, SearchStatistics],
  exports: [GroupStateService, ListingService, SnippetGroupsService],
})
export class SnippetGroupsModule {}
