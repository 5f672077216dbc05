import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import type { MessageKey } from '../i18n/messages';
import { type Documented, field } from './field';

/** Size of a text once encoded as UTF-8: limits in KB (snippet code) count bytes, not characters. */
function utf8Bytes(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/** At most `max` bytes of UTF-8; `message` may be a catalogue key. */
function MaxBytes(max: number, message?: MessageKey): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxBytes',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || utf8Bytes(value) <= max,
        defaultMessage: () => message ?? `$property must be at most ${max} bytes`,
      },
    },
    message ? { message } : undefined,
  );
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export interface TextOptions extends Documented {
  /** Surrounding whitespace is removed before the rules run, and the service receives the trimmed text. */
  trim?: boolean;
  /** The catalogue key answered for an empty text (after trimming); without it an empty text is allowed. */
  notEmpty?: MessageKey;
  /** Characters; answered with the generic translated `validation.maxLength`. */
  maxLength?: number;
  /** UTF-8 bytes, with the catalogue key to answer when over. */
  maxBytes?: { max: number; message: MessageKey };
  /** A pattern the text must match, with the catalogue key to answer otherwise. */
  pattern?: { regex: RegExp; message: MessageKey };
}

/** A text field with its limits, validated and documented. */
export function IsText(options: TextOptions = {}): PropertyDecorator {
  const { trim, notEmpty, maxLength, maxBytes, pattern } = options;
  const rules: PropertyDecorator[] = [IsString()];
  if (trim) rules.push(Transform(trimmed));
  if (notEmpty) rules.push(MinLength(1, { message: notEmpty }));
  if (maxLength !== undefined) rules.push(MaxLength(maxLength));
  if (maxBytes) rules.push(MaxBytes(maxBytes.max, maxBytes.message));
  if (pattern) rules.push(Matches(pattern.regex, { message: pattern.message }));
  const description = [options.description, maxBytes && `At most ${maxBytes.max} bytes of UTF-8.`].filter(Boolean).join(' ');
  return field(
    { ...options, description },
    {
      type: String,
      ...(notEmpty ? { minLength: 1 } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(pattern ? { pattern: pattern.regex.source } : {}),
    },
    ...rules,
  );
}
