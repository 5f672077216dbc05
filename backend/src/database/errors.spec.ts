import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseBusyError, isDatabaseBusy, isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as node-postgres or PGlite raises it, wrapped by Drizzle as repositories see it. */
function wrapped(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('select 1', [], cause);
}
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a server shutting down its sessions', withCode('terminating connection due to administrator command', '57P01')],
    ['a server that crashed', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting or stopping', withCode('the database system is starting up', '57P03')],
    ['a connection failure', withCode('connection failure', '08006')],
    ['a server that refuses the connection', withCode('could not connect', '08001')],
    ['a server at its connection limit', withCode('sorry, too many clients already', '53300')],
    ['a connection ended by the server', new Error('Connection terminated unexpectedly')],
    ['a connection attempt that timed out', new Error('Connection terminated due to connection timeout')],
    ['a pool that waited too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a client broken by an earlier error', new Error('Client has encountered a connection error and is not queryable')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a closing PGlite', new Error('PGlite is closing')],
  ])('is true for %s, bare or wrapped by Drizzle', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('is true for both failed addresses of a refused dual-stack connection', () => {
    const error = Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint "users_email_key"', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a missing table', withCode('relation "nope" does not exist', '42P01')],
    ['a cancelled statement', withCode('canceling statement due to statement timeout', '57014')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s: real errors stay what they are', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('is false for anything that is not an error', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isDatabaseBusy', () => {
  it('recognises the full queue, bare or wrapped, and nothing else', () => {
    expect(isDatabaseBusy(new DatabaseBusyError(3))).toBe(true);
    expect(isDatabaseBusy(wrapped(new DatabaseBusyError(3)))).toBe(true);
    expect(isDatabaseBusy(new Error('PGlite is closed'))).toBe(false);
    expect(isDatabaseUnavailable(new DatabaseBusyError(3))).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('still finds the constraint behind Drizzle', () => {
    const error = Object.assign(withCode('duplicate key', '23505'), { constraint: 'users_email_key' });
    expect(isUniqueViolation(wrapped(error), 'users_email_key')).toBe(true);
    expect(isUniqueViolation(wrapped(error), 'other')).toBe(false);
  });
});
