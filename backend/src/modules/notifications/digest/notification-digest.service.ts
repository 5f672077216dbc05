import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { conflict } from '../../../common/errors';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../../../common/i18n/messages';
import { PeriodicJob, warnOnFailure } from '../../../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { User } from '../../../database/schema';
import { MailService } from '../../mail/mail.service';
import type { NotificationDigestDto } from '../dto/notification-digest.dto';
import { NotificationsRepository } from '../notifications.repository';
import { type DigestLine, renderDigest } from './digest-mail';
import { type ClaimedDigest, NotificationDigestRepository } from './notification-digest.repository';

/** How often an instance looks for digests due (each member's is due once a day). */
const RUN_EVERY_MS = 60 * 60_000;
/** Members claimed at a time. */
const DIGEST_BATCH = 50;
/** Emails one run sends at most; the members still due wait for the next run. */
const DIGEST_MAX_PER_RUN = 1_000;
/** Notifications an email lists (the newest); it says how many more there are. */
const DIGEST_LINES = 20;

const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;

/**
 * The optional daily email digest of notifications (issue 41), where this site can send email
 * (MailService.canSend). A member turns it on; once a day each such member with unread notifications that
 * no digest listed yet gets one email listing them, in the language they used when turning it on. Every
 * instance runs every hour; members are claimed row by row (notification_digests), so several instances
 * never email the same member twice, and each notification is listed once (notifications.digested_at).
 */
@Injectable()
export class NotificationDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationDigestService.name);
  private readonly job = new PeriodicJob(() => this.sendDue(), RUN_EVERY_MS, warnOnFailure(this.logger, 'The notification digest failed'));

  constructor(
    @Inject(NotificationDigestRepository) private readonly repository: NotificationDigestRepository,
    @Inject(NotificationsRepository) private readonly notifications: NotificationsRepository,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(user: User): Promise<NotificationDigestDto> {
    const available = this.mail.canSend;
    return { available, enabled: available && (await this.repository.enabled(user.id)) };
  }

  async update(user: User, enabled: boolean, language: Language): Promise<NotificationDigestDto> {
    if (!enabled) await this.repository.disable(user.id);
    else if (!this.mail.canSend) throw conflict('notifications.digestUnavailable');
    else await this.repository.enable(user.id, language, randomBytes(32).toString('base64url'));
    return this.settings(user);
  }

  /** The email's unsubscribe link: no more digests for its member (an unknown or used token: no change). */
  async unsubscribe(token: string): Promise<{ enabled: false }> {
    await this.repository.unsubscribe(token);
    return { enabled: false };
  }

  onApplicationBootstrap(): void {
    if (this.mail.canSend) this.job.start();
  }

  onApplicationShutdown(): void {
    this.job.stop();
  }

  /** One run (one at a time per instance): the digests due, in batches, up to the cap. Answers how many emails went. */
  run(): Promise<number> {
    return this.job.run();
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    while (sent < DIGEST_MAX_PER_RUN) {
      const claimed = await this.repository.claimDue(Math.min(DIGEST_BATCH, DIGEST_MAX_PER_RUN - sent));
      for (const member of claimed) if (await this.sendDigest(member)) sent++;
      if (claimed.length < DIGEST_BATCH) break;
    }
    return sent;
  }

  /** Emails one member's digest when they have news; a failed send gives the notifications back for the next try. */
  private async sendDigest(member: ClaimedDigest): Promise<boolean> {
    const { rows, ids } = await this.notifications.takeUndigested(member.userId, DIGEST_LINES);
    if (!ids.length) return false;
    const site = this.config.publicUrl;
    const lines: DigestLine[] = rows.map((row) => {
      const group = row.groupId && row.groupVisible ? row.groupId : null;
      return {
        kind: row.kind,
        actor: row.actorUsername,
        group: group ? row.groupTitle || '…' : null,
        link: group
          ? `${site}/g/${group}`
          : row.kind === 'follower' && row.actorUsername
            ? `${site}/u/${encodeURIComponent(row.actorUsername)}`
            : `${site}/notifications`,
      };
    });
    const message = renderDigest(languageOf(member.language), lines, ids.length, {
      notifications: `${site}/notifications`,
      unsubscribe: `${site}/unsubscribe?token=${member.unsubscribeToken}`,
    });
    try {
      await this.mail.sendMessage(member.email, message, `${ids.length} notifications`);
      return true;
    } catch (error) {
      this.logger.warn(`Could not send a notification digest: ${(error as Error).message}`);
      await this.notifications.releaseDigested(ids);
      await this.repository.retrySoon(member.userId);
      return false;
    }
  }
}
