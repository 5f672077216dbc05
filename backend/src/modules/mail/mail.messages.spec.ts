import { LANGUAGES } from '../../common/i18n/messages';
import { type MailKind, renderMail } from './mail.messages';

const KINDS: MailKind[] = ['verify-email', 'reset-password', 'change-email'];

describe('the account emails', () => {
  it.each(LANGUAGES.flatMap((language) => KINDS.map((kind) => [language, kind] as const)))(
    '%s %s carries its link in text and HTML',
    (language, kind) => {
      const link = 'https://snips.example.org/verify-email?token=abc_DEF-123';
      const mail = renderMail(kind, language, link);
      expect(mail.subject).toMatch(/Snipstack/);
      expect(mail.text).toContain(`\n${link}\n`);
      expect(mail.html).toContain(`<a href="${link}">`);
    },
  );

  it('differs by language', () => {
    expect(renderMail('reset-password', 'en-EN', 'x').subject).toBe('Reset your Snipstack password');
    expect(renderMail('reset-password', 'es-ES', 'x').subject).toBe('Restablece tu contraseña de Snipstack');
  });

  it('escapes the link in the HTML', () => {
    expect(renderMail('verify-email', 'en-EN', 'https://x/?a=1&b="2"').html).toContain('href="https://x/?a=1&#38;b=&#34;2&#34;"');
  });
});
