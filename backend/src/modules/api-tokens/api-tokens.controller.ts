import { Body, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { RefuseApiTokens } from '../../common/decorators/public.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { ApiTokenDto, ApiTokenIdParams, CreateApiTokenDto, CreatedApiTokenDto, RevokedApiTokenDto } from './dto/api-token.dto';
import { ApiTokensService } from './api-tokens.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

const SIGNED_IN_ONLY = 'Needs a Firebase ID token: a personal API token is refused here (403).';

@MemberApi('api-tokens', 'api-tokens', RefuseApiTokens())
export class ApiTokensController {
  constructor(@Inject(ApiTokensService) private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiEndpoint({
    summary: "The caller's personal API tokens, oldest first (never the tokens themselves)",
    description: SIGNED_IN_ONLY,
    ok: [ApiTokenDto],
    errors: [403],
  })
  listApiTokens(@CurrentUser() user: User): Promise<ApiTokenDto[]> {
    return this.tokens.list(user);
  }

  @Post()
  @ApiEndpoint({
    summary: 'Creates a personal API token, answered this once only',
    description: `Send it as \`Authorization: Bearer ssk_...\`. At most 20 tokens per member (409). ${SIGNED_IN_ONLY}`,
    created: CreatedApiTokenDto,
    errors: [403, [409, 'The member already has 20 tokens']],
  })
  createApiToken(@CurrentUser() user: User, @Body() body: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    return this.tokens.create(user, body);
  }

  @Delete(':id')
  @ApiEndpoint({
    summary: 'Revokes a personal API token: calls made with it are refused (401) from now on',
    description: SIGNED_IN_ONLY,
    ok: RevokedApiTokenDto,
    errors: [403, [404, 'No such token of the caller']],
  })
  revokeApiToken(@CurrentUser() user: User, @Param() params: ApiTokenIdParams): Promise<RevokedApiTokenDto> {
    return this.tokens.revoke(user, params.id);
  }
}
