import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import type { MessageKey } from '../i18n/messages';
import { type Documented, field } from './field';

/** A nested object (not an array) validated with its own DTO class (declared before the DTO that nests it). */
export function IsNested(type: () => new () => object, options: Documented = {}): PropertyDecorator {
  return field(options, { type: type() }, IsObject(), ValidateNested(), Type(type));
}

/**
 * An array of nested objects (their class declared before the DTO that nests it; an item that is an
 * array is refused), at most `maxItems`, answered with the catalogue key `tooMany` when over.
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
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(type),
  );
}
