import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OFFICIAL_TECHNOLOGIES } from '../../../backend/src/database/official-technologies';
import { startApp, type TestApp } from '../support/app';
import { freshPgliteDir } from '../support/pglite';
import { bearer, createMember, uniqueEmail } from '../support/identity';

const root = resolve(__dirname, '../..', '..');
let t: TestApp;
const adminEmail = uniqueEmail('admin');
const unverifiedAdminEmail = uniqueEmail('unverified-admin');

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: `${adminEmail},${unverifiedAdminEmail}` });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('reports the database and the identity service up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up', detail: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      identity: { status: 'up', detail: 'firebase-auth' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Readiness is the same check; liveness checks nothing but the process.
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual(res.body);
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('is not ready while the identity service is down, and still alive', async () => {
    // An instance of its own (a database of its own: never a second process on the suite's one) whose
    // Auth emulator address answers nothing (port 1 is never listened on here).
    const down = await startApp({
      DATABASE_URL: '',
      PGLITE_DIR: await freshPgliteDir('health-down'),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    });
    try {
      const ready = await down.http().get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'error', database: { status: 'up' }, identity: { status: 'down' } });
      await down.http().get('/api/health').expect(503);
      expect((await down.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/public/technologies', () => {
  it('lists at least 30 official technologies by name, each with a use and an icon that is served', async () => {
    const res = await t.http().get('/api/public/technologies').expect(200);
    const list = res.body as { id: string; name: string; use: string; imageURL: string; isCustom: boolean; language: string }[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    const names = list.map((tech) => tech.name);
    expect(names).toEqual(expect.arrayContaining(['TypeScript', 'Python', 'Go', 'Rust', 'PostgreSQL', 'Docker']));
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    for (const tech of list) {
      expect(tech.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(tech.isCustom).toBe(false);
    }
    // The seeded ones (other suites may have approved more) carry a use and a local icon.
    const seeded = list.filter((tech) => OFFICIAL_TECHNOLOGIES.some((o) => o.name === tech.name));
    expect(seeded).toHaveLength(OFFICIAL_TECHNOLOGIES.length);
    for (const tech of seeded) {
      expect(tech.use.length).toBeGreaterThan(5);
      expect(tech.imageURL).toMatch(/^\/static\/tech-icons\/[a-z]+\.svg$/);
    }
    const icon = await t.http().get(seeded[0].imageURL).expect(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers the same list anonymously and with a token (public route)', async () => {
    const member = await createMember();
    const anonymous = await t.http().get('/api/public/technologies').expect(200);
    const signedIn = await t.http().get('/api/public/technologies').set(bearer(member)).expect(200);
    expect(signedIn.body).toEqual(anonymous.body);
  });
});

describe('GET /api/users/', () => {
  it('answers 401 without a token, in the caller language', async () => {
    const en = await t.http().get('/api/users/').expect(401);
    expect(en.body).toEqual({ statusCode: 401, message: 'You need to sign in to do this', error: 'Unauthorized' });
    const es = await t.http().get('/api/users/').set('Accept-Language', 'es-ES').expect(401);
    expect(es.body.message).toBe('Necesitas iniciar sesión para hacer esto');
  });

  it('answers 401 for a forged or malformed token', async () => {
    const res = await t.http().get('/api/users/').set('authorization', 'Bearer not.a.token').expect(401);
    expect(res.body.message).toBe('Your session is not valid or has expired. Please sign in again');
  });

  it('creates the member on the first call with a verified token and answers the same member afterwards', async () => {
    // A display name no other suite uses (bad-input sends the OpenAPI example `ada.lovelace` as a username).
    const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const member = await createMember({ displayName: `Ada Lovelace ${tag}` });
    const first = await t.http().get('/api/users/').set(bearer(member)).expect(200);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: member.email,
      username: `Ada.Lovelace.${tag}`,
      imageUrl: '',
      role: 'user',
      suspension: null,
      following: [],
    });
    const second = await t.http().get('/api/users').set(bearer(member)).expect(200);
    expect(second.body).toEqual(first.body);
  });

  it('gives two members with the same display name different usernames', async () => {
    const a = await createMember({ displayName: 'Same Name' });
    const b = await createMember({ displayName: 'Same Name' });
    const [ra, rb] = [await t.http().get('/api/users/').set(bearer(a)), await t.http().get('/api/users/').set(bearer(b))];
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(ra.body.username).not.toBe(rb.body.username);
    expect(rb.body.username).toMatch(/^[A-Za-z0-9_.-]{3,30}$/);
  });

  it('makes members listed in ADMIN_EMAILS admins', async () => {
    const admin = await createMember({ email: adminEmail });
    const res = await t.http().get('/api/users/').set(bearer(admin)).expect(200);
    expect(res.body.role).toBe('admin');
  });

  it('does not make an unverified ADMIN_EMAILS address an admin', async () => {
    const member = await createMember({ email: unverifiedAdminEmail, verified: false });
    const res = await t.http().get('/api/users/').set(bearer(member)).expect(200);
    expect(res.body.role).toBe('user');
  });
});

describe('errors', () => {
  it('answers unknown API routes with the error shape, translated', async () => {
    const res = await t.http().get('/api/does-not-exist').set('Accept-Language', 'es-ES,es;q=0.9').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'No hay nada en /api/does-not-exist', error: 'Not Found' });
    expect(res.headers['content-language']).toBe('es-ES');
  });

  it('falls back to en-EN for languages it does not speak', async () => {
    const res = await t.http().get('/api/nope').set('Accept-Language', 'fr-FR').expect(404);
    expect(res.body.message).toBe('There is nothing at /api/nope');
  });

  it('sends security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('serves at /api/docs-json exactly the committed openapi/openapi.json', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync(resolve(root, 'openapi/openapi.json'), 'utf8'));
    expect(res.body).toEqual(committed);
    expect(Object.keys(committed.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/public/technologies', '/api/users']));
  });
});

describe('start-up configuration', () => {
  const main = resolve(root, 'backend/dist/main.js');
  const runMain = (env: Record<string, string>) =>
    spawnSync(process.execPath, [main], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30000 });

  it('refuses a bad PORT with one clear line and exit code 1', () => {
    const result = runMain({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Configuration error: PORT must be a port number between 1 and 65535 (got "abc")');
  });

  it('refuses a bad DATABASE_URL with one clear line and exit code 1', () => {
    const result = runMain({ DATABASE_URL: 'mysql://localhost/snipstack' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Configuration error: DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('refuses an unreachable database with one clear line and exit code 1', () => {
    const result = runMain({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/snipstack', PORT: '3999' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Snipstack could not start: Cannot connect to DATABASE_URL: .*ECONNREFUSED/);
  });
});
