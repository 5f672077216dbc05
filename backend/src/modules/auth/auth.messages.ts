import { defineMessages } from '../../common/i18n/define-messages';

export const authMessages = defineMessages({
  en: {
    'auth.identityUnavailable': 'Sign-in is not available right now. Please try again in a moment',
  },
  es: {
    'auth.identityUnavailable': 'El inicio de sesión no está disponible en este momento. Vuelve a intentarlo en unos instantes',
  },
});
