import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../errors';
import { isMessageKey, type MessageKey, type MessageParams, resolveLanguage, translate } from '../i18n/messages';

/** The one error shape of the API: every answer that is not a success. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

const STATUS_KEYS: Partial<Record<number, MessageKey>> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  503: 'errors.serviceUnavailable',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Turns every error into `{ statusCode, message, error }` with the message in the caller's
 * language. Unknown errors become a logged 500 with the generic message.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    const language = resolveLanguage(request.headers['accept-language']);
    const { status, key, params } = this.describe(exception, request);

    if (status >= 500) {
      this.logger.error(
        { err: exception instanceof Error ? { message: exception.message, stack: exception.stack } : exception },
        `Unhandled error on ${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]}`,
      );
    }
    const body: ErrorBody = {
      statusCode: status,
      message: translate(key, language, params),
      error: STATUS_TEXT[status] ?? 'Error',
    };
    void reply.status(status).header('content-language', language).send(body);
  }

  private describe(exception: unknown, request: FastifyRequest): { status: number; key: MessageKey; params: MessageParams } {
    if (exception instanceof AppException) {
      return { status: exception.getStatus(), key: exception.key, params: exception.params };
    }
    if (exception instanceof ThrottlerException) {
      return { status: 429, key: 'errors.tooManyRequests', params: {} };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse() as { message?: unknown } | string;
      const message = typeof response === 'string' ? response : response?.message;
      if (isMessageKey(message)) return { status, key: message, params: {} };
      if (status === 404 && typeof message === 'string' && message.startsWith('Cannot ')) {
        return { status, key: 'errors.routeNotFound', params: { path: request.url.split('?')[0] } };
      }
      return { status, key: STATUS_KEYS[status] ?? (status >= 500 ? 'errors.internal' : 'errors.badRequest'), params: {} };
    }
    // Errors raised by Fastify itself (body parser, size limit, multipart) carry their status.
    const fastifyError = exception as { statusCode?: number; code?: string } | null;
    const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return { status: 400, key: 'validation.malformedJson', params: {} };
      }
      return { status, key: STATUS_KEYS[status] ?? 'errors.badRequest', params: {} };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, key: 'errors.internal', params: {} };
  }
}
