import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsString, Matches } from 'class-validator';
import { type Documented, field } from './field';
import { IsText } from './text';

/** Usernames: 3-30 letters, digits, `_`, `-`, `.`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/** Passwords: at least 8 characters with A-Z, a-z and 0-9 (docs/specification.md, section 5), at most 128. */
const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,128}$/s;

/** Digits with optional dots (1, 1.2, 0.0.0), as a version number of a snippets group. */
const VERSION_NUMBER_PATTERN = /^\d+(\.\d+)*$/;
const VERSION_NUMBER_MAX_LENGTH = 30;

/** An email address of at most 254 characters: 400 `validation.email` otherwise. */
export function IsEmailAddress(options: Documented = {}): PropertyDecorator {
  return applyDecorators(IsText({ maxLength: 254, example: 'ada@example.com', ...options }), IsEmail({}, { message: 'validation.email' }));
}

/** A username: 400 `validation.username` for anything but 3-30 letters, digits, `_`, `-`, `.`. */
export function IsUsername(options: Documented = {}): PropertyDecorator {
  return field(
    { example: 'ada.lovelace', ...options },
    { type: String, pattern: USERNAME_PATTERN.source, minLength: 3, maxLength: 30 },
    IsString(),
    Matches(USERNAME_PATTERN, { message: 'validation.username' }),
  );
}

/** A new password: 400 `validation.passwordFormat` unless 8-128 characters with A-Z, a-z and 0-9. */
export function IsPassword(options: Documented = {}): PropertyDecorator {
  return field(
    { example: 'Sn1ppets!', ...options },
    { type: String, minLength: 8, maxLength: 128 },
    IsString(),
    Matches(PASSWORD_PATTERN, { message: 'validation.passwordFormat' }),
  );
}

/** A version number: `^\d+(\.\d+)*$`, at most 30 characters; 400 `validation.versionNumber` otherwise. */
export function IsVersionNumber(options: Documented = {}): PropertyDecorator {
  return IsText({
    example: '1.2.3',
    ...options,
    maxLength: VERSION_NUMBER_MAX_LENGTH,
    pattern: { regex: VERSION_NUMBER_PATTERN, message: 'validation.versionNumber' },
  });
}
