import { Body, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import type { Identity } from '../../common/authenticated-request';
import { CurrentIdentity, CurrentUser } from '../../common/decorators/current-user.decorator';
import { AllowUnverified, Public, RefuseApiTokens } from '../../common/decorators/public.decorator';
import { resolveLanguage } from '../../common/i18n/messages';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../common/openapi/api-member.decorator';
import type { User } from '../../database/schema';
import { RegisterDto, RegisteredDto, SocialProfileDto } from '../users/dto/account.dto';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import { AuthService } from './auth.service';
import { AuthApi } from '../../common/decorators/api-controller.decorator';

@AuthApi('auth')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  /**
   * Registers with email and password; the email must be verified before signing in. Built-in
   * accounts: the server emails the verification link (in the Accept-Language language).
   */
  @Post('register')
  @Public()
  @ApiEndpoint({ created: RegisteredDto, errors: [400, [409, 'Email or username already in use'], 429] })
  register(@Body() form: RegisterDto, @Headers('accept-language') language?: string): Promise<RegisteredDto> {
    return this.auth.register(form, resolveLanguage(language));
  }

  /** Creates or updates the member after a Google or GitHub sign-in; the profile must match the token. */
  @Post('login-with-socials')
  @HttpCode(200)
  @AllowUnverified()
  @RefuseApiTokens()
  @ApiMember()
  @ApiEndpoint({ ok: CurrentUserDto, errors: [403, [404, 'Not on this site: built-in accounts'], 429] })
  loginWithSocials(
    @CurrentUser() user: User,
    @CurrentIdentity() identity: Identity,
    @Body() profile: SocialProfileDto,
  ): Promise<CurrentUserDto> {
    return this.auth.loginWithSocials(user, identity, profile);
  }
}
