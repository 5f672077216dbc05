import { defineMessages } from '../../common/i18n/define-messages';

export const collectionsMessages = defineMessages({
  en: {
    'collections.notFound': 'Collection not found',
    'collections.notOwner': 'Only its owner can change a collection',
    'collections.tooMany': 'You can have at most {max} collections',
    'collections.full': 'A collection can hold at most {max} groups',
    'collections.nameRequired': 'Give the collection a name',
    'collections.notInCollection': 'This group is not in the collection',
    'collections.noChanges': 'Send a name, a description or a visibility to change',
  },
  es: {
    'collections.notFound': 'Colección no encontrada',
    'collections.notOwner': 'Solo su propietario puede cambiar una colección',
    'collections.tooMany': 'Puedes tener como máximo {max} colecciones',
    'collections.full': 'Una colección puede contener como máximo {max} grupos',
    'collections.nameRequired': 'Pon un nombre a la colección',
    'collections.notInCollection': 'Este grupo no está en la colección',
    'collections.noChanges': 'Envía un nombre, una descripción o una visibilidad que cambiar',
  },
});
