import { Module } from '@nestjs/common';
import { TechnologiesModule } from '../technologies/technologies.module';
import { PublicController } from './public.controller';

/** Routes visitors call without signing in (public/*): technologies and the client configuration. The listing (GET /public) is modules/search's. */
@Module({
  imports: [TechnologiesModule],
  controllers: [PublicController],
})
export class PublicModule {}
