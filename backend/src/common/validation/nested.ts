import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import type { MessageKey } from '../i18n/messages';
import { type Documented, field } from './field';

/** A nested object validated with its own DTO class (declared before the DTO that nests it). */
export function IsNested(type: () => new () => object, options: Documented = {}): PropertyDecorator {
  return field(options, { type: type() }, ValidateNested(), Type(type));
}

/**
 * An array of nested objects (their class declared before the DTO that nests it), at most `maxItems`,
 * answered with the catalogue key `tooMany` when over.
 */
export function IsNestedArray(
  type: () => new () => object,
  options: Documented & { maxItems: number; tooMany: MessageKey },
): PropertyDecorator {
  const { maxItems, tooMany, ...documented } = options;
  return field(
    documented,
    { type: type(), isArray: true, maxItems },
    IsArray(),
    ArrayMaxSize(maxItems, { message: tooMany }),
    ValidateNested({ each: true }),
    Type(type),
  );
}
