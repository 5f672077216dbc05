import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IsText } from '../../../common/validation/decorators';

/** A member as everyone sees them (their page, /u/<username>): no email, no role. */
export class MemberDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;

  @ApiProperty({ description: 'Photo URL; empty when there is none', example: '' })
  imageUrl: string;

  @ApiDateTime({ description: 'When the member joined' })
  createdAt: string;

  @ApiProperty({ description: 'How many members follow this member', example: 3 })
  followers: number;

  @ApiProperty({ description: 'How many members this member follows', example: 5 })
  following: number;

  @ApiProperty({ description: 'Whether the caller follows this member (false when signed out)' })
  followedByMe: boolean;
}

/** The answer of a follow or unfollow: the state after it. */
export class FollowStateDto {
  @ApiProperty({ format: 'uuid', description: 'The member followed or unfollowed' })
  userID: string;

  @ApiProperty({ description: 'Whether the caller follows the member now' })
  followedByMe: boolean;

  @ApiProperty({ description: 'How many members follow the member now', example: 4 })
  followers: number;
}

export class UsernameParams {
  @IsText({ maxLength: 30, description: "The member's username (case-insensitive)", example: 'ada.lovelace' })
  username: string;
}
