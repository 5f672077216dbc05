import { defineMessages } from '../../common/i18n/define-messages';

export const authMessages = defineMessages({
  en: {
    'auth.identityUnavailable': 'Sign-in is not available right now. Please try again in a moment',
    'auth.badCredentials': 'Wrong email or password',
    'auth.emailNotValidated': 'email not validated!',
    'auth.linkInvalid': 'This link is not valid any more: it was used or has expired. Ask for a new one',
    'auth.otherProvider': 'This site signs members in another way',
    'auth.noSession': 'You are not signed in',
    'auth.unknownProvider': 'This site does not sign in with this provider',
  },
  es: {
    'auth.identityUnavailable': 'El inicio de sesión no está disponible en este momento. Vuelve a intentarlo en unos instantes',
    'auth.badCredentials': 'Email o contraseña incorrectos',
    'auth.emailNotValidated': '¡email no validado!',
    'auth.linkInvalid': 'Este enlace ya no es válido: se ha usado o ha caducado. Pide uno nuevo',
    'auth.otherProvider': 'Este sitio inicia sesión de otra manera',
    'auth.noSession': 'No has iniciado sesión',
    'auth.unknownProvider': 'Este sitio no inicia sesión con este proveedor',
  },
});
