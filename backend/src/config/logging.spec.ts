import { Writable } from 'node:stream';
import pino from 'pino';
import { ConfigError } from './env';
import { chooseLogFormat, loggerOptions, prettyPrinterInstalled } from './logging';

describe('chooseLogFormat', () => {
  it('is human-readable on a terminal and JSON otherwise when LOG_FORMAT is unset', () => {
    expect(chooseLogFormat(null, true, true)).toBe('pretty');
    expect(chooseLogFormat(null, false, true)).toBe('json');
  });

  it('follows LOG_FORMAT whatever stdout is', () => {
    expect(chooseLogFormat('json', true, true)).toBe('json');
    expect(chooseLogFormat('pretty', false, true)).toBe('pretty');
  });

  it('writes JSON on a terminal without pino-pretty, and refuses LOG_FORMAT=pretty without it', () => {
    expect(chooseLogFormat(null, true, false)).toBe('json');
    expect(chooseLogFormat('json', true, false)).toBe('json');
    expect(() => chooseLogFormat('pretty', true, false)).toThrow(ConfigError);
  });

  it('finds pino-pretty in a development install', () => {
    expect(prettyPrinterInstalled()).toBe(true);
  });
});

describe('loggerOptions', () => {
  const transportOf = (format: 'pretty' | 'json' | null, terminal: boolean) =>
    (loggerOptions({ logLevel: 'info', logFormat: format }, terminal, true).pinoHttp as pino.LoggerOptions).transport;

  it('prints through pino-pretty only in the pretty format', () => {
    expect(transportOf(null, true)).toEqual({ target: 'pino-pretty', options: { singleLine: true } });
    expect(transportOf(null, false)).toBeUndefined();
    expect(transportOf('json', true)).toBeUndefined();
    expect(transportOf('pretty', false)).toMatchObject({ target: 'pino-pretty' });
  });

  it('keeps the level, and never writes tokens, cookies, passwords or query strings', () => {
    const options = loggerOptions({ logLevel: 'debug', logFormat: 'json' }, false, true).pinoHttp as pino.LoggerOptions;
    expect(options.level).toBe('debug');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { transport: _none, ...rest } = options;
    const logger = pino(rest, sink);
    logger.info(
      {
        req: {
          id: 'r1',
          method: 'POST',
          url: '/api/users/validate-email?oobCode=secret-code',
          headers: { authorization: 'Bearer secret-token' },
        },
        body: { password: 'secret-password', repeatPassword: 'secret-password' },
        upstream: { headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' } },
      },
      'request completed',
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry.req).toEqual({ id: 'r1', method: 'POST', url: '/api/users/validate-email' });
    expect(entry.body).toEqual({ password: '[redacted]', repeatPassword: '[redacted]' });
    expect(lines[0]).not.toContain('secret');
    expect(options.redact).toMatchObject({ paths: expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie']) });
  });
});
