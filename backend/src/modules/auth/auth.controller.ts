import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CurrentIdentity, CurrentUser } from '../../common/decorators/current-user.decorator';
import { AllowUnverified, Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { User } from '../../database/schema';
import { RegisterDto, RegisteredDto, SocialProfileDto } from '../users/dto/account.dto';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import { AuthService } from './auth.service';
import type { Identity } from './identity.service';
import { AUTH_RATE_LIMIT } from './rate-limits';

@ApiTags('auth')
@ApiBadRequestResponse({ type: ErrorResponseDto })
@ApiTooManyRequestsResponse({ type: ErrorResponseDto })
@UseGuards(ThrottlerGuard)
@Throttle(AUTH_RATE_LIMIT)
@Controller('auth')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  /** Registers with email and password; the email must be verified before signing in. */
  @Post('register')
  @Public()
  @ApiCreatedResponse({ type: RegisteredDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Email or username already in use' })
  register(@Body() form: RegisterDto): Promise<RegisteredDto> {
    return this.auth.register(form);
  }

  /** Creates or updates the member after a Google or GitHub sign-in; the profile must match the token. */
  @Post('login-with-socials')
  @HttpCode(200)
  @AllowUnverified()
  @ApiBearerAuth()
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  loginWithSocials(
    @CurrentUser() user: User,
    @CurrentIdentity() identity: Identity,
    @Body() profile: SocialProfileDto,
  ): Promise<CurrentUserDto> {
    return this.auth.loginWithSocials(user, identity, profile);
  }
}
