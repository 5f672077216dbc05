import { applyDecorators, Body, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Identity } from '../../../common/authenticated-request';
import { CurrentIdentity, CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Public, RefuseApiTokens } from '../../../common/decorators/public.decorator';
import { resolveLanguage } from '../../../common/i18n/messages';
import { ApiEndpoint } from '../../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../../common/openapi/api-member.decorator';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { User } from '../../../database/schema';
import { ChangePasswordDto, EmailChangeDto, EmailDto, OkDto } from '../../users/dto/account.dto';
import { BuiltinAuthService, type IssuedSession } from './builtin-auth.service';
import { ConfirmedEmailDto, LinkTokenDto, MailRequestedDto, ResetPasswordDto, SessionDto, SignInDto } from './builtin.dto';
import { AuthApi } from '../../../common/decorators/api-controller.decorator';

/** The refresh token's cookie: httpOnly, SameSite=Strict, sent only to these routes. */
export const REFRESH_COOKIE = 'snipstack_refresh';
const COOKIE_PATH = '/api/auth/builtin';

/** The value of one cookie of the request, or undefined. */
export function cookieValue(request: FastifyRequest, wanted: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=') || undefined;
  }
  return undefined;
}

const cookieOf = (request: FastifyRequest) => cookieValue(request, REFRESH_COOKIE);

/** A call anyone may make, answered 200: `@Post(path) @Public() @HttpCode(200)`. */
const AnyonePost = (path: string): MethodDecorator => applyDecorators(HttpCode(200), Public(), Post(path));

/**
 * A call of the signed-in member, on a session's token and never a personal API token (403), answered 200:
 * `@Post(path) @HttpCode(200) @RefuseApiTokens() @ApiMember()`.
 */
const MemberPost = (path: string): MethodDecorator => applyDecorators(ApiMember(), RefuseApiTokens(), HttpCode(200), Post(path));

/** The Set-Cookie value of a refresh token (null: clears it). */
export function refreshCookie(config: AppConfig, token: string | null): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const lifetime = token ? config.builtin.refreshTokenDays * 86_400 : 0;
  return `${REFRESH_COOKIE}=${token ?? ''}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${lifetime}${secure}`;
}

/**
 * Built-in accounts (AUTH_PROVIDER=builtin; 404 otherwise). Registration is POST /auth/register on
 * both providers. Every route is rate-limited per client address; the routes that email a link
 * answer the same whether or not the address has an account.
 */
@AuthApi('auth/builtin')
export class BuiltinAuthController {
  constructor(
    @Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private setCookie(reply: FastifyReply, token: string | null): void {
    void reply.header('set-cookie', refreshCookie(this.config, token));
  }

  private session(reply: FastifyReply, issued: IssuedSession): SessionDto {
    this.setCookie(reply, issued.refreshToken);
    return { accessToken: issued.accessToken, expiresIn: issued.expiresIn };
  }

  /** Signs in with email and password (401 wrong pair; 403 "email not validated!"); sets the refresh cookie. */
  @AnyonePost('sign-in')
  @ApiEndpoint({ ok: SessionDto, errors: [401, 403, 404, 429] })
  async builtinSignIn(@Body() body: SignInDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.session(reply, await this.builtin.signIn(body.email, body.password));
  }

  /**
   * Emails a link that signs the address in; the link registers a member for an address that has
   * none. The same answer whether or not the address has an account.
   */
  @AnyonePost('email-link')
  @ApiEndpoint({ ok: MailRequestedDto, errors: [404, 429] })
  async builtinRequestSignInLink(@Body() body: EmailDto, @Headers('accept-language') language?: string): Promise<MailRequestedDto> {
    await this.builtin.requestSignInLink(body.email, resolveLanguage(language));
    return { ok: true };
  }

  /** Opens the emailed sign-in link (400 when used or expired): a session, of a new member if the address had none; sets the refresh cookie. */
  @AnyonePost('email-link/sign-in')
  @ApiEndpoint({ ok: SessionDto, errors: [400, 404, 429] })
  async builtinSignInWithLink(@Body() body: LinkTokenDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.session(reply, await this.builtin.signInWithLink(body.token));
  }

  /** A new access token for the refresh cookie, which is rotated; a reused refresh token ends its session (401). */
  @AnyonePost('refresh')
  @ApiEndpoint({ ok: SessionDto, errors: [401, 404, 429] })
  async builtinRefresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.session(reply, await this.builtin.refresh(cookieOf(request)));
  }

