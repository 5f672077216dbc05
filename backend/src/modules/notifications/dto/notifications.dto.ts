import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IdParams, IsOneOf, IsPageSize, IsSkip } from '../../../common/validation/decorators';
import { notificationKind } from '../../../database/schema';
import { NOTIFICATION_LIMITS } from '../notifications.limits';

export type NotificationKind = (typeof notificationKind.enumValues)[number];

export class NotificationIdParams extends IdParams('id', 'The notification') {}

export class NotificationsQueryDto {
  @IsSkip({ description: 'Notifications to skip' })
  skip?: number;

  @IsPageSize({ description: 'Notifications a page holds', default: NOTIFICATION_LIMITS.pageSize, max: NOTIFICATION_LIMITS.maxPageSize })
  limit?: number;

  @IsOneOf({ enum: ['unread'] as const, enumName: 'NotificationsFilter' }, { optional: true, description: 'unread: only the unread ones' })
  filter?: 'unread';
}

export class NotificationActorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;
}

export class NotificationGroupDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: "The group's title; empty when it has none" })
  title: string;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: notificationKind.enumValues,
    enumName: 'NotificationKind',
    description:
      "comment: on the recipient's group; reply: to their comment; follower: a new one; new_group: a followed member's public group; moderation: a moderator's decision on their group or comment",
  })
  kind: NotificationKind;

  @ApiProperty({ type: NotificationActorDto, nullable: true, description: 'Who did it; null for a moderator or a deleted account' })
  actor: NotificationActorDto | null;

  @ApiProperty({ type: NotificationGroupDto, nullable: true, description: 'The group it is about, while the recipient may see it' })
  group: NotificationGroupDto | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  commentId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A moderation decision's action (group_hidden, group_unhidden, report_dismissed, comment_hidden, ...)",
  })
  action: string | null;

  @ApiProperty()
  read: boolean;

  @ApiDateTime()
  createdAt: string;
}

export class UnreadCountDto {
  @ApiProperty({ type: 'integer', description: 'Unread notifications (counted up to 100: 100 means "100 or more")' })
  count: number;
}

export class MarkedReadDto {
  @ApiProperty({ type: 'integer', description: 'Notifications this call marked read' })
  marked: number;
}
