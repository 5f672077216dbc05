import type { Language } from '../../common/i18n/messages';

/** What an email says, in each language: a subject and the text around its one link. */
export type MailKind = 'verify-email' | 'reset-password' | 'change-email' | 'sign-in';

interface MailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const MAILS: Record<Language, Record<MailKind, MailText>> = {
  'en-EN': {
    'verify-email': {
      subject: 'Verify your email for Snipstack',
      intro: 'Welcome to Snipstack! Open this link to verify your email address and sign in:',
      action: 'Verify my email',
      outro: 'If you did not create an account, ignore this email.',
    },
    'reset-password': {
      subject: 'Reset your Snipstack password',
      intro: 'Someone asked to reset the password of your Snipstack account. Open this link to choose a new one:',
      action: 'Choose a new password',
      outro: 'If it was not you, ignore this email: your password stays as it is.',
    },
    'change-email': {
      subject: 'Confirm your new email for Snipstack',
      intro: 'Open this link to make this address the email of your Snipstack account:',
      action: 'Confirm my new email',
      outro: 'If you did not ask for this change, ignore this email.',
    },
    'sign-in': {
      subject: 'Sign in to Snipstack',
      intro: 'Open this link to sign in to Snipstack (a new account is made for this address if it has none):',
      action: 'Sign in',
      outro: 'If you did not ask to sign in, ignore this email.',
    },
  },
  'es-ES': {
    'verify-email': {
      subject: 'Verifica tu email en Snipstack',
      intro: '¡Bienvenido a Snipstack! Abre este enlace para verificar tu dirección de email e iniciar sesión:',
      action: 'Verificar mi email',
      outro: 'Si no has creado una cuenta, ignora este email.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de Snipstack',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Snipstack. Abre este enlace para elegir una nueva:',
      action: 'Elegir una contraseña nueva',
      outro: 'Si no has sido tú, ignora este email: tu contraseña no cambia.',
    },
    'change-email': {
      subject: 'Confirma tu nuevo email en Snipstack',
      intro: 'Abre este enlace para que esta dirección sea el email de tu cuenta de Snipstack:',
      action: 'Confirmar mi nuevo email',
      outro: 'Si no has pedido este cambio, ignora este email.',
    },
    'sign-in': {
      subject: 'Inicia sesión en Snipstack',
      intro: 'Abre este enlace para iniciar sesión en Snipstack (si esta dirección no tiene cuenta, se crea una):',
      action: 'Iniciar sesión',
      outro: 'Si no has pedido iniciar sesión, ignora este email.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The subject, plain text and HTML of one email with its link. */
export function renderMail(kind: MailKind, language: Language, link: string): { subject: string; text: string; html: string } {
  const m = MAILS[language][kind];
  return {
    subject: m.subject,
    text: `${m.intro}\n\n${link}\n\n${m.outro}\n`,
    html: `<p>${escapeHtml(m.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(m.action)}</a></p><p>${escapeHtml(m.outro)}</p>`,
  };
}
