/**
 * Who may call the passkey routes on a builtin site (the main matrix runs on a Firebase site, where
 * they answer 404): anonymous callers, the member, another member and the member's personal API
 * token. A refused call changes nothing in the passkeys' tables. Then bad input to each route, and
 * the sign-in rate limit on the ceremonies.
 */
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import { type CreationOptions, type RequestOptions, SoftwareAuthenticator } from '../support/software-authenticator';
import { type BuiltinApp, type BuiltinMember, startBuiltinApp, verifiedMember, writeApiToken } from './builtin-app';

const SITE = 'http://snipstack.test';
const AUTH_LIMIT = 40;
let t: BuiltinApp;
let member: BuiltinMember;
let other: BuiltinMember;
let apiToken: string;
const authenticator = new SoftwareAuthenticator(SITE);

beforeAll(async () => {
  t = await startBuiltinApp({ PUBLIC_URL: SITE, RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT) });
  member = await verifiedMember(t, 'pkauthz');
  other = await verifiedMember(t, 'pkauthz2');
  apiToken = await writeApiToken(t, member);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The passkeys' tables and the sessions, summed up: a refused call must leave them as they were. */
async function passkeysDigest(): Promise<string> {
  const result = await dbOf(t).execute(sql`
    SELECT (SELECT string_agg(id::text || counter::text || coalesce(last_used_at::text, ''), ',' ORDER BY id) FROM passkeys) AS passkeys,
           (SELECT string_agg(challenge_hash, ',' ORDER BY challenge_hash) FROM passkey_challenges) AS challenges,
           (SELECT count(*) FROM user_identities) AS identities,
           (SELECT count(*) FROM refresh_tokens) AS sessions`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

type Caller = 'anonymous' | 'member' | 'another member' | 'api token';
const CALLERS: Caller[] = ['anonymous', 'api token', 'another member', 'member'];

async function memberOptions(): Promise<CreationOptions> {
  return (await t.http().post('/api/auth/passkeys/registration-options').set(bearer(member)).send({})).body as CreationOptions;
}
async function signInOptions(): Promise<RequestOptions> {
  return (await t.http().post('/api/auth/passkeys/sign-in-options').send({})).body as RequestOptions;
}
async function memberPasskey(): Promise<string> {
  const res = await t
    .http()
    .post('/api/auth/passkeys')
    .set(bearer(member))
    .send({ name: 'Laptop', credential: authenticator.register(await memberOptions()) });
  if (res.status !== 201) throw new Error(`Adding a passkey answered ${res.status}`);
  return (res.body as { id: string }).id;
}

interface Row {
  operation: string;
  /** The call: method, path and body, made just before it is sent. */
  call: () => Promise<{ method: 'get' | 'post' | 'delete'; path: string; body?: object }>;
  expect: Record<Caller, number>;
}

const MEMBERS_ONLY = { anonymous: 401, 'api token': 403 };
const ROWS: Row[] = [
  {
    operation: 'GET /api/auth/passkeys',
    call: () => Promise.resolve({ method: 'get', path: '/api/auth/passkeys' }),
    expect: { ...MEMBERS_ONLY, 'another member': 200, member: 200 },
  },
  {
    operation: 'POST /api/auth/passkeys/registration-options',
    call: () => Promise.resolve({ method: 'post', path: '/api/auth/passkeys/registration-options', body: {} }),
    expect: { ...MEMBERS_ONLY, 'another member': 200, member: 200 },
  },
  {
    // The member's own options answered: another member has no challenge of theirs to use (400).
    operation: 'POST /api/auth/passkeys',
    call: async () => ({
      method: 'post',
      path: '/api/auth/passkeys',
      body: { name: 'Phone', credential: authenticator.register(await memberOptions()) },
    }),
    expect: { ...MEMBERS_ONLY, 'another member': 400, member: 201 },
  },
  {
    operation: 'DELETE /api/auth/passkeys/{id}',
    call: async () => ({ method: 'delete', path: `/api/auth/passkeys/${await memberPasskey()}` }),
    expect: { ...MEMBERS_ONLY, 'another member': 404, member: 200 },
  },
  {
    operation: 'POST /api/auth/passkeys/sign-in-options',
    call: () => Promise.resolve({ method: 'post', path: '/api/auth/passkeys/sign-in-options', body: {} }),
    expect: { anonymous: 200, 'api token': 200, 'another member': 200, member: 200 },
  },
  {
    operation: 'POST /api/auth/passkeys/sign-in',
    call: async () => ({
      method: 'post',
      path: '/api/auth/passkeys/sign-in',
      body: { credential: authenticator.authenticate(await signInOptions(), { credential: authenticator.credentials[0] }) },
    }),
    expect: { anonymous: 200, 'api token': 200, 'another member': 200, member: 200 },
  },
];

describe.each(ROWS)('$operation', ({ call, expect: expected }) => {
  it.each(CALLERS)('as %s', async (caller) => {
    if (authenticator.credentials.length === 0) await memberPasskey();
    const { method, path, body } = await call();
    const before = await passkeysDigest();
    let req = t.http()[method](path);
    if (caller === 'member') req = req.set(bearer(member));
    if (caller === 'another member') req = req.set(bearer(other));
    if (caller === 'api token') req = req.set(bearer({ token: apiToken }));
    const res = body === undefined ? await req : await req.send(body);
    expect(res.status).toBe(expected[caller]);
    if (res.status >= 400) {
      expect(await passkeysDigest()).toBe(before);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('bad input to the passkey routes', () => {
  const scratch = new SoftwareAuthenticator(SITE);
  const registration = () => scratch.register({ challenge: 'AAAA', rp: { name: 'x' }, user: { id: 'dQ', name: 'u', displayName: 'u' } });
  const assertion = () => ({
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  });
  const withResponse = (answer: { response: object }, change: object) => ({ ...answer, response: { ...answer.response, ...change } });

  const ADD: [string, () => unknown][] = [
    ['an empty body', () => ({})],
    ['no credential', () => ({ name: 'Laptop' })],
    ['a blank name', () => ({ name: '   ', credential: registration() })],
    ['a name of 61 characters', () => ({ name: 'x'.repeat(61), credential: registration() })],
    ['a credential that is a text', () => ({ name: 'Laptop', credential: 'x' })],
    ['a credential that is an array', () => ({ name: 'Laptop', credential: [registration()] })],
    ['no response', () => ({ name: 'Laptop', credential: { ...registration(), response: undefined } })],
    ['an id that is not base64url', () => ({ name: 'Laptop', credential: { ...registration(), id: 'a+b/c=' } })],
    ['a type that is not public-key', () => ({ name: 'Laptop', credential: { ...registration(), type: 'password' } })],
    ['an unknown field', () => ({ name: 'Laptop', credential: { ...registration(), extra: 1 } })],
    ['an unknown field in the response', () => ({ name: 'Laptop', credential: withResponse(registration(), { extra: 'x' }) })],
    ['a huge attestation', () => ({ name: 'Laptop', credential: withResponse(registration(), { attestationObject: 'A'.repeat(16385) }) })],
    ['transports that are not a list', () => ({ name: 'Laptop', credential: withResponse(registration(), { transports: 'usb' }) })],
    ['eleven transports', () => ({ name: 'Laptop', credential: withResponse(registration(), { transports: Array(11).fill('usb') }) })],
    ['a text algorithm', () => ({ name: 'Laptop', credential: withResponse(registration(), { publicKeyAlgorithm: 'ES256' }) })],
    [
      'a credProps that is not true or false',
      () => ({ name: 'Laptop', credential: { ...registration(), clientExtensionResults: { credProps: { rk: 'yes' } } } }),
    ],
    ['an unknown extension', () => ({ name: 'Laptop', credential: { ...registration(), clientExtensionResults: { prf: {} } } })],
    [
      'a clientDataJSON that is not JSON',
      () => ({ name: 'Laptop', credential: withResponse(registration(), { clientDataJSON: 'bm90IGpzb24' }) }),
    ],
  ];
  it.each(ADD)('adding a passkey refuses %s with a translated 400', async (_, body) => {
    const before = await passkeysDigest();
    const res = await t
      .http()
      .post('/api/auth/passkeys')
      .set(bearer(member))
      .set('accept-language', 'es-ES')
      .send(body() as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.message).not.toMatch(/^(auth|passkeys|validation|errors)\./);
    expect(await passkeysDigest()).toBe(before);
  });

  const SIGN_IN: [string, () => unknown][] = [
    ['an empty body', () => ({})],
    ['a credential that is null', () => ({ credential: null })],
    ['no signature', () => ({ credential: withResponse(assertion(), { signature: undefined }) })],
    ['a signature that is a number', () => ({ credential: withResponse(assertion(), { signature: 12 }) })],
    ['a user handle of 129 characters', () => ({ credential: withResponse(assertion(), { userHandle: 'A'.repeat(129) }) })],
    ['an attachment that is not one of WebAuthn', () => ({ credential: { ...assertion(), authenticatorAttachment: 'pocket' } })],
    ['a clientDataJSON with no challenge', () => ({ credential: withResponse(assertion(), { clientDataJSON: 'e30' }) })],
  ];
  it.each(SIGN_IN)('signing in refuses %s with a translated 400', async (_, body) => {
    const before = await passkeysDigest();
    const res = await t
      .http()
      .post('/api/auth/passkeys/sign-in')
      .set('accept-language', 'es-ES')
      .send(body() as object);
    expect(res.status).toBe(400);
    expect(res.body.message).not.toMatch(/^(auth|passkeys|validation|errors)\./);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await passkeysDigest()).toBe(before);
  });

  it.each(['not-an-id', '12', "1' OR '1'='1"])('deleting refuses the id %j with 400', async (id) => {
    const res = await t
      .http()
      .delete(`/api/auth/passkeys/${encodeURIComponent(id)}`)
      .set(bearer(member));
    expect(res.status).toBe(400);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.http().post('/api/auth/passkeys/sign-in').set('content-type', 'application/json').send('{"credential":');
    expect(res.status).toBe(400);
  });
});

describe('the sign-in rate limit', () => {
  it.each([
    ['sign-in options', () => t.http().post('/api/auth/passkeys/sign-in-options').send({})],
    ['sign-in', () => t.http().post('/api/auth/passkeys/sign-in').send({})],
    ['registration options', () => t.http().post('/api/auth/passkeys/registration-options').set(bearer(other)).send({})],
  ])('limits the %s per client address like the other sign-in calls', async (_, call) => {
    let res = await call();
    expect(res.headers['x-ratelimit-limit']).toBe(String(AUTH_LIMIT));
    for (let i = 0; i <= AUTH_LIMIT && res.status !== 429; i++) res = await call();
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
