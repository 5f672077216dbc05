import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IsOneOf, IsPageSize, IsSkip, IsUsername, ValidateId } from '../../../common/validation/decorators';
import { groupSharePermission, type GroupSharePermission } from '../../../database/schema';
import { IdAnswer } from '../../../common/openapi/id-answer';

const PERMISSIONS = { enum: groupSharePermission.enumValues, enumName: 'GroupSharePermission' };

export class ShareGroupDto {
  @IsUsername({ description: 'The member the group is shared with' })
  username: string;

  @IsOneOf(PERMISSIONS, { description: '`read`: reads its published versions; `edit`: also changes its versions and snippets' })
  permission: GroupSharePermission;
}

export class GroupShareDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  username: string;

  @ApiProperty(PERMISSIONS)
  permission: GroupSharePermission;

  @ApiDateTime()
  createdAt: string;
}

export class SharedWithMeQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: 20, max: 50 })
  limit?: number;
}

export class GroupSharesParams {
  @ValidateId({ description: 'The snippets group' })
  id: string;
}

export class GroupShareParams extends GroupSharesParams {
  @ValidateId({ description: 'The member it is shared with' })
  userId: string;
}

export class RevokedGroupShareDto extends IdAnswer('userId') {}
