import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { PublicController } from './public.controller';

/** The routes visitors call without signing in (public/*): the listing (snippet groups), technologies, client config. */
@Module({
  imports: [TechnologiesModule, SnippetGroupsModule],
  controllers: [PublicController],
})
export class PublicModule {}
