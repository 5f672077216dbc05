/**
 * Every message the API answers with, in each language it speaks. Keys are what services throw;
 * the exception filter translates them by the request's Accept-Language.
 */
import { moduleCatalogues } from './module-catalogues';

export const LANGUAGES = ['en-EN', 'es-ES'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-EN';

const commonEn = {
  // Generic HTTP errors
  'errors.badRequest': 'The request is not valid',
  'errors.unauthorized': 'You need to sign in to do this',
  'errors.tokenInvalid': 'Your session is not valid or has expired. Please sign in again',
  'errors.forbidden': 'You are not allowed to do this',
  'errors.notFound': 'Not found',
  'errors.routeNotFound': 'There is nothing at {path}',
  'errors.conflict': 'This conflicts with something that already exists',
  'errors.payloadTooLarge': 'The request is too large',
  'errors.tooManyRequests': 'Too many requests. Please wait a moment and try again',
  'errors.tooManyGroups': 'You created {limit} snippets groups within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManyVersions': 'You added {limit} versions within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManySnippets': 'You added {limit} snippets within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManyShareLinks': 'You created {limit} share links within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManyImports': 'You imported {limit} files within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManyComments': 'You wrote {limit} comments within an hour, the most allowed: try again in {minutes} min',
  'errors.tooManyCollectionWrites':
    'You changed your collections {limit} times within an hour, the most allowed: try again in {minutes} min',
  'errors.newAccountPublishLimit':
    'New accounts can publish {limit} public snippets groups a day: keep this one private for now, or try again in {minutes} min',
  'errors.internal': 'Something went wrong!',
  'errors.serviceUnavailable': 'The service is not available right now',
  'errors.databaseUnavailable': 'The database is not available right now. Please try again in a few seconds',
  'errors.databaseBusy': 'The server is busy. Please try again in a moment',
  'errors.uriTooLong': 'The address of the request is too long',
  'errors.unsupportedMediaType': 'This content type is not supported',
  'errors.emailNotVerified': 'Email must be verified before login',
  'errors.suspended': 'Your account is suspended by the moderators: you can sign in and read your snippets, but not change anything',
  'errors.emailInUse': 'Email is already in use',
  'errors.usernameInUse': 'Username is already in use',
  'errors.userNotFound': 'User not found',
  'errors.technologyNotFound': 'Technology not found',
  'errors.groupNotFound': 'Snippets group not found',
  'errors.customTechsCannotBePublic': 'Custom techs cannot be public',
  // Validation
  'validation.unknownField': 'The field {field} is not allowed',
  'validation.required': 'The field {field} is required',
  'validation.invalid': 'The field {field} is not valid',
  'validation.uuid': 'The field {field} must be a valid id',
  'validation.string': 'The field {field} must be a text',
  'validation.boolean': 'The field {field} must be true or false',
  'validation.int': 'The field {field} must be a whole number',
  'validation.min': 'The field {field} must be at least {min}',
  'validation.max': 'The field {field} must be at most {max}',
  'validation.maxLength': 'The field {field} must be at most {max} characters long',
  'validation.minLength': 'The field {field} must be at least {min} characters long',
  'validation.email': 'The field {field} must be a valid email',
  'validation.enum': 'The field {field} must be one of: {values}',
  'validation.malformedJson': 'The request body is not valid JSON',
  'validation.tooDeep': 'The request body is nested too deeply',
  'validation.tooManyFields': 'The request has too many fields',
  'validation.forbiddenCharacter': 'The field {field} contains a character that is not allowed',
  'validation.versionNumber': 'The version number must be digits with optional dots, for example 1.2.3',
  'validation.passwordFormat': 'Invalid password format. Must have these characters A-Z, a-z, 0-9 and be at least 8 characters',
  'validation.passwordMismatch': 'Make sure to type the same password in New password and Repeat new password',
  'validation.username': 'The username must have 3 to 30 letters, digits, _, - or .',
  'validation.imageType': 'Only .jpg and .png files are allowed',
} as const;

const commonEs: Record<keyof typeof commonEn, string> = {
  'errors.badRequest': 'La petición no es válida',
  'errors.unauthorized': 'Necesitas iniciar sesión para hacer esto',
  'errors.tokenInvalid': 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión',
  'errors.forbidden': 'No tienes permiso para hacer esto',
  'errors.notFound': 'No encontrado',
  'errors.routeNotFound': 'No hay nada en {path}',
  'errors.conflict': 'Esto entra en conflicto con algo que ya existe',
  'errors.payloadTooLarge': 'La petición es demasiado grande',
  'errors.tooManyRequests': 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo',
  'errors.tooManyGroups': 'Has creado {limit} grupos de snippets en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManyVersions': 'Has añadido {limit} versiones en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManySnippets': 'Has añadido {limit} snippets en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManyShareLinks':
    'Has creado {limit} enlaces para compartir en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManyImports': 'Has importado {limit} archivos en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManyComments': 'Has escrito {limit} comentarios en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.tooManyCollectionWrites':
    'Has cambiado tus colecciones {limit} veces en una hora, el máximo permitido: vuelve a intentarlo en {minutes} min',
  'errors.newAccountPublishLimit':
    'Las cuentas nuevas pueden publicar {limit} grupos de snippets públicos al día: de momento mantén este privado o vuelve a intentarlo en {minutes} min',
  'errors.internal': '¡Algo salió mal!',
  'errors.serviceUnavailable': 'El servicio no está disponible en este momento',
  'errors.databaseUnavailable': 'La base de datos no está disponible en este momento. Vuelve a intentarlo en unos segundos',
  'errors.databaseBusy': 'El servidor está ocupado. Vuelve a intentarlo en un momento',
  'errors.uriTooLong': 'La dirección de la petición es demasiado larga',
  'errors.unsupportedMediaType': 'Este tipo de contenido no se admite',
  'errors.emailNotVerified': 'El email debe verificarse antes de iniciar sesión',
  'errors.suspended': 'La moderación ha suspendido tu cuenta: puedes iniciar sesión y leer tus snippets, pero no cambiar nada',
  'errors.emailInUse': 'El email ya está en uso',
  'errors.usernameInUse': 'El nombre de usuario ya está en uso',
  'errors.userNotFound': 'Usuario no encontrado',
  'errors.technologyNotFound': 'Tecnología no encontrada',
  'errors.groupNotFound': 'Grupo de snippets no encontrado',
  'errors.customTechsCannotBePublic': 'Las tecnologías personalizadas no pueden ser públicas',
  'validation.unknownField': 'El campo {field} no está permitido',
  'validation.required': 'El campo {field} es obligatorio',
  'validation.invalid': 'El campo {field} no es válido',
  'validation.uuid': 'El campo {field} debe ser un identificador válido',
  'validation.string': 'El campo {field} debe ser un texto',
  'validation.boolean': 'El campo {field} debe ser verdadero o falso',
  'validation.int': 'El campo {field} debe ser un número entero',
  'validation.min': 'El campo {field} debe ser como mínimo {min}',
  'validation.max': 'El campo {field} debe ser como máximo {max}',
  'validation.maxLength': 'El campo {field} debe tener como máximo {max} caracteres',
  'validation.minLength': 'El campo {field} debe tener como mínimo {min} caracteres',
  'validation.email': 'El campo {field} debe ser un email válido',
  'validation.enum': 'El campo {field} debe ser uno de: {values}',
  'validation.malformedJson': 'El cuerpo de la petición no es un JSON válido',
  'validation.tooDeep': 'El cuerpo de la petición tiene demasiados niveles de anidamiento',
  'validation.tooManyFields': 'La petición tiene demasiados campos',
  'validation.forbiddenCharacter': 'El campo {field} contiene un carácter que no está permitido',
  'validation.versionNumber': 'El número de versión deben ser dígitos con puntos opcionales, por ejemplo 1.2.3',
  'validation.passwordFormat': 'Formato de contraseña no válido. Debe tener los caracteres A-Z, a-z, 0-9 y al menos 8 caracteres',
  'validation.passwordMismatch': 'Asegúrate de escribir la misma contraseña en Nueva contraseña y Repetir nueva contraseña',
  'validation.username': 'El nombre de usuario debe tener de 3 a 30 letras, dígitos, _, - o .',
  'validation.imageType': 'Solo se permiten archivos .jpg y .png',
};

/**
 * Module catalogues (modules/<m>/<m>.messages.ts) are merged here: one import line per module.
 * Each is `{ en: {...}, es: {...} }` with the same keys in both languages.
 */
const en = { ...commonEn, ...moduleCatalogues.en };
export type MessageKey = keyof typeof en;
const es = { ...commonEs, ...moduleCatalogues.es } as Record<MessageKey, string>;

const catalogues: Record<Language, Record<MessageKey, string>> = { 'en-EN': en, 'es-ES': es };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  const template = catalogues[language][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * Picks the language from an Accept-Language header: the first supported tag by quality, matching
 * the primary subtag too (`es`, `es-AR` -> es-ES). en-EN is the default and fallback.
 */
export function resolveLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LANGUAGE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const partial = LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary);
    if (partial) return partial;
  }
  return DEFAULT_LANGUAGE;
}
