import { defineMessages } from '../../common/i18n/define-messages';

export const tagsMessages = defineMessages({
  en: {
    'tags.invalid': 'A tag is a lower-case word of up to 30 letters, digits or -',
    'tags.tooMany': 'A group can have at most 10 tags',
  },
  es: {
    'tags.invalid': 'Una etiqueta es una palabra en minúsculas de hasta 30 letras, cifras o -',
    'tags.tooMany': 'Un grupo puede tener como máximo 10 etiquetas',
  },
});
