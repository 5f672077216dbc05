import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers for `options`, worked out once: none of them depends on the request
 * (no nonces). Helmet sets them through the response's setHeader and removeHeader, which this
 * stand-in records.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer carries helmet's headers (a route may still change or remove one: the embeds do).
 * One hook sets the headers computed at start; @fastify/helmet built helmet's middleware again for
 * every request, parsing the policy each time (~10% of the server's CPU for a small answer).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
