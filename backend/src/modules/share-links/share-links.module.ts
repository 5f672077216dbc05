import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { SharedGroupsController, ShareLinksController } from './share-links.controller';
import { ShareLinksRepository } from './share-links.repository';
import { ShareLinksService } from './share-links.service';

/** Share links (snippets-groups/:id/share-links, shared/:token): owns share_links. */
@Module({
  imports: [SnippetGroupsModule],
  controllers: [ShareLinksController, SharedGroupsController],
  providers: [ShareLinksRepository, ShareLinksService],
})
export class ShareLinksModule {}
