import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLE } from '../../../common/openapi/schema-enums';
import { IdParams, IsEmailAddress, IsFlag, IsOneOf, IsPassword, IsText, IsUsername } from '../../../common/validation/decorators';
import type { User } from '../../../database/schema';

/** The roles an admin grants and takes back (the admin role comes from the configuration). */
const ASSIGNABLE_ROLES = ['moderator', 'user'] as const satisfies readonly User['role'][];

/** The repeated password, compared with the password by the service. */
const REPEATED_PASSWORD = { maxLength: 128, description: 'Must equal password' };

export class RegisterDto {
  @IsEmailAddress()
  email: string;

  @IsUsername()
  username: string;

  @IsPassword({ description: 'At least 8 characters with A-Z, a-z and 0-9' })
  password: string;

  @IsText({ ...REPEATED_PASSWORD, example: 'Sn1ppets!' })
  repeatPassword: string;
}

export class RegisteredDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  username: string;
}

/** A social sign-in profile (Google or GitHub); every field must agree with the verified token. */
export class SocialProfileDto {
  @IsText({ optional: true, nullable: true, maxLength: 128 })
  githubId?: string | null;

  @IsText({ optional: true, nullable: true, maxLength: 128 })
  googleId?: string | null;

  @IsEmailAddress({ optional: true, nullable: true })
  email?: string | null;

  @IsFlag({ optional: true, nullable: true })
  emailVerified?: boolean | null;

  @IsText({ optional: true, nullable: true, maxLength: 2048 })
  photoURL?: string | null;

  @IsText({ optional: true, nullable: true, maxLength: 200 })
  displayName?: string | null;
}

export class EmailDto {
  @IsEmailAddress()
  email: string;
}

export class EmailAvailabilityDto {
  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'True when no account uses this email' })
  available: boolean;
}

export class EmailChangeDto {
  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'The change takes effect once the new address is confirmed through the emailed link' })
  pending: boolean;
}

export class ChangeUsernameDto {
  @IsUsername()
  username: string;
}

export class UsernameDto {
  @ApiProperty()
  username: string;
}

export class ChangePasswordDto {
  @IsPassword({ description: 'The new password: at least 8 characters with A-Z, a-z and 0-9' })
  password: string;

  @IsText(REPEATED_PASSWORD)
  repeatPassword: string;
}

export class OkDto {
  @ApiProperty()
  ok: boolean;
}

export class PhotoDto {
  @ApiProperty({ description: 'The new photo URL, with a timestamp against caching', example: '/api/users/3f0c…/photo?t=1795353493494' })
  imageURL: string;
}

/** Route parameters. */
export class UserIdParams extends IdParams('id', 'The member') {}

export class SetRoleDto {
  @IsText({ maxLength: 254, description: 'Username or email of the member', example: 'ada.lovelace' })
  user: string;

  @IsOneOf({ enum: ASSIGNABLE_ROLES, enumName: 'AssignableRole' })
  role: (typeof ASSIGNABLE_ROLES)[number];
}

export class MemberRoleDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty(USER_ROLE)
  role: User['role'];
}
