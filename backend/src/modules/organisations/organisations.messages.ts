import { defineMessages } from '../../common/i18n/define-messages';

export const organisationsMessages = defineMessages({
  en: {
    'organisations.notFound': 'Organisation not found',
    'organisations.slugInvalid':
      'The address must be 3 to 40 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
    'organisations.slugTaken': 'This address is already taken by another organisation',
    'organisations.nameRequired': 'The organisation needs a name',
    'organisations.tooMany': 'A member can belong to at most {max} organisations',
    'organisations.tooManyMembers': 'An organisation can have at most {max} members',
    'organisations.roleTooLow': 'Your role in this organisation does not allow this',
    'organisations.lastOwner': 'An organisation always keeps one owner at least: make another member owner first',
    'organisations.memberNotFound': 'This member does not belong to the organisation',
    'organisations.alreadyMember': 'This member already belongs to the organisation',
    'organisations.userNotFound': 'No member has this username',
    'organisations.invitationNotFound': 'Invitation not found',
    'organisations.invitationUnavailable':
      'This invitation does not open anything: it has expired, reached its number of uses or was revoked',
    'organisations.tooManyInvitations': 'An organisation can have at most {max} open invitations: revoke one first',
    'organisations.alreadyInvited': 'This member already has an open invitation',
    'organisations.confirmSlug': "Type the organisation's address to confirm its deletion",
    'organisations.heirRequired': 'Choose the owner who receives the groups',
    'organisations.heirNotOwner': 'The groups can only go to an owner of the organisation',
    'organisations.groupElsewhere': 'This group belongs to another organisation: move it out of that one first',
    'organisations.publishFirst': 'Make the group public first (its snippets are checked for secrets then), then move it in as public',
  },
  es: {
    'organisations.notFound': 'Organización no encontrada',
    'organisations.slugInvalid':
      'La dirección debe tener de 3 a 40 letras minúsculas, cifras o guiones, y empezar y acabar con letra o cifra',
    'organisations.slugTaken': 'Otra organización ya usa esta dirección',
    'organisations.nameRequired': 'La organización necesita un nombre',
    'organisations.tooMany': 'Un miembro puede pertenecer como máximo a {max} organizaciones',
    'organisations.tooManyMembers': 'Una organización puede tener como máximo {max} miembros',
    'organisations.roleTooLow': 'Tu rol en esta organización no permite hacer esto',
    'organisations.lastOwner': 'Una organización siempre conserva al menos una persona propietaria: haz propietario antes a otro miembro',
    'organisations.memberNotFound': 'Este miembro no pertenece a la organización',
    'organisations.alreadyMember': 'Este miembro ya pertenece a la organización',
    'organisations.userNotFound': 'Ningún miembro tiene este nombre de usuario',
    'organisations.invitationNotFound': 'Invitación no encontrada',
    'organisations.invitationUnavailable':
      'Esta invitación ya no abre nada: ha caducado, ha llegado a su número de usos o ha sido revocada',
    'organisations.tooManyInvitations': 'Una organización puede tener como máximo {max} invitaciones abiertas: revoca una antes',
    'organisations.alreadyInvited': 'Este miembro ya tiene una invitación abierta',
    'organisations.confirmSlug': 'Escribe la dirección de la organización para confirmar su eliminación',
    'organisations.heirRequired': 'Elige la persona propietaria que recibe los grupos',
    'organisations.heirNotOwner': 'Los grupos solo pueden pasar a una persona propietaria de la organización',
    'organisations.groupElsewhere': 'Este grupo pertenece a otra organización: sácalo antes de ella',
    'organisations.publishFirst': 'Haz antes público el grupo (entonces se buscan secretos en sus snippets) y después muévelo como público',
  },
});
