import { defineMessages } from '../../common/i18n/define-messages';

export const interactionsMessages = defineMessages({
  en: {
    'interactions.alreadyReported': 'You already reported this group',
    'interactions.ownGroup': 'You cannot report your own group',
  },
  es: {
    'interactions.alreadyReported': 'Ya has denunciado este grupo',
    'interactions.ownGroup': 'No puedes denunciar tu propio grupo',
  },
});
