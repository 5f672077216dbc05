import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { PublicController } from './public.controller';
import { PublicRepository } from './public.repository';
import { PublicService } from './public.service';

@Module({
  imports: [TechnologiesModule, SnippetGroupsModule],
  controllers: [PublicController],
  providers: [PublicRepository, PublicService],
})
export class PublicModule {}
