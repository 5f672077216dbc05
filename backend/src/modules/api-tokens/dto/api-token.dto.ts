import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IdParams, IsOneOf, IsText } from '../../../common/validation/decorators';
import { apiTokenScope, type ApiTokenScope } from '../../../database/schema';
import { API_TOKEN_EXPIRY_DAYS, type ApiTokenExpiryDays } from '../api-tokens.limits';
import { IdAnswer } from '../../../common/openapi/id-answer';

export class CreateApiTokenDto {
  @IsText({ trim: true, notEmpty: 'apiTokens.nameRequired', maxLength: 60, description: 'What the token is for (e.g. "backup script")' })
  name: string;

  @IsOneOf(
    { enum: apiTokenScope.enumValues, enumName: 'ApiTokenScope' },
    { description: '`read`: GET calls only; `write`: every call a member may make, except account, moderation and token calls' },
  )
  scope: ApiTokenScope;

  @IsOneOf(
    { enum: API_TOKEN_EXPIRY_DAYS, enumName: 'ApiTokenExpiryDays' },
    { optional: true, nullable: true, description: 'Days until the token expires; left out or null: never' },
  )
  expiresInDays?: ApiTokenExpiryDays | null;
}

export class ApiTokenDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: apiTokenScope.enumValues, enumName: 'ApiTokenScope' })
  scope: ApiTokenScope;

  @ApiProperty({ description: 'The first characters of the token, to tell tokens apart (e.g. "ssk_3fA9")' })
  hint: string;

  @ApiDateTime()
  createdAt: string;

  @ApiDateTime({ nullable: true, description: 'Null: never used' })
  lastUsedAt: string | null;

  @ApiDateTime({ nullable: true, description: 'Null: never expires' })
  expiresAt: string | null;

  @ApiProperty({ description: 'The expiry date has passed: the token is refused' })
  expired: boolean;
}

export class CreatedApiTokenDto extends ApiTokenDto {
  @ApiProperty({ description: 'The token, shown this once only: `Authorization: Bearer <token>`', example: 'ssk_...' })
  token: string;
}

export class RevokedApiTokenDto extends IdAnswer('deletedID') {}

export class ApiTokenIdParams extends IdParams('id', 'The API token') {}
