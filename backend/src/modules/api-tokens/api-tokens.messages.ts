import { defineMessages } from '../../common/i18n/define-messages';

export const apiTokensMessages = defineMessages({
  en: {
    'apiTokens.notFound': 'API token not found',
    'apiTokens.nameRequired': 'Give the token a name',
    'apiTokens.tooMany': 'A member can have at most {max} API tokens: revoke one first',
    'apiTokens.invalid': 'The API token is invalid, expired or revoked',
    'apiTokens.readOnly': 'This API token can only read: create a token with the write scope to make changes',
    'apiTokens.notAllowedHere': 'API tokens cannot be used for this call: sign in on the website',
    'apiTokens.required': 'This call needs a personal API token (Authorization: Bearer ssk_...): create one on the Settings page',
  },
  es: {
    'apiTokens.notFound': 'Token de API no encontrado',
    'apiTokens.nameRequired': 'Ponle un nombre al token',
    'apiTokens.tooMany': 'Un miembro puede tener como máximo {max} tokens de API: revoca uno primero',
    'apiTokens.invalid': 'El token de API no es válido, ha caducado o ha sido revocado',
    'apiTokens.readOnly': 'Este token de API solo puede leer: crea un token con el permiso de escritura para hacer cambios',
    'apiTokens.notAllowedHere': 'Los tokens de API no sirven para esta llamada: inicia sesión en el sitio web',
    'apiTokens.required':
      'Esta llamada necesita un token de API personal (Authorization: Bearer ssk_...): crea uno en la página de Ajustes',
  },
});
