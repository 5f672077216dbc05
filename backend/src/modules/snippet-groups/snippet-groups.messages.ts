import { defineMessages } from '../../common/i18n/define-messages';

export const snippetGroupsMessages = defineMessages({
  en: {
    'snippetGroups.notOwner': 'Only the owner can change this snippets group',
    'snippetGroups.versionNotFound': 'Version not found',
    'snippetGroups.snippetNotFound': 'Snippet not found',
    'snippetGroups.lastVersion': 'A snippets group needs at least one version: delete the group instead',
    'snippetGroups.tooManyVersions': 'A snippets group can have at most 50 versions',
    'snippetGroups.tooManySnippets': 'A version can have at most 100 snippets',
    'snippetGroups.codeTooLarge': 'The code of a snippet can be at most 100 KB',
    'snippetGroups.invalidText': 'The text contains characters that cannot be stored',
    'snippetGroups.noDetails': 'Send a title, a description or both: there is nothing to change',
    'snippetGroups.forkOwn': 'This group is yours already: add a version to it instead of forking it',
    'snippetGroups.lastPublishedVersion':
      'This is the last published version of a public group: readers would see no version. Publish another version first, or make the group private',
    'snippetGroups.notHidden': 'This snippets group is not hidden: there is nothing to review',
    'snippetGroups.reviewAlreadyRequested': 'A review of this snippets group was already requested: a moderator will decide',
    'snippetGroups.pageTooDeep': 'Only the first {max} results can be browsed: add a word or a filter to narrow the search',
    'snippetGroups.groupStorageFull':
      'A snippets group can hold at most {limit} of code in all its versions: this change would bring it to {size}. Remove old versions or start a new group',
    'snippetGroups.memberStorageFull':
      'You can keep at most {limit} of code in all your snippets groups: this change would bring you to {size}. Delete groups or versions you no longer need',
    'snippetGroups.heirStorageFull':
      "The organisation's groups would bring the owner who receives them to {size} of code, past the {limit} a member may keep. Choose another owner, or delete some groups first",
  },
  es: {
    'snippetGroups.notOwner': 'Solo el propietario puede cambiar este grupo de snippets',
    'snippetGroups.versionNotFound': 'Versión no encontrada',
    'snippetGroups.snippetNotFound': 'Snippet no encontrado',
    'snippetGroups.lastVersion': 'Un grupo de snippets necesita al menos una versión: elimina el grupo en su lugar',
    'snippetGroups.tooManyVersions': 'Un grupo de snippets puede tener como máximo 50 versiones',
    'snippetGroups.tooManySnippets': 'Una versión puede tener como máximo 100 snippets',
    'snippetGroups.codeTooLarge': 'El código de un snippet puede ocupar como máximo 100 KB',
    'snippetGroups.invalidText': 'El texto contiene caracteres que no se pueden guardar',
    'snippetGroups.noDetails': 'Envía un título, una descripción o ambos: no hay nada que cambiar',
    'snippetGroups.forkOwn': 'Este grupo ya es tuyo: añádele una versión en lugar de bifurcarlo',
    'snippetGroups.lastPublishedVersion':
      'Es la última versión publicada de un grupo público: los lectores no verían ninguna versión. Publica otra versión antes, o haz privado el grupo',
    'snippetGroups.notHidden': 'Este grupo de snippets no está oculto: no hay nada que revisar',
    'snippetGroups.reviewAlreadyRequested': 'Ya se pidió una revisión de este grupo de snippets: un moderador decidirá',
    'snippetGroups.pageTooDeep':
      'Solo se pueden recorrer los primeros {max} resultados: añade una palabra o un filtro para acotar la búsqueda',
    'snippetGroups.groupStorageFull':
      'Un grupo de snippets puede guardar como máximo {limit} de código entre todas sus versiones: este cambio lo llevaría a {size}. Elimina versiones antiguas o crea un grupo nuevo',
    'snippetGroups.memberStorageFull':
      'Puedes guardar como máximo {limit} de código entre todos tus grupos de snippets: este cambio te llevaría a {size}. Elimina grupos o versiones que ya no necesites',
    'snippetGroups.heirStorageFull':
      'Los grupos de la organización llevarían al propietario que los recibe a {size} de código, más de los {limit} que puede guardar un miembro. Elige otro propietario o elimina antes algunos grupos',
  },
});
