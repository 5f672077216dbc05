import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { type AppConfig, ConfigError, type LogFormat } from './env';

/** pino-pretty is a development dependency: an install without them (`npm ci --omit=dev`) has no pretty logs. */
export function prettyPrinterInstalled(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * How the logs are written: LOG_FORMAT when set; otherwise human-readable (pino-pretty, one line per
 * entry) when stdout is a terminal, and one JSON object per line when it is not (a file, a pipe, a
 * container's log collector), which is what log shippers read. Without pino-pretty installed, a
 * terminal gets JSON too, and LOG_FORMAT=pretty stops the start with one clear line.
 */
export function chooseLogFormat(
  configured: LogFormat | null,
  stdoutIsTerminal: boolean,
  prettyInstalled = prettyPrinterInstalled(),
): LogFormat {
  if (configured === 'pretty' && !prettyInstalled) {
    throw new ConfigError('LOG_FORMAT=pretty needs the pino-pretty package, a development dependency: install it, or use LOG_FORMAT=json');
  }
  return configured ?? (stdoutIsTerminal && prettyInstalled ? 'pretty' : 'json');
}

/** Never logged: tokens, cookies, passwords (the request serializer keeps no headers either). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // The headers of anything else logged with its request (an error of an upstream call).
  '*.headers.authorization',
  '*.headers.cookie',
  '*.password',
  '*.repeatPassword',
];

/** nestjs-pino's options: the level, the format, redaction, short request lines, a level by status. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  stdoutIsTerminal = process.stdout.isTTY === true,
  prettyInstalled = prettyPrinterInstalled(),
): Params {
  const pretty = chooseLogFormat(config.logFormat, stdoutIsTerminal, prettyInstalled) === 'pretty';
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      transport: pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    },
    // nestjs-pino's default pattern logs no requests on platform-fastify 12.
    forRoutes: [{ path: '*splat', method: RequestMethod.ALL }],
  };
}
