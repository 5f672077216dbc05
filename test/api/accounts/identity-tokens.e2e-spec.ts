import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer, createMember, uniqueEmail } from '../support/identity';
import { EMULATOR_HOST, PROJECT, emulatorCall } from '../../support/emulator';

/**
 * Identity tokens (issue 11, items 1 and 3): forged, expired and foreign tokens are 401 in both modes
 * the code supports (the Auth emulator and a real Firebase project, offline here); the emulator's
 * unsigned tokens never decide email, verification or role; an identity service that does not answer
 * is a 503 that recovers by itself.
 */

const root = resolve(__dirname, '../..', '..');
const TOKEN_INVALID = { statusCode: 401, message: 'Your session is not valid or has expired. Please sign in again', error: 'Unauthorized' };
const IDENTITY_DOWN = {
  statusCode: 503,
  message: 'Sign-in is not available right now. Please try again in a moment',
  error: 'Service Unavailable',
};
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token's claims for `project`, as Firebase issues them; `overrides` forge or spoil them. */
function claims(project: string, uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // Not before the user's creation: the identity service refuses tokens older than the account.
  const issuedAt = now();
  return {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: issuedAt + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
}

/** An unsigned (alg: none) token, as the emulator issues them: anyone can write one. */
const unsigned = (payload: Record<string, unknown>) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;

const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

async function timed<T>(work: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await work;
  return { res, ms: Date.now() - started };
}

describe('emulator mode', () => {
  const adminEmail = uniqueEmail('tokens-admin');
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ ADMIN_EMAILS: adminEmail });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("accepts the emulator's own tokens, with the email of the user record", async () => {
    const member = await createMember();
    const res = await t.http().get('/api/users').set(bearer(member)).expect(200);
    expect(res.body).toMatchObject({ email: member.email, role: 'user' });
    const admin = await createMember({ email: adminEmail });
    expect((await t.http().get('/api/users').set(bearer(admin)).expect(200)).body).toMatchObject({ email: adminEmail, role: 'admin' });
  });

  it('never makes an admin of an unsigned token that claims an ADMIN_EMAILS address', async () => {
    const member = await createMember();
    const forged = unsigned(claims(PROJECT, member.uid, { email: adminEmail, email_verified: true }));
    const first = await t.http().get('/api/users').set(authorization(forged)).expect(200);
    expect(first.body).toMatchObject({ email: member.email, role: 'user' });
    // Nor later, once the member exists.
    const again = await t.http().get('/api/users').set(authorization(forged)).expect(200);
    expect(again.body).toMatchObject({ email: member.email, role: 'user' });
  });

  it("never hands a member's account to an unsigned token that claims their email", async () => {
    const victim = await memberWithId(t);
    const attacker = await createMember();
    const forged = unsigned(claims(PROJECT, attacker.uid, { email: victim.email, email_verified: true }));
    const res = await t.http().get('/api/users').set(authorization(forged)).expect(200);
    expect(res.body.id).not.toBe(victim.id);
    expect(res.body.email).toBe(attacker.email);
    expect((await t.http().get('/api/users').set(bearer(victim)).expect(200)).body).toMatchObject({ id: victim.id, email: victim.email });
  });

  it('refuses writes from an unverified account whose unsigned token claims a verified email', async () => {
    const member = await createMember({ verified: false });
    const forged = unsigned(claims(PROJECT, member.uid, { email: member.email, email_verified: true }));
    const res = await t
      .http()
      .patch('/api/users/change-username')
      .set(authorization(forged))
      .send({ username: `forged${now()}` });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Email must be verified before login', error: 'Forbidden' });
  });

  it('answers 401 with the error shape for expired, foreign, malformed and unknown-user tokens', async () => {
    const member = await createMember();
    const disabled = await createMember();
    await emulatorCall(
      `/projects/${PROJECT}/accounts:update`,
      { localId: disabled.uid, disableUser: true },
      { authorization: 'Bearer owner' },
    );
    const tokens: Record<string, string> = {
      expired: unsigned(claims(PROJECT, member.uid, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })),
      'wrong audience': unsigned(claims(PROJECT, member.uid, { aud: 'another-project' })),
      'wrong issuer': unsigned(claims(PROJECT, member.uid, { iss: 'https://securetoken.google.com/another-project' })),
      garbage: 'garbage',
      'three garbage parts': 'a.b.c',
      'unknown uid': unsigned(claims(PROJECT, `no-such-user-${now()}`, { email: member.email, email_verified: true })),
      'disabled user': disabled.token,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await t.http().get('/api/users').set(authorization(token));
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 401, body: TOKEN_INVALID });
    }
  });
});

