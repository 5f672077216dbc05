import type { ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * How long requests in flight may take to finish after SIGTERM: orchestrators kill at 10 s, and closing
 * the rest on a busy machine can take seconds.
 */
export const DRAIN_TIMEOUT_MS = 7_000;
/** After this long the process exits whatever is still closing (1: not a clean stop). */
export const STOP_DEADLINE_MS = 9_000;

export interface ShutdownOptions {
  drainTimeoutMs?: number;
  deadlineMs?: number;
  signals?: NodeJS.Signals[];
  exit?: (code: number) => void;
}

/**
 * Stops the server on SIGTERM or SIGINT in the order that loses no request:
 *  1. stop accepting connections (new ones are refused; a new request on a kept-alive connection
 *     answers 503 with `Connection: close`);
 *  2. let the requests in flight finish (at most `drainTimeoutMs`, then their connections are cut),
 *     each answered with `Connection: close`; the database pool closes once they are done (Fastify's
 *     onClose, registered by createApp);
 *  3. close the rest (Nest's shutdown hooks: Redis, the Firebase app);
 *  4. exit 0 (1 when something failed or the whole stop took longer than `deadlineMs`).
 * Replaces `app.enableShutdownHooks()`, which runs the modules' destroy hooks while connections are
 * still accepted, waits without limit for a request that never ends (and ignores further signals
 * meanwhile), and ends the process by raising the signal again (exit status 143, not 0).
 * A second signal while stopping exits at once (1).
 */
export function stopGracefullyOnSignals(app: NestFastifyApplication, options: ShutdownOptions = {}): void {
  const drainTimeoutMs = options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
  const deadlineMs = options.deadlineMs ?? STOP_DEADLINE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const logger = new Logger('Shutdown');
  const fastify = app.getHttpAdapter().getInstance();
  const server = fastify.server;

  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    // A request that slipped in as the stop began: its connection does not stay open either.
    if (stopping && !response.headersSent) response.setHeader('connection', 'close');
  });

  const stop = async (signal: string): Promise<void> => {
    const started = Date.now();
    const deadline = setTimeout(() => {
      logger.error(`Still stopping after ${deadlineMs} ms: exiting now`);
      exit(1);
    }, deadlineMs);
    deadline.unref();
    logger.log(`${signal}: refusing new connections; finishing ${inFlight.size} request(s) in flight (at most ${drainTimeoutMs / 1000} s)`);
    // Kept-alive connections close once their request is answered, so the server can finish closing.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    const cut = setTimeout(() => {
      logger.warn(`${inFlight.size} request(s) still running after ${drainTimeoutMs} ms: closing their connections`);
      server.closeAllConnections();
    }, drainTimeoutMs);
    try {
      // Stops listening, waits for every connection to end, then runs the onClose hooks (the pool).
      await fastify.close();
      clearTimeout(cut);
      logger.log(`Requests drained and database closed after ${Date.now() - started} ms`);
      await app.close();
      logger.log(`Stopped cleanly in ${Date.now() - started} ms`);
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      clearTimeout(cut);
      clearTimeout(deadline);
      logger.error(`Stopping failed: ${(error as Error).message}`);
      exit(1);
    }
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again while stopping: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    void stop(signal);
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, onSignal);
}
