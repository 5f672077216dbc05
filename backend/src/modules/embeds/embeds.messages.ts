import { defineMessages } from '../../common/i18n/define-messages';

export const embedsMessages = defineMessages({
  en: {
    'embeds.by': 'by',
    'embeds.raw': 'Raw',
    'embeds.open': 'Open on Snipstack',
    'embeds.versionNotFound': 'That version is not in this group',
  },
  es: {
    'embeds.by': 'de',
    'embeds.raw': 'Texto plano',
    'embeds.open': 'Abrir en Snipstack',
    'embeds.versionNotFound': 'Esa versión no está en este grupo',
  },
});
