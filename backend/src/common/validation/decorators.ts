import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import type { MessageKey } from '../i18n/messages';

/**
 * Decorators that pair validation with its OpenAPI description, so a DTO states each rule once.
 * A rule's `message` may be a catalogue key: the validation pipe then answers that translated text.
 */

interface Documented {
  description?: string;
  example?: unknown;
  /** The field may be left out (or null). */
  optional?: boolean;
}

const presence = (optional: boolean | undefined) => (optional ? IsOptional() : IsDefined());

const apiProperty = (options: Documented, extra: ApiPropertyOptions): PropertyDecorator =>
  ApiProperty({
    required: !options.optional,
    ...(options.description ? { description: options.description } : {}),
    ...(options.example !== undefined ? { example: options.example } : {}),
    ...extra,
  } as ApiPropertyOptions);

/** An id (UUID) in a body or in a route's parameters: 400 `validation.uuid` otherwise. */
export function ValidateId(options: Documented = {}): PropertyDecorator {
  return applyDecorators(presence(options.optional), IsUUID('all'), apiProperty(options, { type: String, format: 'uuid' }));
}

/** Digits with optional dots (1, 1.2, 0.0.0), as the seed's version number input accepts. */
export const VERSION_NUMBER_PATTERN = /^\d+(\.\d+)*$/;
export const VERSION_NUMBER_MAX_LENGTH = 30;

/** A version number: `^\d+(\.\d+)*$`, at most 30 characters; 400 `validation.versionNumber` otherwise. */
export function IsVersionNumber(options: Documented = {}): PropertyDecorator {
  return applyDecorators(
    presence(options.optional),
    IsString(),
    MaxLength(VERSION_NUMBER_MAX_LENGTH),
    Matches(VERSION_NUMBER_PATTERN, { message: 'validation.versionNumber' satisfies MessageKey }),
    apiProperty(
      { example: '1.2.3', ...options },
      { type: String, pattern: VERSION_NUMBER_PATTERN.source, maxLength: VERSION_NUMBER_MAX_LENGTH },
    ),
  );
}

/** Size of a text once encoded as UTF-8, the way the limits in PRODUCT.md count "KB". */
export function utf8Bytes(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/** At most `max` bytes of UTF-8; `message` may be a catalogue key. */
export function MaxBytes(max: number, message?: MessageKey): PropertyDecorator {
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

export interface TextOptions extends Documented {
  /** Characters; answered with the generic translated `validation.maxLength`. */
  maxLength?: number;
  /** UTF-8 bytes, with the catalogue key to answer when over. */
  maxBytes?: { max: number; message: MessageKey };
}

/** A text field (empty allowed) with its limits, validated and documented. */
export function IsText(options: TextOptions = {}): PropertyDecorator {
  const rules: PropertyDecorator[] = [presence(options.optional), IsString()];
  if (options.maxLength !== undefined) rules.push(MaxLength(options.maxLength));
  if (options.maxBytes) rules.push(MaxBytes(options.maxBytes.max, options.maxBytes.message));
  const limit = options.maxBytes
    ? { description: [options.description, `At most ${options.maxBytes.max} bytes of UTF-8.`].filter(Boolean).join(' ') }
    : {};
  return applyDecorators(
    ...rules,
    apiProperty({ ...options, ...limit }, { type: String, ...(options.maxLength !== undefined ? { maxLength: options.maxLength } : {}) }),
  );
}

/** A true/false field (no string coercion: "true" is refused). */
export function IsFlag(options: Documented = {}): PropertyDecorator {
  return applyDecorators(presence(options.optional), IsBoolean(), apiProperty(options, { type: Boolean }));
}

/** A nested object validated with its own DTO class (declared before the DTO that nests it). */
export function IsNested(type: () => new () => object, options: Documented = {}): PropertyDecorator {
  return applyDecorators(presence(options.optional), ValidateNested(), Type(type), apiProperty(options, { type: type() }));
}

/**
 * An array of nested objects (their class declared before the DTO that nests it), at most `maxItems`,
 * answered with the catalogue key `tooMany` when over.
 */
export function IsNestedArray(
  type: () => new () => object,
  options: Documented & { maxItems: number; tooMany: MessageKey },
): PropertyDecorator {
  return applyDecorators(
    presence(options.optional),
    IsArray(),
    ArrayMaxSize(options.maxItems, { message: options.tooMany }),
    ValidateNested({ each: true }),
    Type(type),
    apiProperty(options, { type: type(), isArray: true, maxItems: options.maxItems }),
  );
}
