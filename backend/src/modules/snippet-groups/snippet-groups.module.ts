import { Module } from '@nestjs/common';
import { TechnologiesModule } from '../technologies/technologies.module';
import { SnippetGroupsController } from './snippet-groups.controller';
import { SnippetGroupsRepository } from './snippet-groups.repository';
import { SnippetGroupsService } from './snippet-groups.service';

/** The member's snippet groups (snippets-groups/*); exports what the public listing reuses. */
@Module({
  imports: [TechnologiesModule],
  controllers: [SnippetGroupsController],
  providers: [SnippetGroupsRepository, SnippetGroupsService],
  exports: [SnippetGroupsRepository, SnippetGroupsService],
})
export class SnippetGroupsModule {}
