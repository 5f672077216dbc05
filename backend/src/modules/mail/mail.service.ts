import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Language } from '../../common/i18n/messages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { type MailKind, renderMail } from './mail.messages';

/** One email as sent: its subject, plain text, HTML and extra headers (List-Unsubscribe). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

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

  /**
   * Whether email reaches anyone, for what members opt in to (the notifications' daily digest): through
   * SMTP_URL, or outside production the log (development's mailer). A production site without SMTP_URL: no.
   */
  get canSend(): boolean {
    return !!this.transport || !this.config.production;
  }

  /** Sends one of the account emails with its link; errors are the caller's (see sendLater). */
  send(to: string, kind: MailKind, language: Language, link: string): Promise<void> {
    return this.sendMessage(to, renderMail(kind, language, link), link);
  }

  /** Sends one email; without SMTP_URL it is written to the log with `summary` (its link). Errors are the caller's. */
  async sendMessage(to: string, mail: MailMessage, summary: string): Promise<void> {
    if (!this.transport) {
      this.logger.log(`Email to ${to} (no SMTP_URL, not sent): ${mail.subject}: ${summary}`);
      return;
    }
    await this.transport.sendMail({
      from: this.config.mail.from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
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
