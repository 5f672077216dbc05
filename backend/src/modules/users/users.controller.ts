import { Body, Delete, Get, Header, HttpCode, Inject, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public, RefuseApiTokens } from '../../common/decorators/public.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { readSingleFile } from '../../common/upload';
import type { User } from '../../database/schema';
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
  UserIdParams,
  UsernameDto,
} from './dto/account.dto';
import { CurrentUserDto } from './dto/current-user.dto';
import { FollowStateDto } from './dto/member.dto';
import { PHOTO_MAX_BYTES } from './photo';
import { UsersService } from './users.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

/** The error answers of following and unfollowing a member: the same target checks guard both. */
const FOLLOW_ERRORS: ErrorAnswer[] = [
  [400, 'The caller cannot follow themselves'],
  [404, 'No such member'],
];

@MemberApi('users', 'users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** The signed-in member; created in our database on the first call with a verified token. */
  @Get()
  @ApiEndpoint({ ok: CurrentUserDto })
  getCurrentUser(@CurrentUser() user: User): Promise<CurrentUserDto> {
    return this.users.describe(user);
  }

  /** Whether an email is free to register or to change to (for the account forms). Rate-limited. */
  @Post('validate-email')
  @Public()
  @HttpCode(200)
  @RateLimit('auth')
  @ApiEndpoint({ ok: EmailAvailabilityDto, errors: [429] })
  validateEmail(@Body() body: EmailDto): Promise<EmailAvailabilityDto> {
    return this.users.emailAvailability(body.email);
  }

  /**
   * Checks a new email (409 when it is in use). The web app then asks the identity service to send
   * the confirmation link; the change takes effect when the new address is confirmed.
   */
  @Patch('change-email')
  @RefuseApiTokens()
  @ApiEndpoint({ ok: EmailChangeDto, errors: [403, [404, 'Built-in accounts: POST /auth/builtin/change-email'], 409] })
  changeEmail(@CurrentUser() user: User, @Body() body: EmailDto): Promise<EmailChangeDto> {
    return this.users.requestEmailChange(user, body.email);
  }

  @Patch('change-username')
  @ApiEndpoint({ ok: UsernameDto, errors: [409] })
  changeUsername(@CurrentUser() user: User, @Body() body: ChangeUsernameDto): Promise<UsernameDto> {
    return this.users.changeUsername(user, body.username);
  }

  @Patch('change-password')
  @RefuseApiTokens()
  @RateLimit('auth')
  @ApiEndpoint({ ok: OkDto, errors: [403, [404, 'Built-in accounts: POST /auth/builtin/change-password'], 429] })
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto): Promise<OkDto> {
    await this.users.changePassword(user, body.password, body.repeatPassword);
    return { ok: true };
  }

  /** Multipart field `file`: a .jpg or .png (checked by content) up to 2 MB, stored as a 256x256 WebP. */
  @Patch('update-photo')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiEndpoint({ ok: PhotoDto, errors: [413] })
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
  @ApiEndpoint({ ok: { schema: { type: 'string', format: 'binary' } }, errors: [404] })
  async getUserPhoto(@Param() params: UserIdParams, @Res() reply: FastifyReply): Promise<void> {
    const photo = await this.users.photo(params.id);
    await reply.type('image/webp').header('last-modified', photo.updatedAt.toUTCString()).send(photo.image);
  }

  /** Follows a member (idempotent). Their new groups then appear in the caller's Following view. */
  @Put('following/:id')
  @ApiEndpoint({ ok: FollowStateDto, errors: FOLLOW_ERRORS })
  followMember(@CurrentUser() user: User, @Param() params: UserIdParams): Promise<FollowStateDto> {
    return this.users.setFollowing(user, params.id, true);
  }

  /** Stops following a member (idempotent). */
  @Delete('following/:id')
  @ApiEndpoint({ ok: FollowStateDto, errors: FOLLOW_ERRORS })
  unfollowMember(@CurrentUser() user: User, @Param() params: UserIdParams): Promise<FollowStateDto> {
    return this.users.setFollowing(user, params.id, false);
  }

  /** Admins grant (`moderator`) or revoke (`user`) the moderator role, by username or email. */
  @Patch('role')
  @Roles('admin')
  @ApiEndpoint({ ok: MemberRoleDto, errors: [404] })
  setMemberRole(@CurrentUser() user: User, @Body() body: SetRoleDto): Promise<MemberRoleDto> {
    return this.users.setRole(user, body);
  }
}
