import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { USERNAME_PATTERN } from '../username';

/** The seed's password rule: at least 8 characters with A-Z, a-z and 0-9. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,128}$/s;

const EmailField = () => (target: object, key: string) => {
  IsEmail({}, { message: 'validation.email' })(target, key);
  MaxLength(254)(target, key);
  IsString()(target, key);
  ApiProperty({ example: 'ada@example.com', maxLength: 254 })(target, key);
};

const UsernameField = () => (target: object, key: string) => {
  Matches(USERNAME_PATTERN, { message: 'validation.username' })(target, key);
  IsString()(target, key);
  ApiProperty({ example: 'ada.lovelace', pattern: USERNAME_PATTERN.source, minLength: 3, maxLength: 30 })(target, key);
};

const PasswordField = (description: string) => (target: object, key: string) => {
  Matches(PASSWORD_PATTERN, { message: 'validation.passwordFormat' })(target, key);
  IsString()(target, key);
  ApiProperty({ description, example: 'Sn1ppets!', minLength: 8, maxLength: 128 })(target, key);
};

export class RegisterDto {
  @EmailField()
  email: string;

  @UsernameField()
  username: string;

  @PasswordField('At least 8 characters with A-Z, a-z and 0-9')
  password: string;

  @IsString()
  @MaxLength(128)
  @ApiProperty({ description: 'Must equal password', example: 'Sn1ppets!' })
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

/** The seed's social sign-in profile; every field must agree with the verified token. */
export class SocialProfileDto {
  @IsOptional()
  @IsString()
  @MaxLength(128)
  @ApiPropertyOptional({ type: String, nullable: true })
  githubId?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  @ApiPropertyOptional({ type: String, nullable: true })
  googleId?: string | null;

  @IsOptional()
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(254)
  @ApiPropertyOptional({ type: String, nullable: true })
  email?: string | null;

  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean, nullable: true })
  emailVerified?: boolean | null;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @ApiPropertyOptional({ type: String, nullable: true })
  photoURL?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  @ApiPropertyOptional({ type: String, nullable: true })
  displayName?: string | null;
}

export class EmailDto {
  @EmailField()
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
  @UsernameField()
  username: string;
}

export class UsernameDto {
  @ApiProperty()
  username: string;
}

export class ChangePasswordDto {
  @PasswordField('The new password: at least 8 characters with A-Z, a-z and 0-9')
  password: string;

  @IsString()
  @MaxLength(128)
  @ApiProperty({ description: 'Must equal password' })
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

export class SetRoleDto {
  @IsString()
  @MaxLength(254)
  @ApiProperty({ description: 'Username or email of the member', example: 'ada.lovelace' })
  user: string;

  @IsIn(['moderator', 'user'])
  @ApiProperty({ enum: ['moderator', 'user'], enumName: 'AssignableRole' })
  role: 'moderator' | 'user';
}

export class MemberRoleDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: ['user', 'moderator', 'admin'], enumName: 'UserRole' })
  role: 'user' | 'moderator' | 'admin';
}
