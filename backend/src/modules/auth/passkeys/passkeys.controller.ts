import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Public, RefuseApiTokens } from '../../../common/decorators/public.decorator';
import { ApiEndpoint } from '../../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../../common/openapi/api-member.decorator';
import { RateLimit } from '../../../common/throttling/rate-limit.decorator';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { User } from '../../../database/schema';
import { refreshCookie } from '../builtin/builtin-auth.controller';
import { SessionDto } from '../builtin/builtin.dto';
import { AddPasskeyDto, DeletedPasskeyDto, PasskeyDto, PasskeyIdParams, PasskeySignInDto, WEBAUTHN_OPTIONS } from './passkeys.dto';
import { MAX_PASSKEYS, PasskeysService } from './passkeys.service';

const MEMBER_ONLY = 'Built-in accounts only (404 otherwise). Needs a signed-in member: a personal API token is refused (403).';

/**
 * Passkeys of built-in accounts (AUTH_PROVIDER=builtin; 404 otherwise): the member's list, adding
 * one (options, then the authenticator's answer) and deleting one; and signing in with one (options,
 * then the answer), which sets the refresh cookie like a password sign-in. The ceremonies are
 * rate-limited per client address like the other sign-in calls.
 */
@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    @Inject(PasskeysService) private readonly passkeys: PasskeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @RefuseApiTokens()
  @ApiMember()
  @ApiEndpoint({ summary: "The member's passkeys, oldest first", description: MEMBER_ONLY, ok: [PasskeyDto], errors: [403, 404] })
  listPasskeys(@CurrentUser() user: User): Promise<PasskeyDto[]> {
    return this.passkeys.list(user);
  }

  @Post('registration-options')
  @HttpCode(200)
  @RateLimit('auth')
  @RefuseApiTokens()
  @ApiMember()
  @ApiEndpoint({
    summary: 'Options to create a passkey for the member (navigator.credentials.create)',
    description: `${MEMBER_ONLY} 409 when the member has ${MAX_PASSKEYS} passkeys already.`,
    ok: WEBAUTHN_OPTIONS,
    errors: [403, 404, 409, 429],
  })
  passkeyRegistrationOptions(@CurrentUser() user: User): Promise<object> {
    return this.passkeys.registrationOptions(user);
  }

  @Post()
  @RateLimit('auth')
  @RefuseApiTokens()
  @ApiMember()
  @ApiEndpoint({
    summary: "Adds a passkey: the authenticator's answer to the registration options",
    description: `${MEMBER_ONLY} 400 when the options were used or expired or the answer does not verify; 409 when the passkey is registered already or the member has ${MAX_PASSKEYS}.`,
    created: PasskeyDto,
    errors: [403, 404, 409, 429],
  })
  addPasskey(@CurrentUser() user: User, @Body() body: AddPasskeyDto): Promise<PasskeyDto> {
    return this.passkeys.add(user, body);
  }

  @Delete(':id')
  @RefuseApiTokens()
  @ApiMember()
  @ApiEndpoint({
    summary: 'Deletes a passkey of the member: it signs nobody in any more',
    description: MEMBER_ONLY,
    ok: DeletedPasskeyDto,
    errors: [403, [404, 'No such passkey of the member']],
  })
  deletePasskey(@CurrentUser() user: User, @Param() params: PasskeyIdParams): Promise<DeletedPasskeyDto> {
    return this.passkeys.remove(user, params.id);
  }

  @Post('sign-in-options')
  @Public()
  @HttpCode(200)
  @RateLimit('auth')
  @ApiEndpoint({
    summary: 'Options to sign in with a passkey (navigator.credentials.get; any passkey of this site)',
    description: 'Built-in accounts only (404 otherwise).',
    ok: WEBAUTHN_OPTIONS,
    errors: [404, 429],
  })
  passkeySignInOptions(): Promise<object> {
    return this.passkeys.signInOptions();
  }

  @Post('sign-in')
  @Public()
  @HttpCode(200)
  @RateLimit('auth')
  @ApiEndpoint({
    summary: "Signs in with a passkey: the authenticator's answer to the sign-in options; sets the refresh cookie",
    description:
      'Built-in accounts only (404 otherwise). 400 when the options were used or expired; 401 for a passkey this site does not know or an answer that does not verify.',
    ok: SessionDto,
    errors: [400, 401, 404, 429],
  })
  async passkeySignIn(@Body() body: PasskeySignInDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const issued = await this.passkeys.signIn(body.credential);
    void reply.header('set-cookie', refreshCookie(this.config, issued.refreshToken));
    return { accessToken: issued.accessToken, expiresIn: issued.expiresIn };
  }
}