  /** Ends this browser's session and clears the cookie. */
  @AnyonePost('log-out')
  @ApiEndpoint({ ok: OkDto, errors: [404, 429] })
  async builtinLogOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<OkDto> {
    await this.builtin.logOut(cookieOf(request));
    this.setCookie(reply, null);
    return { ok: true };
  }

  /** Ends every session of the member, on every device: their access tokens stop working at once. */
  @MemberPost('log-out-everywhere')
  @ApiEndpoint({ ok: OkDto, errors: [403, 404, 429] })
  async builtinLogOutEverywhere(@CurrentUser() user: User, @Res({ passthrough: true }) reply: FastifyReply): Promise<OkDto> {
    await this.builtin.logOutEverywhere(user);
    this.setCookie(reply, null);
    return { ok: true };
  }

  /** Opens the emailed verification link (400 when used or expired). */
  @AnyonePost('verify-email')
  @ApiEndpoint({ ok: OkDto, errors: [400, 404, 429] })
  async builtinVerifyEmail(@Body() body: LinkTokenDto): Promise<OkDto> {
    await this.builtin.verifyEmail(body.token);
    return { ok: true };
  }

  /** Emails a new verification link (if the address has an unverified account). */
  @AnyonePost('resend-verification')
  @ApiEndpoint({ ok: MailRequestedDto, errors: [404, 429] })
  async builtinResendVerification(@Body() body: EmailDto, @Headers('accept-language') language?: string): Promise<MailRequestedDto> {
    await this.builtin.resendVerification(body.email, resolveLanguage(language));
    return { ok: true };
  }

  /** Emails a link to choose a new password (if the address has an account). */
  @AnyonePost('forgot-password')
  @ApiEndpoint({ ok: MailRequestedDto, errors: [404, 429] })
  async builtinForgotPassword(@Body() body: EmailDto, @Headers('accept-language') language?: string): Promise<MailRequestedDto> {
    await this.builtin.forgotPassword(body.email, resolveLanguage(language));
    return { ok: true };
  }

  /** Sets a new password through the emailed link (400 when used or expired); ends every session. */
  @AnyonePost('reset-password')
  @ApiEndpoint({ ok: OkDto, errors: [400, 404, 429] })
  async builtinResetPassword(@Body() body: ResetPasswordDto): Promise<OkDto> {
    await this.builtin.resetPassword(body.token, body.password, body.repeatPassword);
    return { ok: true };
  }

  /** Emails a confirmation link to the new address (409 when in use); the email changes once it is opened. */
  @MemberPost('change-email')
  @ApiEndpoint({ ok: EmailChangeDto, errors: [400, 403, 404, 409, 429] })
  builtinChangeEmail(
    @CurrentUser() user: User,
    @Body() body: EmailDto,
    @Headers('accept-language') language?: string,
  ): Promise<EmailChangeDto> {
    return this.builtin.requestEmailChange(user, body.email, resolveLanguage(language));
  }

  /** Opens the link sent to the new address: the member's email changes (400 used or expired; 409 taken meanwhile). */
  @AnyonePost('confirm-email')
  @ApiEndpoint({ ok: ConfirmedEmailDto, errors: [400, 404, 409, 429] })
  builtinConfirmEmail(@Body() body: LinkTokenDto): Promise<ConfirmedEmailDto> {
    return this.builtin.confirmEmailChange(body.token);
  }

  /**
   * Sets a new password: every other session of the member ends at once; this one goes on with the
   * new access token answered (the refresh cookie stays).
   */
  @MemberPost('change-password')
  @ApiEndpoint({ ok: SessionDto, errors: [400, 403, 404, 429] })
  builtinChangePassword(
    @CurrentUser() user: User,
    @CurrentIdentity() identity: Identity,
    @Body() body: ChangePasswordDto,
  ): Promise<SessionDto> {
    return this.builtin.changePassword(user, identity.sessionId, body.password, body.repeatPassword);
  }
}
