import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { UsersModule } from '../users/users.module';
import { GroupSharesController, SharedWithMeController } from './group-shares.controller';
import { GroupSharesRepository } from './group-shares.repository';
import { GroupSharesService } from './group-shares.service';

/** Private groups shared with named members (snippets-groups/:id/shares, shared-with-me): owns group_shares. */
@Module({
  imports: [SnippetGroupsModule, UsersModule],
  controllers: [GroupSharesController, SharedWithMeController],
  providers: [GroupSharesRepository, GroupSharesService],
})
export class GroupSharesModule {}
