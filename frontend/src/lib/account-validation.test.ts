import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkPasswordPair,
  checkPhotoFile,
  checkRegistration,
  checkUsername,
  hasImageSignature,
  isValidPassword,
  PHOTO_MAX_BYTES,
} from './account-validation';

describe('account validation (seed section 5)', () => {
  it('accepts a password of 8+ characters with A-Z, a-z and 0-9 only', () => {
    expect(isValidPassword('Sn1ppets')).toBe(true);
    expect(isValidPassword('Sn1ppets!long and spaced')).toBe(true);
    expect(isValidPassword('Sn1ppet')).toBe(false); // 7 characters
    expect(isValidPassword('snippets1')).toBe(false); // no upper case
    expect(isValidPassword('SNIPPETS1')).toBe(false); // no lower case
    expect(isValidPassword('Snippetss')).toBe(false); // no digit
    expect(isValidPassword(`Aa1${'x'.repeat(126)}`)).toBe(false); // over the API's 128
  });

  it('checks the pair in the seed order: completed, same, then format', () => {
    expect(checkPasswordPair('', 'Sn1ppets')).toBe('messages:errors.allFieldsRequired');
    expect(checkPasswordPair('Sn1ppets', 'Sn1ppetz')).toBe('messages:errors.passwordsMismatch');
    expect(checkPasswordPair('short', 'short')).toBe('messages:errors.passwordFormat');
    expect(checkPasswordPair('Sn1ppets', 'Sn1ppets')).toBeNull();
  });

  it('takes usernames of 3-30 letters, digits, _ - .', () => {
    expect(checkUsername('ada_lovelace-1.0')).toBeNull();
    expect(checkUsername('ab')).toBe('account:validation.usernameFormat');
    expect(checkUsername('a'.repeat(31))).toBe('account:validation.usernameFormat');
    expect(checkUsername('with space')).toBe('account:validation.usernameFormat');
    expect(checkUsername('   ')).toBe('messages:errors.allFieldsRequired');
  });

  it('checks the email shape', () => {
    expect(checkEmail('me@example.com')).toBeNull();
    expect(checkEmail('me@example')).toBe('account:validation.emailFormat');
    expect(checkEmail('')).toBe('messages:errors.allFieldsRequired');
  });

  it('wants every registration field completed before anything else', () => {
    const form = { email: 'me@example.com', username: 'me_me', password: 'Sn1ppets', repeatPassword: 'Sn1ppets' };
    expect(checkRegistration(form)).toBeNull();
    expect(checkRegistration({ ...form, username: '' })).toBe('messages:errors.allFieldsRequired');
    expect(checkRegistration({ ...form, repeatPassword: 'Other1pass' })).toBe('messages:errors.passwordsMismatch');
    expect(checkRegistration({ ...form, password: 'weak', repeatPassword: 'weak' })).toBe('messages:errors.passwordFormat');
  });

  it('allows only .jpg/.png photos up to 2 MB', () => {
    expect(checkPhotoFile({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ name: 'me.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe('messages:errors.imageType');
    expect(checkPhotoFile({ name: 'me.png', type: 'text/plain', size: 1000 })).toBe('messages:errors.imageType');
    expect(checkPhotoFile({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('account:photo.tooLarge');
  });

  it('recognises PNG and JPEG content, not text named .png', () => {
    expect(hasImageSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('hello, world'))).toBe(false);
    expect(hasImageSignature(new Uint8Array([]))).toBe(false);
  });
});
