import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppException } from '../errors';
import { isMessageKey, type MessageKey, type MessageParams } from '../i18n/messages';

const CONSTRAINT_KEYS: Record<string, MessageKey> = {
  whitelistValidation: 'validation.unknownField',
  isDefined: 'validation.required',
  isNotEmpty: 'validation.required',
  isUuid: 'validation.uuid',
  isString: 'validation.string',
  isBoolean: 'validation.boolean',
  isInt: 'validation.int',
  min: 'validation.min',
  max: 'validation.max',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  isEmail: 'validation.email',
  isEnum: 'validation.enum',
  isIn: 'validation.enum',
};

/** When several rules fail on one field, the most basic one speaks first (present, then the right type). */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isInt',
  'isString',
  'isBoolean',
  'isUuid',
  'isEmail',
  'isEnum',
  'isIn',
];
const rank = (constraint: string) => {
  const index = PRIORITY.indexOf(constraint);
  return index === -1 ? PRIORITY.length : index;
};

function flatten(errors: ValidationError[], parent = ''): { field: string; constraint: string; message: string; error: ValidationError }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {})
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([constraint, message]) => ({ field, constraint, message, error }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Reads limits out of class-validator's own English message ("... must be shorter than or equal to 60 characters"). */
function numbersIn(message: string): number[] {
  return [...message.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
}

/**
 * Turns the first failed rule into a translated 400. Decorators may give a catalogue key as their
 * `message` to use that text instead of the generic one.
 */
export function toValidationException(errors: ValidationError[]): AppException {
  const [first] = flatten(errors);
  if (!first) return new AppException(HttpStatus.BAD_REQUEST, 'errors.badRequest');
  if (isMessageKey(first.message)) return new AppException(HttpStatus.BAD_REQUEST, first.message, { field: first.field });
  const key = CONSTRAINT_KEYS[first.constraint] ?? 'validation.invalid';
  const numbers = numbersIn(first.message);
  const params: MessageParams = { field: first.field };
  if (key === 'validation.min' || key === 'validation.minLength') params.min = numbers.at(-1) ?? 0;
  if (key === 'validation.max' || key === 'validation.maxLength') params.max = numbers.at(-1) ?? 0;
  if (key === 'validation.enum') params.values = first.message.split(': ').at(-1) ?? '';
  return new AppException(HttpStatus.BAD_REQUEST, key, params);
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: toValidationException,
  });
}
