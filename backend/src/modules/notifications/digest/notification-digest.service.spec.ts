import type { AppConfig } from '../../../config/env';
import type { User } from '../../../database/schema';
import { MailService } from '../../mail/mail.service';
import type { NotificationsRepository } from '../notifications.repository';
import type { NotificationDigestRepository } from './notification-digest.repository';
import { NotificationDigestService } from './notification-digest.service';

const config = (smtpUrl: string | null, production: boolean) =>
  ({ mail: { smtpUrl, from: 'Snipstack <no-reply@example.org>' }, production, publicUrl: 'https://snips.example.org' }) as AppConfig;

describe('where the notification digest exists', () => {
  it.each([
    ['SMTP_URL set, production', 'smtp://127.0.0.1:2525', true, true],
    ['no SMTP_URL, development (the log mailer)', null, false, true],
    ['no SMTP_URL, production', null, true, false],
  ])('%s', (_, smtpUrl, production, canSend) => {
    const mail = new MailService(config(smtpUrl, production));
    expect(mail.canSend).toBe(canSend);
    mail.onApplicationShutdown();
  });

  it('refuses to turn it on where no email can be sent, and turns it off anyway', async () => {
    const calls: string[] = [];
    const repository = {
      enabled: () => Promise.resolve(true),
      enable: () => Promise.resolve(void calls.push('enable')),
      disable: () => Promise.resolve(void calls.push('disable')),
    } as unknown as NotificationDigestRepository;
    const mail = new MailService(config(null, true));
    const service = new NotificationDigestService(repository, {} as NotificationsRepository, mail, config(null, true));
    const user = { id: '00000000-0000-4000-8000-000000000001' } as User;
    await expect(service.update(user, true, 'en-EN')).rejects.toMatchObject({ key: 'notifications.digestUnavailable' });
    expect(await service.update(user, false, 'en-EN')).toEqual({ available: false, enabled: false });
    expect(await service.settings(user)).toEqual({ available: false, enabled: false });
    expect(calls).toEqual(['disable']);
  });
});
