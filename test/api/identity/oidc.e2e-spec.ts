/**
 * Sign-in with an OpenID Connect provider (built-in accounts), against a real provider
 * (oidc-provider, in a process of its own): the authorization code flow with PKCE, state and nonce,
 * a new member, an existing member linked by verified email, and the refusals.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';
import { type BuiltinApp, refreshCookieOf, startBuiltinApp, uniqueName, verifiedMember } from './builtin-app';

const SITE = 'http://snipstack.test';
const REDIRECT = `${SITE}/api/auth/oidc/test/callback`;
const CLIENT = { clientId: 'snipstack', clientSecret: 'the-secret-of-the-test-client', redirectUri: REDIRECT };

let t: BuiltinApp;
let provider: ChildProcess;
let issuer: string;

beforeAll(async () => {
  provider = spawn(process.execPath, [resolve(__dirname, 'oidc-provider-server.mjs'), JSON.stringify(CLIENT)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  issuer = await new Promise<string>((settle) =>
    provider.stdout!.once('data', (data: Buffer) => settle(data.toString().trim().split('\n')[0])),
  );
  t = await startBuiltinApp({
    OIDC_PROVIDERS: 'test,down',
    OIDC_TEST_ISSUER: issuer,
    OIDC_TEST_CLIENT_ID: CLIENT.clientId,
    OIDC_TEST_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_TEST_LABEL: 'Test SSO',
    OIDC_TEST_ADMIN_GROUP: 'snip-admins',
    OIDC_TEST_MODERATOR_GROUP: 'snip-moderators',
    // A provider that does not answer.
    OIDC_DOWN_ISSUER: 'http://127.0.0.1:9',
    OIDC_DOWN_CLIENT_ID: 'x',
    OIDC_DOWN_CLIENT_SECRET: 'y',
    OIDC_ALLOW_HTTP: '1',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  provider?.kill('SIGTERM');
});

/** Signs in at the provider as `login` (its development login form and consent), answering where it sends the browser back. */
async function atTheProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (href: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(href, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let res = await go(authorizationUrl);
  for (let step = 0; step < 10; step++) {
    const location = res.headers.get('location');
    if (location?.startsWith(SITE)) return location;
    if (location) {
      res = await go(new URL(location, issuer).href);
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt: 'consent' };
    res = await go(new URL(action, issuer).href, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error('The provider never sent the browser back');
}

const flowCookieOf = (res: { headers: Record<string, unknown> }) =>
  (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('snipstack_oidc='))!.split(';')[0];

/** The whole flow as a browser does it; answers the callback's answer. */
async function signInWithProvider(login: string) {
  const start = await t.http().get('/api/auth/oidc/test/start');
  expect(start.status).toBe(302);
  const back = await atTheProvider(start.headers.location as string, login);
  return t.http().get(back.slice(SITE.length)).set('cookie', flowCookieOf(start));
}

async function sessionAfter(callback: { headers: Record<string, unknown> }): Promise<Member> {
  const refreshed = await t.http().post('/api/auth/builtin/refresh').set('cookie', refreshCookieOf(callback));
  expect(refreshed.status).toBe(200);
  return { token: refreshed.body.accessToken } as Member;
}

const identitiesOf = async (userId: string) =>
  (
    (await dbOf(t).execute(sql`SELECT provider FROM user_identities WHERE user_id = ${userId} ORDER BY provider`)) as unknown as {
      rows: { provider: string }[];
    }
  ).rows.map((r) => r.provider);

it('lists the configured providers', async () => {
  const res = await t.http().get('/api/auth/oidc/providers');
  expect(res.body).toEqual([
    { id: 'test', label: 'Test SSO', type: 'oidc' },
    { id: 'down', label: 'down', type: 'oidc' },
  ]);
});

it('sends the browser to the provider with PKCE, state and nonce', async () => {
  const start = await t.http().get('/api/auth/oidc/test/start');
  const url = new URL(start.headers.location as string);
  expect(url.origin).toBe(issuer);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge_method: 'S256',
    scope: 'openid email profile',
  });
  for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
  expect(start.headers['set-cookie'][0]).toMatch(/^snipstack_oidc=[\w.-]+; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax; Max-Age=600$/);
});

it('signs in a new member with a verified email, who can write', async () => {
  const login = uniqueName('sso');
  const callback = await signInWithProvider(login);
  expect(callback.status).toBe(302);
  expect(callback.headers.location).toBe(`${SITE}/login?signed-in=provider`);
  const member = await sessionAfter(callback);
  const me = await t.http().get('/api/users').set(bearer(member));
  expect(me.body).toMatchObject({ email: `${login}@example.com`.toLowerCase(), username: login });
  expect(await identitiesOf(me.body.id)).toEqual(['oidc:test']);
  expect((await postGroup(t, member)).id).toBeTruthy();

  // Again: the same member.
  const again = await sessionAfter(await signInWithProvider(login));
  expect((await t.http().get('/api/users').set(bearer(again))).body.id).toBe(me.body.id);
});

it('links the provider to the existing member of the same verified email', async () => {
  const existing = await verifiedMember(t, 'linked');
  const login = existing.email.split('@')[0];
  const member = await sessionAfter(await signInWithProvider(login));
  expect((await t.http().get('/api/users').set(bearer(member))).body.id).toBe(existing.id);
  expect(await identitiesOf(existing.id)).toEqual(['oidc:test', 'password']);
});

it("gives the role of the member's group at the provider", async () => {
  for (const [prefix, role] of [
    ['admin', 'admin'],
    ['mod', 'moderator'],
    ['plain', 'user'],
  ]) {
    const member = await sessionAfter(await signInWithProvider(uniqueName(prefix)));
    expect((await t.http().get('/api/users').set(bearer(member))).body.role).toBe(role);
  }
});

it('refuses an email the provider has not verified', async () => {
  const callback = await signInWithProvider(uniqueName('unverified'));
  expect(callback.headers.location).toBe(`${SITE}/login?sign-in-error=unverified`);
  expect(String(callback.headers['set-cookie'])).not.toContain('snipstack_refresh=ssr_');
});

it('refuses a callback without its flow cookie, or with the flow of another sign-in', async () => {
  const start = await t.http().get('/api/auth/oidc/test/start');
  const back = await atTheProvider(start.headers.location as string, uniqueName('sso'));
  const withoutCookie = await t.http().get(back.slice(SITE.length));
  expect(withoutCookie.headers.location).toBe(`${SITE}/login?sign-in-error=flow`);
  const other = await t.http().get('/api/auth/oidc/test/start');
  const mixedUp = await t.http().get(back.slice(SITE.length)).set('cookie', flowCookieOf(other));
  expect(mixedUp.headers.location).toBe(`${SITE}/login?sign-in-error=provider`);
  // The code still works once with its own flow... and only once.
  expect((await t.http().get(back.slice(SITE.length)).set('cookie', flowCookieOf(start))).headers.location).toBe(
    `${SITE}/login?signed-in=provider`,
  );
  expect((await t.http().get(back.slice(SITE.length)).set('cookie', flowCookieOf(start))).headers.location).toBe(
    `${SITE}/login?sign-in-error=provider`,
  );
});

it('answers 404 for an unknown provider and 503 while a provider does not answer', async () => {
  expect((await t.http().get('/api/auth/oidc/nope/start')).status).toBe(404);
  const down = await t.http().get('/api/auth/oidc/down/start');
  expect(down.status).toBe(503);
  expect(down.headers['retry-after']).toBe('5');
});
