import { defineMessages } from '../../common/i18n/define-messages';

export const notificationsMessages = defineMessages({
  en: {
    'notifications.notFound': 'Notification not found',
  },
  es: {
    'notifications.notFound': 'Notificación no encontrada',
  },
});
