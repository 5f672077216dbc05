import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import {
  builtinForgotPassword,
  builtinLogOut,
  builtinRefresh,
  builtinRequestSignInLink,
  builtinSignIn,
  builtinSignInWithLink,
  signInLinkToken,
} from './builtin';

/** The built-in accounts' calls without a member: what they send, and how their answers read. */
let sent: { url: string; init: RequestInit }[] = [];
let answer: () => Response | Promise<Response>;

beforeEach(async () => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  await i18n.changeLanguage('es-ES');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('builtin sign-in', () => {
  it('answers the access token, sending the pair with the interface language and the cookie', async () => {
    answer = () => json(200, { accessToken: 'jwt', expiresIn: 600 });
    expect(await builtinSignIn('a@example.com', 'Sn1ppets!')).toBe('jwt');
    expect(sent[0].url).toBe('/api/auth/builtin/sign-in');
    expect(sent[0].init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ email: 'a@example.com', password: 'Sn1ppets!' }),
    });
    expect((sent[0].init.headers as Record<string, string>)['Accept-Language']).toBe('es-ES');
  });

  it('answers null for an email not verified yet (403), as the sign-in form expects', async () => {
    answer = () => json(403, { message: '¡email no validado!' });
    expect(await builtinSignIn('a@example.com', 'x')).toBeNull();
  });

  it.each([
    [401, 'auth/invalid-credential'],
    [429, 'auth/too-many-requests'],
    [500, 'auth/internal-error'],
  ])('turns a %s into the error code %s', async (status, code) => {
    answer = () => json(status, { message: 'no' });
    await expect(builtinSignIn('a@example.com', 'x')).rejects.toMatchObject({ code });
  });

  it('reports an unreachable server as a network failure', async () => {
    answer = () => Promise.reject(new TypeError('offline'));
    await expect(builtinSignIn('a@example.com', 'x')).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });
});

describe('builtin session calls', () => {
  it('refresh answers the new access token, or null when the session is over', async () => {
    answer = () => json(200, { accessToken: 'fresh', expiresIn: 600 });
    expect(await builtinRefresh()).toBe('fresh');
    answer = () => json(401, { message: 'No has iniciado sesión' });
    expect(await builtinRefresh()).toBeNull();
    expect(sent.map((call) => call.url)).toEqual(['/api/auth/builtin/refresh', '/api/auth/builtin/refresh']);
  });

  it('log-out tells the server; forgot-password fails only on a refusal', async () => {
    answer = () => json(200, { ok: true });
    await builtinLogOut();
    await builtinForgotPassword('a@example.com');
    answer = () => json(429, { message: 'slow down' });
    await expect(builtinForgotPassword('a@example.com')).rejects.toMatchObject({ code: 'auth/too-many-requests' });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/auth/builtin/log-out',
      '/api/auth/builtin/forgot-password',
      '/api/auth/builtin/forgot-password',
    ]);
  });
});

describe('builtin sign-in by emailed link', () => {
  it('asks for a link to the address, in the interface language', async () => {
    answer = () => json(200, { ok: true });
    await builtinRequestSignInLink('a@example.com');
    expect(sent[0].url).toBe('/api/auth/builtin/email-link');
    expect(sent[0].init.body).toBe(JSON.stringify({ email: 'a@example.com' }));
    expect((sent[0].init.headers as Record<string, string>)['Accept-Language']).toBe('es-ES');
  });

  it("reads the link's token, and opens it for the session's access token", async () => {
    expect(signInLinkToken('http://site.test/link-register?token=abc_-1')).toBe('abc_-1');
    expect(signInLinkToken('http://site.test/link-register')).toBeNull();
    expect(signInLinkToken('not a url')).toBeNull();
    answer = () => json(200, { accessToken: 'jwt', expiresIn: 600 });
    expect(await builtinSignInWithLink('http://site.test/link-register?token=abc')).toBe('jwt');
    expect(sent[0].url).toBe('/api/auth/builtin/email-link/sign-in');
    expect(sent[0].init.body).toBe(JSON.stringify({ token: 'abc' }));
  });

  it('refuses a used or expired link (400) with an error', async () => {
    answer = () => json(400, { message: 'Este enlace ya no es válido' });
    await expect(builtinSignInWithLink('http://site.test/link-register?token=abc')).rejects.toMatchObject({ code: 'auth/internal-error' });
  });
});
