import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { EmbedsController } from './embeds.controller';
import { EmbedsService } from './embeds.service';

/** Raw code (/raw/...) and embeddable pages (/embed/...) of public groups: reads only. */
@Module({
  imports: [SnippetGroupsModule],
  controllers: [EmbedsController],
  providers: [EmbedsService],
})
export class EmbedsModule {}
