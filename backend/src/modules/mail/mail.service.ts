import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Language } from '../../common/i18n/messages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { type MailKind, renderMail } from './mail.messages';

/**
 * Outgoing email: through SMTP_URL (any SMTP server, nodemailer) from MAIL_FROM; without SMTP_URL
 * each mail is written to the log with its link, as frameworks do in development.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
  }

  /** Sends one of the account emails with its link; errors are the caller's (see sendLater). */
  async send(to: string, kind: MailKind, language: Language, link: string): Promise<void> {
    const mail = renderMail(kind, language, link);
    if (!this.transport) {
      this.logger.log(`Email to ${to} (no SMTP_URL, not sent): ${mail.subject}: ${link}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mail.from, to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  /**
   * Sends without making the caller wait: the answer then takes as long whether or not a mail went
   * out (the account endpoints answer the same for unknown addresses). A failure is logged.
   */
  sendLater(to: string, kind: MailKind, language: Language, link: string): void {
    this.send(to, kind, language, link).catch((error: Error) => this.logger.error(`Could not send the ${kind} email: ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