describe('real Firebase project mode (offline)', () => {
  const project = 'snipstack-offline-test';
  const adminEmail = uniqueEmail('offline-admin');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signed = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid: 'test-key' }) => {
    const data = `${base64url(header)}.${base64url(payload)}`;
    return `${data}.${sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`;
  };
  let t: TestApp;
  let uid: string;
  beforeAll(async () => {
    // A user of that project in the emulator: if the app fell back to the emulator's unsigned tokens
    // (FIREBASE_AUTH_EMULATOR_HOST is still in this process's environment), forged tokens would pass.
    ({ localId: uid } = await emulatorCall<{ localId: string }>(
      `/projects/${project}/accounts`,
      { email: adminEmail, password: 'Passw0rd1', emailVerified: true },
      { authorization: 'Bearer owner' },
    ));
    t = await startApp({
      FIREBASE_PROJECT_ID: project,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_API_KEY: 'test-api-key',
      ADMIN_EMAILS: adminEmail,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 at once, without asking Google, for unsigned, expired, foreign and malformed tokens', async () => {
    const tokens: Record<string, string> = {
      'unsigned with forged admin claims': unsigned(claims(project, uid, { email: adminEmail, email_verified: true })),
      'unsigned with a kid': `${base64url({ alg: 'none', typ: 'JWT', kid: 'test-key' })}.${base64url(claims(project, uid))}.`,
      'HS256 with a kid': `${base64url({ alg: 'HS256', typ: 'JWT', kid: 'test-key' })}.${base64url(claims(project, uid))}.c2lnbmF0dXJl`,
      expired: signed(claims(project, uid, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })),
      'wrong audience': signed(claims(project, uid, { aud: 'another-project' })),
      'wrong issuer': signed(claims(project, uid, { iss: `https://securetoken.google.com/another-project` })),
      'an emulator token': unsigned(claims(PROJECT, uid)),
      garbage: 'garbage',
    };
    for (const [name, token] of Object.entries(tokens)) {
      const { res, ms } = await timed(t.http().get('/api/users').set(authorization(token)));
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 401, body: TOKEN_INVALID });
      expect({ name, ms: ms < 2000 }).toEqual({ name, ms: true });
    }
  });

  it("answers a well-formed token whose signature needs Google's certificates quickly, 401 or 503", async () => {
    // Where Google cannot be reached, 503 (try again); where it can, the unknown key id makes it 401.
    const googleResolves = await lookup('www.googleapis.com').then(
      () => true,
      () => false,
    );
    const { res, ms } = await timed(
      t
        .http()
        .get('/api/users')
        .set(authorization(signed(claims(project, uid)))),
    );
    expect(googleResolves ? [401, 503] : [503]).toContain(res.status);
    expect(res.body).toEqual(res.status === 401 ? TOKEN_INVALID : IDENTITY_DOWN);
    if (res.status === 503) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(8000);
  });
});

/** A TCP relay to the emulator that can be stopped and started again on the same port. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const [host, port] = EMULATOR_HOST.split(':');
    const server = createServer((client) => {
      const upstream = connect(Number(port), host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(this.port, '127.0.0.1', () => resolveListen());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolveClose) => server.close(resolveClose));
  }
}

describe('identity service down', () => {
  const relay = new Relay();
  let t: TestApp;
  beforeAll(async () => {
    await relay.start();
    t = await startApp({ FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${relay.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await relay.stop();
  });

  it('answers 503 with a translated message and Retry-After, and recovers by itself', async () => {
    const member = await createMember();
    await t.http().get('/api/users').set(bearer(member)).expect(200);

    await relay.stop();
    const down = await t.http().get('/api/users').set(bearer(member));
    expect(down.status).toBe(503);
    expect(down.body).toEqual(IDENTITY_DOWN);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    const spanish = await t
      .http()
      .patch('/api/users/change-username')
      .set(bearer(member))
      .set('Accept-Language', 'es-ES')
      .send({ username: `down${now()}` });
    expect(spanish.status).toBe(503);
    expect(spanish.body.message).toBe('El inicio de sesión no está disponible en este momento. Vuelve a intentarlo en unos instantes');
    // A call that needs the identity service after the guard (registration) answers the same.
    const register = await t
      .http()
      .post('/api/auth/register')
      .send({ email: uniqueEmail('down'), username: `down${now()}`, password: 'Passw0rd1', repeatPassword: 'Passw0rd1' });
    expect(register.status).toBe(503);
    expect(Number(register.headers['retry-after'])).toBeGreaterThan(0);
    // Public routes still answer, as anonymous.
    await t.http().get('/api/public/technologies').set(bearer(member)).expect(200);

    await relay.start();
    await t.http().get('/api/users').set(bearer(member)).expect(200);
  });
});

describe('start-up in emulator mode', () => {
  const main = resolve(root, 'backend/dist/main.js');
  const runMain = (env: Record<string, string>) =>
    spawnSync(process.execPath, [main], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: PROJECT, ...env },
      encoding: 'utf8',
      timeout: 30000,
    });

  it('refuses NODE_ENV=production with one clear line and exit code 1', () => {
    const result = runMain({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: NODE_ENV=production with the Firebase Auth emulator, whose tokens anyone can forge: configure a real FIREBASE_PROJECT_ID, or set ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1 on a machine nobody else can reach',
    );
  });

  it('says loudly that it is for development only, also with the production override', () => {
    // An unreachable database stops the start right after the warning.
    const result = runMain({
      NODE_ENV: 'production',
      ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('DEVELOPMENT ONLY');
    expect(result.stdout).toContain(`Firebase Auth emulator at http://${EMULATOR_HOST}`);
    expect(result.stdout).toContain('anyone who can reach this server can sign in as any user');
    expect(result.stdout).toContain('Listening on 127.0.0.1 only');
    // A failed start is still one line on stderr.
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
