import { Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../common/decorators/public.decorator';
import { ApiEndpoint } from '../../../common/openapi/api-endpoint.decorator';
import { ApiErrors } from '../../../common/openapi/api-errors.decorator';
import { IsText } from '../../../common/validation/decorators';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { cookieValue, refreshCookie } from './builtin-auth.controller';
import { OidcService, OidcSignInError } from './oidc.service';
import { AuthApi } from '../../../common/decorators/api-controller.decorator';

const FLOW_COOKIE = 'snipstack_oidc';
const FLOW_PATH = '/api/auth/oidc';

export class OidcProviderDto {
  @ApiProperty({ example: 'keycloak' })
  id: string;

  @ApiProperty({ example: 'Company account' })
  label: string;

  @ApiProperty({ enum: ['oidc', 'github'], description: 'OpenID Connect, or GitHub (the web app shows its icon)' })
  type: 'oidc' | 'github';
}

export class OidcProviderParams {
  @IsText({ maxLength: 30, description: 'The provider id (OIDC_PROVIDERS)', example: 'keycloak' })
  provider: string;
}

/** What the provider sends back; checked by openid-client, not here. */
export class OidcCallbackQuery {
  @IsText({ optional: true, maxLength: 2048 })
  code?: string;

  @IsText({ optional: true, maxLength: 2048 })
  state?: string;

  @IsText({ optional: true, maxLength: 2048 })
  iss?: string;

  @IsText({ optional: true, maxLength: 2048 })
  error?: string;

  @IsText({ optional: true, maxLength: 2048 })
  error_description?: string;
}

const flowCookieOf = (request: FastifyRequest) => cookieValue(request, FLOW_COOKIE);

/**
 * Sign-in with OpenID Connect providers (built-in accounts; 404 otherwise): the web app links to
 * `start`, the provider sends the browser back to `callback`, which sets the session cookie and
 * returns to the log-in screen (`?signed-in=provider`, or `?sign-in-error=<reason>`).
 */
@AuthApi('auth/oidc')
export class OidcController {
  constructor(
    @Inject(OidcService) private readonly oidc: OidcService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The providers members may sign in with (empty without any, or with AUTH_PROVIDER=firebase). */
  @Get('providers')
  @Public()
  @ApiEndpoint({ ok: [OidcProviderDto], errors: [429] })
  listOidcProviders(): OidcProviderDto[] {
    return this.oidc.list();
  }

  /** Sends the browser to the provider (authorization code with PKCE, state and nonce). */
  @Get(':provider/start')
  @Public()
  @ApiResponse({ status: 302, description: "To the provider's sign-in page" })
  @ApiErrors(404, 429)
  async startOidcSignIn(@Param() params: OidcProviderParams, @Res() reply: FastifyReply): Promise<void> {
    const { url, flow } = await this.oidc.start(params.provider);
    const secure = this.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    // Lax: the provider's redirect back is a top-level navigation from another site.
    void reply.header('set-cookie', `${FLOW_COOKIE}=${flow}; Path=${FLOW_PATH}; HttpOnly; SameSite=Lax; Max-Age=600${secure}`);
    await reply.redirect(url, 302);
  }

  /** Where the provider sends the browser back: sets the session cookie and returns to the log-in screen. */
  @Get(':provider/callback')
  @Public()
  @ApiResponse({ status: 302, description: 'To the log-in screen, signed in (`?signed-in=provider`) or not (`?sign-in-error=...`)' })
  @ApiErrors(404, 429)
  async finishOidcSignIn(
    @Param() params: OidcProviderParams,
    @Query() query: OidcCallbackQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const cookies = [`${FLOW_COOKIE}=; Path=${FLOW_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`];
    let target = `${this.config.publicUrl}/login?signed-in=provider`;
    try {
      const session = await this.oidc.callback(params.provider, { ...query }, flowCookieOf(request));
      cookies.push(refreshCookie(this.config, session.refreshToken));
    } catch (error) {
      if (!(error instanceof OidcSignInError)) throw error;
      target = `${this.config.publicUrl}/login?sign-in-error=${error.reason}`;
    }
    void reply.header('set-cookie', cookies);
    await reply.redirect(target, 302);
  }
}
