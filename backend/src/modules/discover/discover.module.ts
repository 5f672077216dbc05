import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { DiscoverController, FollowingController } from './discover.controller';
import { DiscoverRepository } from './discover.repository';
import { DiscoverService } from './discover.service';

/**
 * Share and discover (issue 13): the pages with addresses (a group, a technology, a member), the
 * Following view, and what the server writes into those pages and the sitemap (web-app.ts).
 */
@Module({
  imports: [SnippetGroupsModule, TechnologiesModule, UsersModule],
  controllers: [DiscoverController, FollowingController],
  providers: [DiscoverRepository, DiscoverService],
  exports: [DiscoverService],
})
export class DiscoverModule {}
