import { ApiProperty } from '@nestjs/swagger';

/** A moment in an answer: an ISO 8601 date-time string in UTC, as `Date#toISOString()` writes it (or null when `nullable`). */
export const ApiDateTime = (options: { nullable?: boolean; description?: string } = {}): PropertyDecorator =>
  ApiProperty({
    type: String,
    format: 'date-time',
    ...(options.nullable ? { nullable: true } : {}),
    ...(options.description ? { description: options.description } : {}),
  });
