import { ApiProperty } from '@nestjs/swagger';
import { IsFlag, IsText } from '../../../common/validation/decorators';

export class NotificationDigestDto {
  @ApiProperty({ description: 'Whether this site can send email; the setting exists only when it can' })
  available: boolean;

  @ApiProperty({ description: 'Whether the caller gets the daily email digest of their unread notifications' })
  enabled: boolean;
}

export class NotificationDigestUpdateDto {
  @IsFlag({ description: 'true: email me a daily digest of unread notifications; false: stop' })
  enabled: boolean;
}

export class NotificationDigestUnsubscribeDto {
  @IsText({
    pattern: { regex: /^[A-Za-z0-9_-]{43}$/, message: 'notifications.digestBadToken' },
    description: 'The token of the unsubscribe link in a digest email',
  })
  token: string;
}

export class NotificationDigestUnsubscribedDto {
  @ApiProperty({ description: 'Always false: no more digests for the link’s member (an unknown or used link: no change)' })
  enabled: boolean;
}
