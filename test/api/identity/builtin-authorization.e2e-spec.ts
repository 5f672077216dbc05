/**
 * Who may call the built-in accounts' routes on a builtin site (the main matrix runs on a Firebase
 * site, where they answer 404): anonymous callers, a signed-in member, and the member's personal API
 * token. A refused call changes nothing in the accounts' tables.
 */
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import { type BuiltinApp, type BuiltinMember, startBuiltinApp, uniqueName, verifiedMember } from './builtin-app';

let t: BuiltinApp;
let member: BuiltinMember;
let apiToken: string;

beforeAll(async () => {
  t = await startBuiltinApp();
  member = await verifiedMember(t, 'authz');
  const made = await t
    .http()
    .post('/api/api-tokens')
    .set(bearer(member))
    .send({ name: uniqueName('token'), scope: 'write', expiresInDays: 30 });
  if (made.status !== 201) throw new Error(`Making an API token answered ${made.status}`);
  apiToken = (made.body as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The accounts' tables, summed up: a refused call must leave them as they were. */
async function accountsDigest(): Promise<string> {
  const rows = await dbOf(t).execute(sql`
    SELECT (SELECT count(*) FROM local_accounts) AS accounts,
           (SELECT coalesce(sum(session_generation), 0) FROM local_accounts) AS generations,
           (SELECT count(*) FROM refresh_tokens) AS tokens,
           (SELECT count(*) FROM refresh_tokens WHERE revoked_at IS NOT NULL) AS revoked,
           (SELECT count(*) FROM auth_links) AS links,
           (SELECT string_agg(password_hash, ',' ORDER BY user_id) FROM local_accounts) AS hashes,
           (SELECT string_agg(email, ',' ORDER BY id) FROM users) AS emails`);
  return JSON.stringify((rows as unknown as { rows: unknown[] }).rows[0]);
}

type Caller = 'anonymous' | 'member' | 'api token';
const MEMBER_ROUTES: { path: string; body: () => object; expect: Record<Caller, number> }[] = [
  { path: 'log-out-everywhere', body: () => ({}), expect: { anonymous: 401, 'api token': 403, member: 200 } },
  {
    path: 'change-email',
    body: () => ({ email: `${uniqueName('c')}@example.com` }),
    expect: { anonymous: 401, 'api token': 403, member: 200 },
  },
  {
    path: 'change-password',
    body: () => ({ password: 'Chang3dPass', repeatPassword: 'Chang3dPass' }),
    expect: { anonymous: 401, 'api token': 403, member: 200 },
  },
];

describe.each(MEMBER_ROUTES)('POST /api/auth/builtin/$path', ({ path, body, expect: expected }) => {
  it.each(['anonymous', 'api token', 'member'] as Caller[])('as %s', async (caller) => {
    const before = await accountsDigest();
    let req = t.http().post(`/api/auth/builtin/${path}`);
    if (caller === 'member') req = req.set(bearer(member));
    if (caller === 'api token') req = req.set(bearer({ token: apiToken }));
    const res = await req.send(body());
    expect(res.status).toBe(expected[caller]);
    if (res.status >= 400) expect(await accountsDigest()).toBe(before);
    // The member signs in again after a call that ended their sessions.
    if (caller === 'member' && path === 'log-out-everywhere') member = { ...member, ...(await signInAgain()) };
    // A password change ends the other sessions; this one goes on with the access token answered.
    if (caller === 'member' && path === 'change-password') member = { ...member, password: 'Chang3dPass', token: res.body.accessToken };
  });
});

async function signInAgain(): Promise<Pick<BuiltinMember, 'token' | 'cookie'>> {
  const res = await t.http().post('/api/auth/builtin/sign-in').send({ email: member.email, password: member.password });
  return { token: (res.body as { accessToken: string }).accessToken, cookie: String(res.headers['set-cookie']) };
}

describe('the public routes', () => {
  it.each([
    ['sign-in', { email: 'nobody@example.com', password: 'Wrong1234' }, 401],
    ['refresh', {}, 401],
    ['log-out', {}, 200],
    ['verify-email', { token: 'x'.repeat(43) }, 400],
    ['resend-verification', { email: 'nobody@example.com' }, 200],
    ['forgot-password', { email: 'nobody@example.com' }, 200],
    ['reset-password', { token: 'x'.repeat(43), password: 'Passw0rd1', repeatPassword: 'Passw0rd1' }, 400],
    ['confirm-email', { token: 'x'.repeat(43) }, 400],
    ['email-link/sign-in', { token: 'x'.repeat(43) }, 400],
  ] as const)('%s answers anonymous callers and changes nothing for an unknown address or link', async (path, body, status) => {
    const before = await accountsDigest();
    const res = await t.http().post(`/api/auth/builtin/${path}`).send(body);
    expect(res.status).toBe(status);
    expect(await accountsDigest()).toBe(before);
  });

  it('email-link answers anonymous callers and writes nothing but the sign-in link', async () => {
    const before = JSON.parse(await accountsDigest()) as Record<string, unknown>;
    const res = await t
      .http()
      .post('/api/auth/builtin/email-link')
      .send({ email: `${uniqueName('nobody')}@example.com` });
    expect(res.status).toBe(200);
    const { links: linksAfter, ...after } = JSON.parse(await accountsDigest()) as Record<string, unknown>;
    const { links: linksBefore, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(Number(linksAfter)).toBe(Number(linksBefore) + 1);
  });

  it('refuses a suspended member nothing they need to sign in, and still refuses their writes', async () => {
    const suspended = await verifiedMember(t, 'susp');
    await dbOf(t).execute(sql`UPDATE users SET suspended_at = now(), suspension_reason = 'test' WHERE id = ${suspended.id}`);
    const signedIn = await t.http().post('/api/auth/builtin/sign-in').send({ email: suspended.email, password: suspended.password });
    expect(signedIn.status).toBe(200);
    const write = await t
      .http()
      .post('/api/auth/builtin/change-email')
      .set(bearer({ token: (signedIn.body as { accessToken: string }).accessToken }))
      .send({ email: `${uniqueName('s')}@example.com` });
    expect(write.status).toBe(403);
  });
});

describe('bad input to the built-in routes', () => {
  const BAD: [string, unknown][] = [
    ['sign-in', {}],
    ['sign-in', { email: 'not-an-email', password: 'x' }],
    ['sign-in', { email: 'a@example.com', password: 'x'.repeat(129) }],
    ['sign-in', { email: 'a@example.com', password: 12 }],
    ['sign-in', { email: 'a@example.com', password: 'x', extra: true }],
    ['verify-email', {}],
    ['verify-email', { token: 'x'.repeat(201) }],
    ['verify-email', { token: ['x'] }],
    ['resend-verification', { email: '' }],
    ['forgot-password', { email: 'x'.repeat(300) + '@example.com' }],
    ['reset-password', { token: 'x' }],
    ['reset-password', { token: 'x', password: 'weak', repeatPassword: 'weak' }],
    ['confirm-email', { token: null }],
    ['email-link', {}],
    ['email-link', { email: 'not-an-email' }],
    ['email-link', { email: 'a@example.com', extra: 1 }],
    ['email-link/sign-in', {}],
    ['email-link/sign-in', { token: 'x'.repeat(201) }],
    ['email-link/sign-in', { token: 7 }],
  ];
  it.each(BAD)('%s refuses %j with a translated 400', async (path, body) => {
    const res = await t
      .http()
      .post(`/api/auth/builtin/${path}`)
      .set('accept-language', 'es-ES')
      .send(body as object);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).not.toMatch(/^(auth|validation|errors)\./);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.http().post('/api/auth/builtin/sign-in').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
  });

  it.each(['change-email', 'change-password'])('%s refuses bad input from a member with 400', async (path) => {
    const res = await t.http().post(`/api/auth/builtin/${path}`).set(bearer(member)).send({ email: 'nope', password: 'weak' });
    expect(res.status).toBe(400);
  });
});
