import { Type } from 'class-transformer';
import { IsBoolean, IsIn } from 'class-validator';
import { type Documented, field } from './field';

/** A true/false field (no string coercion: "true" is refused). */
export function IsFlag(options: Documented = {}): PropertyDecorator {
  return field(options, { type: Boolean }, IsBoolean());
}

/** The values a field may take; `enumName` documents them as a named schema, the same wherever they recur. */
export interface Choices<V> {
  enum: readonly V[];
  enumName?: string;
}

/**
 * One of the `choices` (an enum's values come from the database schema, e.g. `requestStatus.enumValues`):
 * 400 `validation.enum` listing them otherwise. Numbers are read from the query string as numbers.
 */
export function IsOneOf<V extends string | number>(choices: Choices<V>, options: Documented & { default?: V } = {}): PropertyDecorator {
  const { default: byDefault, ...documented } = options;
  const values = [...choices.enum];
  return field(
    documented,
    { ...choices, enum: values, ...(byDefault !== undefined ? { default: byDefault } : {}) },
    ...(values.every((value) => typeof value === 'number') ? [Type(() => Number)] : []),
    IsIn(values),
  );
}
