import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsDefined, IsOptional } from 'class-validator';

/** What a field of a request documents besides its rules. */
export interface Documented {
  description?: string;
  example?: unknown;
  /** The field may be left out (or null); a required one answers 400 `validation.required` when missing or null. */
  optional?: boolean;
  /** Documented as nullable, for optional fields where null is a meaningful value. */
  nullable?: boolean;
}

/**
 * A validated and documented field: presence (required or optional), then its rules in order, then its
 * OpenAPI property (`schema` states the type and the limits the rules enforce).
 */
export function field(options: Documented, schema: ApiPropertyOptions, ...rules: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(
    options.optional ? IsOptional() : IsDefined(),
    ...rules,
    ApiProperty({
      required: !options.optional,
      ...(options.description ? { description: options.description } : {}),
      ...(options.example !== undefined ? { example: options.example } : {}),
      ...(options.nullable ? { nullable: true } : {}),
      ...schema,
    } as ApiPropertyOptions),
  );
}
