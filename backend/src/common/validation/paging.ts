import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { type Documented, field } from './field';

/** The deepest page a listing serves. */
const MAX_SKIP = 1_000_000;

/** A whole number (read from the query string as a number too), within [min, max]. */
export function IsWholeNumber(options: Documented & { min: number; max: number; default?: number }): PropertyDecorator {
  const { min, max, default: byDefault, ...documented } = options;
  return field(
    documented,
    { type: 'integer', ...(byDefault !== undefined ? { default: byDefault } : {}), minimum: min, maximum: max },
    Type(() => Number),
    IsInt(),
    Min(min),
    Max(max),
  );
}

/** Paging: how many items to skip (0 to 1,000,000, default 0), optional. */
export function IsSkip(options: Omit<Documented, 'optional'> = {}): PropertyDecorator {
  return IsWholeNumber({ ...options, optional: true, min: 0, max: MAX_SKIP, default: 0 });
}

/** Paging: how many items a page holds (1 to `max`, default `default`), optional. */
export function IsPageSize(options: Omit<Documented, 'optional'> & { default: number; max: number }): PropertyDecorator {
  return IsWholeNumber({ ...options, optional: true, min: 1 });
}
