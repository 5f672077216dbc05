import { defineMessages } from '../../common/i18n/define-messages';

export const pinsMessages = defineMessages({
  en: {
    'pins.full': 'You can pin at most {max} groups: unpin one first',
    'pins.notPublic': 'Only a public group that is not hidden can be pinned to your page',
    'pins.notPinned': 'This group is not pinned',
    'pins.orderMismatch': 'The new order must list exactly the groups you have pinned, each once',
  },
  es: {
    'pins.full': 'Puedes fijar como máximo {max} grupos: quita uno primero',
    'pins.notPublic': 'Solo se puede fijar en tu página un grupo público que no esté oculto',
    'pins.notPinned': 'Este grupo no está fijado',
    'pins.orderMismatch': 'El nuevo orden debe incluir exactamente los grupos que tienes fijados, una vez cada uno',
  },
});
