import { Module } from '@nestjs/common';
import { ModerationLogModule } from '../moderation/moderation-log.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ListingCacheModule } from '../search';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { InteractionsController } from './interactions.controller';
import { InteractionsRepository } from './interactions.repository';
import { InteractionsService } from './interactions.service';

/** Upvotes and reports on listed groups (interactions/*). Owns upvotes; reports go to moderation's ReportsRepository. */
@Module({
  imports: [SnippetGroupsModule, ModerationModule, ModerationLogModule, ListingCacheModule],
  controllers: [InteractionsController],
  providers: [InteractionsRepository, InteractionsService],
})
export class InteractionsModule {}
