import { defineMessages } from '../../common/i18n/define-messages';

export const moderationMessages = defineMessages({
  en: {
    'moderation.requestNotFound': 'Request not found',
    'moderation.requestDecided': 'This request has already been decided',
    'moderation.reasonRequired': 'Give the member a reason for the rejection',
    'moderation.memberRequired': 'Give the username or the email of a member',
    'moderation.suspensionReasonRequired': 'Give the member a reason for the suspension',
    'moderation.cannotSuspendStaff': 'Moderators and admins cannot be suspended',
  },
  es: {
    'moderation.requestNotFound': 'Solicitud no encontrada',
    'moderation.requestDecided': 'Esta solicitud ya se ha resuelto',
    'moderation.reasonRequired': 'Indica al miembro el motivo del rechazo',
    'moderation.memberRequired': 'Indica el nombre de usuario o el email de un miembro',
    'moderation.suspensionReasonRequired': 'Indica al miembro el motivo de la suspensión',
    'moderation.cannotSuspendStaff': 'No se puede suspender a moderadores ni administradores',
  },
});
