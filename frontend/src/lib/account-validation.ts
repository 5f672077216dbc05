/**
 * Account form rules shared by the sign-in screens and the account settings (seed section 5).
 * Each check answers the i18n key of the message to show, or null when the input is fine.
 */

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/s;
const PASSWORD_MAX_LENGTH = 128;
/** 3-30 letters, digits, `_`, `-` or `.` (the API's rule). */
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
/** A pragmatic email shape check; the identity service has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

type ValidationKey =
  | 'messages:errors.allFieldsRequired'
  | 'messages:errors.passwordsMismatch'
  | 'messages:errors.passwordFormat'
  | 'account:validation.usernameFormat'
  | 'account:validation.emailFormat';

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

export function isValidPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password);
}

export function checkPassword(password: string): ValidationKey | null {
  if (isBlank(password)) return 'messages:errors.allFieldsRequired';
  return isValidPassword(password) ? null : 'messages:errors.passwordFormat';
}

/** New password + repeat: all completed, the same, and of the required format (in the seed's order). */
export function checkPasswordPair(password: string, repeatPassword: string): ValidationKey | null {
  if (isBlank(password) || isBlank(repeatPassword)) return 'messages:errors.allFieldsRequired';
  if (password !== repeatPassword) return 'messages:errors.passwordsMismatch';
  return checkPassword(password);
}

export function checkUsername(username: string): ValidationKey | null {
  if (isBlank(username)) return 'messages:errors.allFieldsRequired';
  return USERNAME_PATTERN.test(username.trim()) ? null : 'account:validation.usernameFormat';
}

export function checkEmail(email: string): ValidationKey | null {
  if (isBlank(email)) return 'messages:errors.allFieldsRequired';
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed) ? null : 'account:validation.emailFormat';
}

/** The registration form: every field completed, then each field's own rule. */
export function checkRegistration(form: {
  email: string;
  username: string;
  password: string;
  repeatPassword: string;
}): ValidationKey | null {
  if ([form.email, form.username, form.password, form.repeatPassword].some(isBlank)) return 'messages:errors.allFieldsRequired';
  return checkEmail(form.email) ?? checkUsername(form.username) ?? checkPasswordPair(form.password, form.repeatPassword);
}

/** Avatar rules: .jpg/.jpeg/.png by name and type, at most 2 MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);
const PHOTO_EXTENSION = /\.(jpe?g|png)$/i;

export function checkPhotoFile(file: {
  name: string;
  type: string;
  size: number;
}): 'messages:errors.imageType' | 'account:photo.tooLarge' | null {
  if (!PHOTO_EXTENSION.test(file.name) || (file.type !== '' && !PHOTO_TYPES.has(file.type))) return 'messages:errors.imageType';
  if (file.size > PHOTO_MAX_BYTES) return 'account:photo.tooLarge';
  return null;
}

/** True when the first bytes are a PNG or JPEG signature (the content check; the server checks again). */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return true;
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * An antd form rule for "Repeat new password": the value must equal the `password` field
 * (`message` is the seed's mismatch text, already translated).
 */
export const sameAsPasswordRule =
  (message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(message)),
  });

/** An antd rule for a new password: of the required format (checkPassword); an empty one is left to the `required` rule. */
export const newPasswordRule = (t: (key: string) => string) => ({
  validator: (_: unknown, value: string | undefined) => {
    const key = value ? checkPassword(value) : null;
    return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
  },
});

/** The antd rules of every email field: required (the specification's "all fields" message) and a valid address. */
export const emailRules = (t: (key: string) => string) => [
  { required: true, whitespace: true, message: t('messages:errors.allFieldsRequired') },
  {
    validator: (_: unknown, value: string | undefined) => {
      const key = value ? checkEmail(value) : null;
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  },
];

/** Seed: only .jpg and .png ("Only .jpg and .png files are allowed"), up to 2 MB, by name, type and first bytes; the server checks the content again. */
export async function photoProblem(file: File): Promise<'messages:errors.imageType' | 'account:photo.tooLarge' | null> {
  const key = checkPhotoFile(file);
  if (key) return key;
  return hasImageSignature(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ? null : 'messages:errors.imageType';
}
