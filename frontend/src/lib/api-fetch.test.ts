import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCurrentUser, listPublicTechnologies } from '@api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiFetchWithHeaders, setApiCredentials } from './api-fetch';
import i18n from './i18n';
import { startSession } from './session';
import { decodeJwtPayload, isTokenExpired } from './session/jwt';
import { AUTH_TOKEN_KEY } from './session/token-storage';

/** An unsigned JWT with the given payload (the client never checks signatures). */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.signature`;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A real HTTP server standing in for the API: records what it receives, answers like the backend. */
let server: Server;
let received: IncomingHttpHeaders[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The generated client calls relative URLs (`/api/users`): make the page same-origin with the server.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/somewhere`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The session's identity service and navigation, stood in for: what a renewal answers, how often it went home. */
let redirects = 0;
let renewedToken: string | null = null;
beforeEach(async () => {
  received = [];
  redirects = 0;
  renewedToken = null;
  answer = { status: 200, body: [] };
  startSession({
    goHome: () => {
      redirects += 1;
    },
    identity: { refreshToken: async () => renewedToken, signOut: async () => undefined },
  });
  await i18n.changeLanguage('en-EN');
});
afterEach(() => setApiCredentials(null));

describe('apiFetch (through the generated client)', () => {
  it('sends Accept-Language from the interface language and no Authorization when signed out', async () => {
    await i18n.changeLanguage('es-ES');
    const result = await listPublicTechnologies();
    expect(result).toEqual([]);
    expect(received[0]['accept-language']).toBe('es-ES');
    expect(received[0].authorization).toBeUndefined();
  });

  it('adds the stored token as a bearer token', async () => {
    const token = jwt({ sub: 'u1', exp: nowSeconds() + 3600 });
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    answer = { status: 200, body: { id: 'u1', email: 'a@b.c', username: 'ann', imageUrl: '', following: [], role: 'user' } };

    const result = await getCurrentUser();

    expect(received[0].authorization).toBe(`Bearer ${token}`);
    expect(received[0]['accept-language']).toBe('en-EN');
    expect(result).toMatchObject({ username: 'ann' });
  });

  it('refreshes an expired token before the request and stores the new one', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt({ sub: 'u1', exp: nowSeconds() - 60 }));
    const fresh = jwt({ sub: 'u1', exp: nowSeconds() + 3600 });
    renewedToken = fresh;

    await listPublicTechnologies();

    expect(received[0].authorization).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(fresh);
  });

  it('on 401 removes the stored token, redirects to the root page and throws the server message', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt({ sub: 'u1', exp: nowSeconds() + 3600 }));
    answer = { status: 401, body: { statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' } };

    const error = await getCurrentUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid or expired token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(redirects).toBe(1);
  });

  it('answers the body and, through apiFetchWithHeaders, the headers too', async () => {
    answer = { status: 200, body: [{ id: 'g1' }] };

    const { data, headers } = await apiFetchWithHeaders<unknown[]>('/api/public', { method: 'GET' });

    expect(data).toEqual([{ id: 'g1' }]);
    expect(headers.get('content-type')).toContain('application/json');
  });

  it('throws other errors with their message and keeps the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt({ sub: 'u1', exp: nowSeconds() + 3600 }));
    answer = { status: 404, body: { statusCode: 404, message: 'No encontrado', error: 'Not Found' } };

    await expect(getCurrentUser()).rejects.toMatchObject({ status: 404, message: 'No encontrado' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    expect(redirects).toBe(0);
  });
});

describe('token helpers', () => {
  it('reads the JWT payload and tells an expired token', () => {
    const token = jwt({ sub: 'u1', exp: 1_000 });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u1', exp: 1_000 });
    expect(isTokenExpired(token, 2_000_000)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 10_000 }), 2_000_000)).toBe(false);
    expect(isTokenExpired('not-a-jwt')).toBe(false);
  });
});
