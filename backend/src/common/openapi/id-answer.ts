import { ApiProperty } from '@nestjs/swagger';

/**
 * An answer that holds one id (a UUID string): declare it as a class that extends this one
 * (`class CommentDeletedDto extends IdAnswer('deletedID') {}`), which names its schema.
 */
export function IdAnswer<K extends string>(name: K, description?: string): new () => Record<K, string> {
  class Answer {}
  ApiProperty({ type: String, format: 'uuid', ...(description ? { description } : {}) })(Answer.prototype, name);
  return Answer as new () => Record<K, string>;
}
