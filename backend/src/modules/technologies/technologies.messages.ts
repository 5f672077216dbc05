import { defineMessages } from '../../common/i18n/define-messages';

export const technologiesMessages = defineMessages({
  en: {
    'technologies.nameTaken': 'You already have a technology with this name',
    'technologies.officialName': 'An official technology already has this name',
    'technologies.requestPending': 'This technology already has a pending request',
    'technologies.nameRequired': 'The technology needs a name',
  },
  es: {
    'technologies.nameTaken': 'Ya tienes una tecnología con este nombre',
    'technologies.officialName': 'Ya existe una tecnología oficial con este nombre',
    'technologies.requestPending': 'Esta tecnología ya tiene una solicitud pendiente',
    'technologies.nameRequired': 'La tecnología necesita un nombre',
  },
});
