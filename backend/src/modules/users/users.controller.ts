import { Body, Controller, Get, Header, HttpCode, Inject, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { readSingleFile } from '../../common/upload';
import { UuidParam } from '../../common/validation/uuid-param';
import type { User } from '../../database/schema';
import { AUTH_RATE_LIMIT } from '../auth/rate-limits';
import {
  ChangePasswordDto,
  ChangeUsernameDto,
  EmailAvailabilityDto,
  EmailChangeDto,
  EmailDto,
  MemberRoleDto,
  OkDto,
  PhotoDto,
  SetRoleDto,
  UsernameDto,
} from './dto/account.dto';
import { CurrentUserDto } from './dto/current-user.dto';
import { PHOTO_MAX_BYTES } from './photo';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto })
@Controller('users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** The signed-in member; created in our database on the first call with a verified token. */
  @Get()
  @ApiOkResponse({ type: CurrentUserDto })
  getCurrentUser(@CurrentUser() user: User): Promise<CurrentUserDto> {
    return this.users.describe(user);
  }

  /** Whether an email is free to register or to change to (for the account forms). Rate-limited. */
  @Post('validate-email')
  @Public()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @Throttle(AUTH_RATE_LIMIT)
  @ApiOkResponse({ type: EmailAvailabilityDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  validateEmail(@Body() body: EmailDto): Promise<EmailAvailabilityDto> {
    return this.users.emailAvailability(body.email);
  }

  /**
   * Checks a new email (409 when it is in use). The web app then asks the identity service to send
   * the confirmation link; the change takes effect when the new address is confirmed.
   */
  @Patch('change-email')
  @ApiOkResponse({ type: EmailChangeDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  changeEmail(@CurrentUser() user: User, @Body() body: EmailDto): Promise<EmailChangeDto> {
    return this.users.requestEmailChange(user, body.email);
  }

  @Patch('change-username')
  @ApiOkResponse({ type: UsernameDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  changeUsername(@CurrentUser() user: User, @Body() body: ChangeUsernameDto): Promise<UsernameDto> {
    return this.users.changeUsername(user, body.username);
  }

  @Patch('change-password')
  @UseGuards(ThrottlerGuard)
  @Throttle(AUTH_RATE_LIMIT)
  @ApiOkResponse({ type: OkDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto): Promise<OkDto> {
    await this.users.changePassword(user, body.password, body.repeatPassword);
    return { ok: true };
  }

  /** Multipart field `file`: a .jpg or .png (checked by content) up to 2 MB, stored as a 256x256 WebP. */
  @Patch('update-photo')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: PhotoDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  async updatePhoto(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<PhotoDto> {
    const { buffer } = await readSingleFile(request, 'file', PHOTO_MAX_BYTES, {
      missing: 'users.fileRequired',
      tooLarge: 'users.photoTooLarge',
    });
    return this.users.updatePhoto(user, buffer);
  }

  /** A member's photo (WebP). The URL carries a timestamp, so it is cached for a long time. */
  @Get(':id/photo')
  @Public()
  @Header('cache-control', 'public, max-age=31536000, immutable')
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async getUserPhoto(@UuidParam('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const photo = await this.users.photo(id);
    await reply.type('image/webp').header('last-modified', photo.updatedAt.toUTCString()).send(photo.image);
  }

  /** Admins grant (`moderator`) or revoke (`user`) the moderator role, by username or email. */
  @Patch('role')
  @Roles('admin')
  @ApiOkResponse({ type: MemberRoleDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  setMemberRole(@CurrentUser() user: User, @Body() body: SetRoleDto): Promise<MemberRoleDto> {
    return this.users.setRole(user, body);
  }
}
