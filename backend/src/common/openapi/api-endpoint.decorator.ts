import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOperation, ApiResponse, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
import { ApiErrors, type ErrorAnswer } from './api-errors.decorator';

/** A successful answer: a DTO class, `[DTO]` for a list, or the response's own options (headers, a raw schema). */
type Answer = Type<unknown> | [Type<unknown>] | ApiResponseNoStatusOptions;

interface Documentation {
  summary?: string;
  description?: string;
  /** Error answers of this handler beyond those of its controller (`@ApiMember()`: 400, 401; `@Roles()`: 403). */
  errors?: ErrorAnswer[];
}

/** The 200 answer (GET, PATCH, DELETE, and POST with `@HttpCode(200)`) or the 201 answer (POST). */
export type EndpointOptions = Documentation & ({ ok: Answer; created?: never } | { created: Answer; ok?: never });

const responseOf = (answer: Answer): ApiResponseNoStatusOptions =>
  typeof answer === 'function' || Array.isArray(answer) ? { type: answer } : answer;

/** Documents a handler: what it does (optional), its successful answer and its own error answers. */
export function ApiEndpoint(options: EndpointOptions): MethodDecorator {
  const { summary, description, errors = [] } = options;
  return applyDecorators(
    ...(summary || description ? [ApiOperation({ summary, description })] : []),
    options.ok ? ApiResponse({ status: 200, ...responseOf(options.ok) }) : ApiResponse({ status: 201, ...responseOf(options.created) }),
    ApiErrors(...errors),
  );
}
