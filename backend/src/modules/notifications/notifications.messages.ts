import { defineMessages } from '../../common/i18n/define-messages';

export const notificationsMessages = defineMessages({
  en: {
    'notifications.notFound': 'Notification not found',
    'notifications.digestUnavailable': 'This site cannot send email, so there is no email digest',
    'notifications.digestBadToken': 'This unsubscribe link is not valid',
  },
  es: {
    'notifications.notFound': 'Notificación no encontrada',
    'notifications.digestUnavailable': 'Este sitio no puede enviar emails, así que no hay resumen por email',
    'notifications.digestBadToken': 'Este enlace para darse de baja no es válido',
  },
});
