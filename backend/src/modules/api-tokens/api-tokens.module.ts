import { Module } from '@nestjs/common';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokensService } from './api-tokens.service';

/** Personal API tokens (api-tokens/*): owns api_tokens; the auth guard authenticates calls with ApiTokensService. */
@Module({
  controllers: [ApiTokensController],
  providers: [ApiTokensRepository, ApiTokensService],
  exports: [ApiTokensService],
})
export class ApiTokensModule {}
