/** The errors of a database error's chain: the error itself, then its `cause`s (Drizzle wraps the driver's). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    yield current as { code?: unknown; message?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) is a unique-key violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name } of chain(error)) {
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}

/** PostgreSQL refuses these texts (e.g. a NUL character): the caller's input, not our failure. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether a database error says a text could not be stored (a NUL character, a bad byte sequence). */
export function isUnstorableText(error: unknown): boolean {
  for (const { code } of chain(error)) if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
  return false;
}

/** Network errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away or not taking connections: admin_shutdown (a restart or
 * failover ends the sessions), crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections; and the whole connection_exception class (08).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and PGlite say, without a code, about a connection or an instance that is gone. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

/**
 * Whether a database error says the database cannot be reached right now (down, restarting, failing
 * over, a dropped connection, no connection within the pool's timeout, PGlite closed) rather than
 * anything about the statement: the request may succeed if tried again later. Real SQL errors
 * (constraints, syntax, cancelled statements) are not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** Refused at once because the embedded database already has as many statements waiting as allowed. */
export class DatabaseBusyError extends Error {
  constructor(readonly limit: number) {
    super(`The database queue is full (${limit} statements waiting)`);
    this.name = 'DatabaseBusyError';
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  for (const current of chain(error)) if (current instanceof DatabaseBusyError) return true;
  return false;
}
