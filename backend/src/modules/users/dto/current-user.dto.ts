import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLE } from '../../../common/openapi/schema-enums';
import type { User } from '../../../database/schema';

export class SuspensionDto {
  @ApiDateTime()
  since: string;

  @ApiProperty({ description: "The moderator's reason" })
  reason: string;
}

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;

  @ApiProperty({ description: 'Photo URL with a timestamp against caching; empty when there is none', example: '' })
  imageUrl: string;

  @ApiProperty(USER_ROLE)
  role: User['role'];

  @ApiProperty({
    type: SuspensionDto,
    nullable: true,
    description: 'Set while a moderator has suspended the member: they can sign in and read their things, but every write answers 403',
  })
  suspension: SuspensionDto | null;

  @ApiProperty({ type: [String], description: 'Ids of the members this member follows' })
  following: string[];
}
