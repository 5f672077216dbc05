import { defineMessages } from '../../common/i18n/define-messages';

export const moderationMessages = defineMessages({
  en: {
    'moderation.requestNotFound': 'Request not found',
    'moderation.requestDecided': 'This request has already been decided',
    'moderation.reasonRequired': 'Give the member a reason for the rejection',
  },
  es: {
    'moderation.requestNotFound': 'Solicitud no encontrada',
    'moderation.requestDecided': 'Esta solicitud ya se ha resuelto',
    'moderation.reasonRequired': 'Indica al miembro el motivo del rechazo',
  },
});
