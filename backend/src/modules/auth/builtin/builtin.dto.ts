import { ApiProperty } from '@nestjs/swagger';
import { IsEmailAddress, IsPassword, IsText } from '../../../common/validation/decorators';

/** Emailed secrets are 43 base64url characters; a little room for other lengths. */
const LINK_TOKEN = { maxLength: 200, description: 'The token of the emailed link (its `token` parameter)' };

export class SignInDto {
  @IsEmailAddress()
  email: string;

  @IsText({ maxLength: 128, description: 'The password', example: 'Sn1ppets!' })
  password: string;
}

/** A session: the access token for `Authorization: Bearer`; the refresh token is in an httpOnly cookie. */
export class SessionDto {
  @ApiProperty({ description: 'Access token (JWT) to send as Authorization: Bearer' })
  accessToken: string;

  @ApiProperty({ description: 'Seconds the access token works; refresh before' })
  expiresIn: number;
}

export class LinkTokenDto {
  @IsText(LINK_TOKEN)
  token: string;
}

export class ResetPasswordDto {
  @IsText(LINK_TOKEN)
  token: string;

  @IsPassword({ description: 'The new password: at least 8 characters with A-Z, a-z and 0-9' })
  password: string;

  @IsText({ maxLength: 128, description: 'Must equal password' })
  repeatPassword: string;
}

/** The same answer whether or not the address has an account. */
export class MailRequestedDto {
  @ApiProperty({ description: 'Always true: an email went out if the address has an account' })
  ok: boolean;
}

export class ConfirmedEmailDto {
  @ApiProperty()
  email: string;
}
