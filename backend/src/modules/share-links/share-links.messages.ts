import { defineMessages } from '../../common/i18n/define-messages';

export const shareLinksMessages = defineMessages({
  en: {
    'shareLinks.notFound': 'Share link not found',
    'shareLinks.unavailable': 'This link does not open anything: it has expired, reached its number of views or was revoked',
    'shareLinks.tooMany': 'A group can have at most {max} share links: revoke one first',
  },
  es: {
    'shareLinks.notFound': 'Enlace para compartir no encontrado',
    'shareLinks.unavailable': 'Este enlace ya no abre nada: ha caducado, ha llegado a su número de visitas o ha sido revocado',
    'shareLinks.tooMany': 'Un grupo puede tener como máximo {max} enlaces para compartir: revoca uno primero',
  },
});
