import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy, isDatabaseUnavailable } from '../../database/errors';
import { AppException } from '../errors';
import { isMessageKey, type Language, type MessageKey, type MessageParams, resolveLanguage, translate } from '../i18n/messages';

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

/** Seconds to wait before trying again when the database could not be reached (it is back within seconds after a restart). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Seconds to wait before trying again when the embedded database's queue was full. */
const BUSY_RETRY_AFTER_SECONDS = 1;
/** A database outage or a full queue answers many requests at once: one line per this many ms is enough. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

interface Described {
  status: number;
  key: MessageKey;
  params: MessageParams;
  /** Retry-After, for an outage or a full queue of the database: logged now and then, not per request. */
  retryAfter?: number;
}

/**
 * Turns every error into `{ statusCode, message, error }` with the message in the caller's
 * language. Unknown errors become a logged 500 with the generic message.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');
  private lastOutageLog = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    const { body, language, retryAfter } = this.answer(exception, request);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).header('content-language', language).send(body);
  }

  /**
   * The error answer of `exception` to `request`, in its language (with the exception's details,
   * e.g. the secret scan's findings); logs what is not the caller's fault. Also used where an error
   * is answered inside a success (an MCP tool's result).
   */
  answer(
    exception: unknown,
    request: FastifyRequest,
  ): { body: ErrorBody & Record<string, unknown>; language: Language; retryAfter?: number } {
    const language = resolveLanguage(request.headers['accept-language']);
    const { status, key, params, retryAfter } = this.describe(exception, request);

    if (status >= 500 && retryAfter === undefined) {
      this.logger.error(
        { err: exception instanceof Error ? { message: exception.message, stack: exception.stack } : exception },
        `Unhandled error on ${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]}`,
      );
    } else if (retryAfter !== undefined && Date.now() - this.lastOutageLog > OUTAGE_LOG_INTERVAL_MS) {
      this.lastOutageLog = Date.now();
      let cause = exception as Error; // the driver's error, not Drizzle's "Failed query: <statement>"
      for (let depth = 0; cause.cause instanceof Error && depth < 4; depth++) cause = cause.cause;
      this.logger.warn(`${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]} answered 503: ${cause.message}`);
    }
    const body = {
      statusCode: status,
      message: translate(key, language, params),
      error: STATUS_TEXT[status] ?? 'Error',
      ...(exception instanceof AppException && exception.details ? exception.details(language) : {}),
    };
    return { body, language, retryAfter };
  }

  private describe(exception: unknown, request: FastifyRequest): Described {
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
    if (isDatabaseBusy(exception)) {
      return { status: 503, key: 'errors.databaseBusy', params: {}, retryAfter: BUSY_RETRY_AFTER_SECONDS };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: 503, key: 'errors.databaseUnavailable', params: {}, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
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
