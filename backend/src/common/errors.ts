import { HttpException, HttpStatus } from '@nestjs/common';
import type { MessageKey, MessageParams } from './i18n/messages';

/** An HTTP error whose message is a catalogue key, translated by the exception filter. */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
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
