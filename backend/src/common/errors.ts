import { HttpException, HttpStatus } from '@nestjs/common';
import type { Language, MessageKey, MessageParams } from './i18n/messages';

/** Fields an error answer carries beside the common shape (e.g. the findings of the secret scan), in the caller's language. */
export type ErrorDetails = (language: Language) => Record<string, unknown>;

/** An HTTP error whose message is a catalogue key, translated by the exception filter. */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly details?: ErrorDetails,
  ) {
    super({ key, params }, status);
  }
}

export const badRequest = (key: MessageKey = 'errors.badRequest', params?: MessageParams) =>
  new AppException(HttpStatus.BAD_REQUEST, key, params);
export const unauthorized = (key: MessageKey = 'errors.unauthorized') => new AppException(HttpStatus.UNAUTHORIZED, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppException(HttpStatus.FORBIDDEN, key);
export const notFound = (key: MessageKey = 'errors.notFound', params?: MessageParams) =>
  new AppException(HttpStatus.NOT_FOUND, key, params);
export const conflict = (key: MessageKey = 'errors.conflict') => new AppException(HttpStatus.CONFLICT, key);
export const payloadTooLarge = (key: MessageKey, params?: MessageParams) => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, key, params);
