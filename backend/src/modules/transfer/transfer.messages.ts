import { defineMessages } from '../../common/i18n/define-messages';

export const transferMessages = defineMessages({
  en: {
    'transfer.nothingToExport': 'There are no snippet groups to export',
  },
  es: {
    'transfer.nothingToExport': 'No hay grupos de snippets que exportar',
  },
});
