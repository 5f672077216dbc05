import { defineMessages } from '../../common/i18n/define-messages';

export const usersMessages = defineMessages({
  en: {
    'users.photoTooLarge': 'The photo must be at most 2 MB',
    'users.fileRequired': 'Choose a .jpg or .png file to upload',
    'users.sameEmail': 'This is already your email',
    'users.socialMismatch': 'The sign-in profile does not match your signed-in account',
    'users.adminRoleFromConfig': 'Admins are set by configuration; their role cannot be changed here',
    'users.ownRole': 'You cannot change your own role',
    'users.followSelf': 'You cannot follow yourself',
  },
  es: {
    'users.photoTooLarge': 'La foto debe ocupar como máximo 2 MB',
    'users.fileRequired': 'Elige un archivo .jpg o .png para subir',
    'users.sameEmail': 'Este ya es tu email',
    'users.socialMismatch': 'El perfil de inicio de sesión no coincide con tu cuenta',
    'users.adminRoleFromConfig': 'Los administradores se definen en la configuración; su rol no se puede cambiar aquí',
    'users.ownRole': 'No puedes cambiar tu propio rol',
    'users.followSelf': 'No puedes seguirte a ti mismo',
  },
});
