import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationDigestRepository } from './digest/notification-digest.repository';
import { NotificationDigestService } from './digest/notification-digest.service';
import { NotificationDigestUnsubscribeController, NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/**
 * In-app notifications (notifications/*): owns notifications and notification_digests (the daily email
 * digest, through the mail module). The modules whose events notify (comments, users' follows, new groups,
 * moderation) import it and call NotificationsService.
 */
@Module({
  imports: [MailModule],
  controllers: [NotificationsController, NotificationDigestUnsubscribeController],
  providers: [NotificationsRepository, NotificationsService, NotificationDigestRepository, NotificationDigestService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
