import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, resolveLanguage, translate } from '../i18n/messages';
import type { ErrorBody } from './http-exception.filter';

const ANSWERS: Record<number, { key: MessageKey; error: string }> = {
  400: { key: 'errors.badRequest', error: 'Bad Request' },
  414: { key: 'errors.uriTooLong', error: 'URI Too Long' },
  500: { key: 'errors.internal', error: 'Internal Server Error' },
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook or filter runs (a route
 * parameter over its length limit, 414; a malformed percent-encoding, 400), in the API's error shape
 * with a translated message. The path is not repeated in the answer.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode === 414 || error.statusCode === 400 ? error.statusCode : 500;
  const { key, error: text } = ANSWERS[statusCode];
  const language = resolveLanguage(request.headers['accept-language']);
  const body: ErrorBody = { statusCode, message: translate(key, language), error: text };
  void reply.status(statusCode).header('content-language', language).send(body);
}
