import { defineMessages } from '../../common/i18n/define-messages';

export const usersMessages = defineMessages({
  en: {
    'users.photoChanged': 'photo changed',
  },
  es: {
    'users.photoChanged': 'foto cambiada',
  },
});
