import { defineMessages } from '../../common/i18n/define-messages';

export const groupSharesMessages = defineMessages({
  en: {
    'groupShares.notFound': 'This group is not shared with this member',
    'groupShares.userNotFound': 'No member has this username',
    'groupShares.onlyPrivate': 'Only a private group is shared with named members: a public one is open to everyone already',
    'groupShares.self': 'You cannot share a group with yourself',
    'groupShares.tooMany': 'A group can be shared with at most {max} members',
  },
  es: {
    'groupShares.notFound': 'Este grupo no está compartido con este miembro',
    'groupShares.userNotFound': 'Ningún miembro tiene este nombre de usuario',
    'groupShares.onlyPrivate': 'Solo se comparte con miembros concretos un grupo privado: uno público ya está abierto a todos',
    'groupShares.self': 'No puedes compartir un grupo contigo',
    'groupShares.tooMany': 'Un grupo puede compartirse como máximo con {max} miembros',
  },
});
