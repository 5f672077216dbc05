import { applyDecorators, type Type } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../dto/error-response.dto';

type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 429;

/**
 * An error answer: its status, or its status with what it means on this endpoint, and the answer's
 * schema when it carries more than the common shape (a subclass of `ErrorResponseDto`).
 */
export type ErrorAnswer = ErrorStatus | readonly [ErrorStatus, string] | readonly [ErrorStatus, string, Type<ErrorResponseDto>];

/** What 400 and 401 mean wherever they are answered. */
const MEANING: Partial<Record<ErrorStatus, string>> = {
  400: 'Invalid input (malformed ids, unknown fields, limits)',
  401: 'No, expired or invalid token',
};

/**
 * Documents error answers, each with the one error shape (`ErrorResponseDto`). Name each status once
 * per handler: a status documented twice on one handler gets both descriptions.
 */
export function ApiErrors(...answers: ErrorAnswer[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...answers.map((answer) => {
      const [status, description, type = ErrorResponseDto] = typeof answer === 'number' ? [answer, MEANING[answer]] : answer;
      return ApiResponse({ status, type, ...(description ? { description } : {}) });
    }),
  );
}
