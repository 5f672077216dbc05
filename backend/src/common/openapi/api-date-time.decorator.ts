import { ApiProperty } from '@nestjs/swagger';

/** A moment in an answer: an ISO 8601 date-time string in UTC, as `Date#toISOString()` writes it. */
export const ApiDateTime = (): PropertyDecorator => ApiProperty({ type: String, format: 'date-time' });
