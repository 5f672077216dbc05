import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { CollectionsController, PublicCollectionsController } from './collections.controller';
import { CollectionsRepository } from './collections.repository';
import { CollectionsService } from './collections.service';

/** Collections of groups (collections/*, public/collections/*, public/groups/:id/collections): owns collections and collection_items. */
@Module({
  imports: [SnippetGroupsModule],
  controllers: [CollectionsController, PublicCollectionsController],
  providers: [CollectionsRepository, CollectionsService],
  exports: [CollectionsService],
})
export class CollectionsModule {}
