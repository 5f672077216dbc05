import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { MemberPinsController, PinsController, StarredController } from './pins.controller';
import { PinsRepository } from './pins.repository';
import { PinsService } from './pins.service';

/** Pinned groups on a member's page (pins/*, public/members/:username/pins) and the Starred view (starred: the caller's upvotes): owns pinned_groups. */
@Module({
  imports: [SnippetGroupsModule],
  controllers: [PinsController, MemberPinsController, StarredController],
  providers: [PinsRepository, PinsService],
})
export class PinsModule {}
