import type { Language } from '../../../common/i18n/messages';
import type { MailMessage } from '../../mail/mail.service';
import type { NotificationKind } from '../dto/notifications.dto';

/** One notification as the digest lists it: who, what, and where it leads. */
export interface DigestLine {
  kind: NotificationKind;
  actor: string | null;
  /** The group's title while the member may see the group; null otherwise. */
  group: string | null;
  link: string;
}

interface DigestText {
  subject: (count: number) => string;
  intro: string;
  someone: string;
  unavailable: string;
  lines: Record<NotificationKind, (actor: string, group: string) => string>;
  more: (count: number) => string;
  open: string;
  unsubscribe: string;
}

const TEXTS: Record<Language, DigestText> = {
  'en-EN': {
    subject: (count) => (count === 1 ? 'You have 1 new notification on Snipstack' : `You have ${count} new notifications on Snipstack`),
    intro: 'Here is what happened on Snipstack since your last digest:',
    someone: 'Someone',
    unavailable: 'a group no longer available',
    lines: {
      comment: (actor, group) => `${actor} commented on “${group}”`,
      reply: (actor, group) => `${actor} replied to your comment on “${group}”`,
      follower: (actor) => `${actor} started following you`,
      new_group: (actor, group) => `${actor} published “${group}”`,
      moderation: (_, group) => `A moderator made a decision on “${group}”`,
    },
    more: (count) => `…and ${count} more.`,
    open: 'See all your notifications',
    unsubscribe: 'You get this email because you asked for a daily digest. Stop it',
  },
  'es-ES': {
    subject: (count) => (count === 1 ? 'Tienes 1 notificación nueva en Snipstack' : `Tienes ${count} notificaciones nuevas en Snipstack`),
    intro: 'Esto es lo que ha pasado en Snipstack desde tu último resumen:',
    someone: 'Alguien',
    unavailable: 'un grupo que ya no está disponible',
    lines: {
      comment: (actor, group) => `${actor} ha comentado en «${group}»`,
      reply: (actor, group) => `${actor} ha respondido a tu comentario en «${group}»`,
      follower: (actor) => `${actor} ha empezado a seguirte`,
      new_group: (actor, group) => `${actor} ha publicado «${group}»`,
      moderation: (_, group) => `Un moderador ha tomado una decisión sobre «${group}»`,
    },
    more: (count) => `…y ${count} más.`,
    open: 'Ver todas tus notificaciones',
    unsubscribe: 'Recibes este email porque pediste un resumen diario. Dejar de recibirlo',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The digest email: the notifications listed (the newest first, each with its link), how many more there
 * are, a link to the notifications page and one to stop the digest (also in List-Unsubscribe).
 */
export function renderDigest(
  language: Language,
  lines: DigestLine[],
  total: number,
  links: { notifications: string; unsubscribe: string },
): MailMessage {
  const m = TEXTS[language];
  const items = lines.map((line) => ({ text: m.lines[line.kind](line.actor ?? m.someone, line.group ?? m.unavailable), link: line.link }));
  const more = total > lines.length ? m.more(total - lines.length) : '';
  const text = [
    m.intro,
    '',
    ...items.map((item) => `- ${item.text}\n  ${item.link}`),
    ...(more ? ['', more] : []),
    '',
    `${m.open}: ${links.notifications}`,
    '',
    `${m.unsubscribe}: ${links.unsubscribe}`,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.intro)}</p>`,
    `<ul>${items.map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`).join('')}</ul>`,
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(links.notifications)}">${escapeHtml(m.open)}</a></p>`,
    `<p><small>${escapeHtml(m.unsubscribe)}: <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a></small></p>`,
  ].join('');
  return { subject: m.subject(total), text, html, headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` } };
}
