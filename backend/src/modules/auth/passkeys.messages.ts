/** Messages of passkeys (modules/auth/passkeys/), in both languages. */
import { defineMessages } from '../../common/i18n/define-messages';

export const passkeysMessages = defineMessages({
  en: {
    'passkeys.nameRequired': 'Give the passkey a name',
    'passkeys.badResponse': 'The answer of the passkey is not valid',
    'passkeys.tooMany': 'A member can have at most {max} passkeys: delete one first',
    'passkeys.challengeInvalid': 'This passkey request has expired or was already used. Please try again',
    'passkeys.notVerified': 'The passkey could not be verified. Please try again',
    'passkeys.alreadyAdded': 'This passkey is already registered',
    'passkeys.notFound': 'Passkey not found',
    'passkeys.unknown': 'This passkey is not registered on this site: it may have been deleted',
    'passkeys.signInFailed': 'This passkey could not sign you in',
  },
  es: {
    'passkeys.nameRequired': 'Ponle un nombre a la llave de acceso',
    'passkeys.badResponse': 'La respuesta de la llave de acceso no es válida',
    'passkeys.tooMany': 'Un miembro puede tener como máximo {max} llaves de acceso: elimina una primero',
    'passkeys.challengeInvalid': 'Esta solicitud de llave de acceso ha caducado o ya se usó. Vuelve a intentarlo',
    'passkeys.notVerified': 'No se pudo verificar la llave de acceso. Vuelve a intentarlo',
    'passkeys.alreadyAdded': 'Esta llave de acceso ya está registrada',
    'passkeys.notFound': 'Llave de acceso no encontrada',
    'passkeys.unknown': 'Esta llave de acceso no está registrada en este sitio: puede que se haya eliminado',
    'passkeys.signInFailed': 'Esta llave de acceso no ha podido iniciar tu sesión',
  },
});
