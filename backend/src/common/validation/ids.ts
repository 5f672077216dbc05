import { IsUUID } from 'class-validator';
import { type Documented, field } from './field';

/** An id (UUID) in a body, a query or a route's parameters: 400 `validation.uuid` otherwise. */
export function ValidateId(options: Documented = {}): PropertyDecorator {
  return field(options, { type: String, format: 'uuid' }, IsUUID('all'));
}

/**
 * The parameters of a route with one id, for `@Param()`: declare them as a class that extends this one
 * (`class GroupIdParams extends IdParams('id', 'The snippets group') {}`), so Nest can read its type.
 */
export function IdParams<K extends string>(name: K, description: string): new () => Record<K, string> {
  class Params {}
  ValidateId({ description })(Params.prototype, name);
  return Params as new () => Record<K, string>;
}
