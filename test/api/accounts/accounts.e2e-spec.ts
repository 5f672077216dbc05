import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { moderationLog } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { sparePort } from '../support/pg-cluster';
import { freshPgliteDir } from '../support/pglite';
import { bearer, createMember, type Member, signIn, signInWithGoogle, uniqueEmail, verifyEmailThroughLink } from '../support/identity';

const PASSWORD_FORMAT = 'Invalid password format. Must have these characters A-Z, a-z, 0-9 and be at least 8 characters';
const PASSWORD_MISMATCH = 'Make sure to type the same password in New password and Repeat new password';
const IMAGE_TYPES = 'Only .jpg and .png files are allowed';

let t: TestApp;
const adminEmail = uniqueEmail('admin');
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail });
});
afterAll(async () => {
  await t?.close();
});

/** PATCH /api/users/change-password as `member`. */
const changePassword = (member: Member, password: string, repeatPassword = password) =>
  t.http().patch('/api/users/change-password').set(bearer(member)).send({ password, repeatPassword });

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('POST /api/auth/register', () => {
  it('registers, refuses writes until the email is verified through the emailed link, then accepts them', async () => {
    const email = uniqueEmail('reg');
    const username = uniqueName('reg');
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ email, username, password: 'Sn1ppets!', repeatPassword: 'Sn1ppets!' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, username });

    const unverified = await signIn(email, 'Sn1ppets!');
    const me = await t.http().get('/api/users/').set('authorization', `Bearer ${unverified}`).expect(200);
    expect(me.body).toMatchObject({ id: res.body.id, email, username, role: 'user' });
    const refused = await t
      .http()
      .patch('/api/users/change-username')
      .set('authorization', `Bearer ${unverified}`)
      .send({ username: uniqueName('x') })
      .expect(403);
    expect(refused.body.message).toBe('Email must be verified before login');

    const verified = await verifyEmailThroughLink(email, 'Sn1ppets!');
    const renamed = uniqueName('verified');
    await t
      .http()
      .patch('/api/users/change-username')
      .set('authorization', `Bearer ${verified}`)
      .send({ username: renamed })
      .expect(200, { username: renamed });
  });

  it.each([
    ['a weak password', { password: 'password', repeatPassword: 'password' }, PASSWORD_FORMAT],
    ['a short password', { password: 'Ab1', repeatPassword: 'Ab1' }, PASSWORD_FORMAT],
    ['passwords that differ', { password: 'Sn1ppets!', repeatPassword: 'Sn1ppets?' }, PASSWORD_MISMATCH],
    ['a bad username', { username: 'no spaces allowed' }, 'The username must have 3 to 30 letters, digits, _, - or .'],
    ['a bad email', { email: 'not-an-email' }, 'The field email must be a valid email'],
    ['an unknown field', { isAdmin: true }, 'The field isAdmin is not allowed'],
  ])('refuses %s with 400 and the exact message', async (_case, override, message) => {
    const form = {
      email: uniqueEmail('bad'),
      username: uniqueName('bad'),
      password: 'Sn1ppets!',
      repeatPassword: 'Sn1ppets!',
      ...override,
    };
    const res = await t.http().post('/api/auth/register').send(form).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('answers in Spanish for es-ES', async () => {
    const form = { email: uniqueEmail('es'), username: uniqueName('es'), password: 'weak', repeatPassword: 'weak' };
    const res = await t.http().post('/api/auth/register').set('Accept-Language', 'es-ES').send(form).expect(400);
    expect(res.body.message).toBe('Formato de contraseña no válido. Debe tener los caracteres A-Z, a-z, 0-9 y al menos 8 caracteres');
  });

  it('answers 409 "Email is already in use" for a taken email and 409 for a taken username', async () => {
    const existing = await createMember();
    await t.http().get('/api/users/').set(bearer(existing)).expect(200);
    const taken = await t
      .http()
      .post('/api/auth/register')
      .send({ email: existing.email, username: uniqueName('dup'), password: 'Sn1ppets!', repeatPassword: 'Sn1ppets!' })
      .expect(409);
    expect(taken.body).toEqual({ statusCode: 409, message: 'Email is already in use', error: 'Conflict' });

    const username = uniqueName('taken');
    await t
      .http()
      .post('/api/auth/register')
      .send({ email: uniqueEmail('u1'), username, password: 'Sn1ppets!', repeatPassword: 'Sn1ppets!' })
      .expect(201);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ email: uniqueEmail('u2'), username: username.toUpperCase(), password: 'Sn1ppets!', repeatPassword: 'Sn1ppets!' })
      .expect(409);
    expect(res.body.message).toBe('Username is already in use');
  });
});

describe('POST /api/users/validate-email', () => {
  it('tells whether an email is free', async () => {
    const member = await createMember();
    await t
      .http()
      .post('/api/users/validate-email')
      .send({ email: member.email.toUpperCase() })
      .expect(200, { email: member.email, available: false });
    const free = uniqueEmail('free');
    await t.http().post('/api/users/validate-email').send({ email: free }).expect(200, { email: free, available: true });
    await t.http().post('/api/users/validate-email').send({ email: 'nope' }).expect(400);
  });
});

describe('account settings', () => {
  it('changes the username; a taken one is 409; a bad one 400; anonymous 401', async () => {
    const [a, b] = [await createMember(), await createMember()];
    const name = uniqueName('ana');
    await t.http().patch('/api/users/change-username').set(bearer(a)).send({ username: name }).expect(200, { username: name });
    const conflict = await t.http().patch('/api/users/change-username').set(bearer(b)).send({ username: name }).expect(409);
    expect(conflict.body.message).toBe('Username is already in use');
    await t.http().patch('/api/users/change-username').set(bearer(b)).send({ username: 'x' }).expect(400);
    await t
      .http()
      .patch('/api/users/change-username')
      .send({ username: uniqueName('anon') })
      .expect(401);
    const me = await t.http().get('/api/users/').set(bearer(a)).expect(200);
    expect(me.body.username).toBe(name);
  });

  it('changes the password with the password rules (docs/specification.md, section 5); the new password signs in', async () => {
    const member = await createMember();
    const mismatch = await changePassword(member, 'N3wPassword', 'N3wPasswordX').expect(400);
    expect(mismatch.body.message).toBe(PASSWORD_MISMATCH);
    const weak = await changePassword(member, 'alllowercase1').expect(400);
    expect(weak.body.message).toBe(PASSWORD_FORMAT);
    await changePassword(member, 'N3wPassword').expect(200, { ok: true });
    await expect(signIn(member.email, 'N3wPassword')).resolves.toEqual(expect.any(String));
    await expect(signIn(member.email, member.password)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  });

  it('checks a new email: the same one is 400, a taken one 409, a free one is pending confirmation', async () => {
    const [a, b] = [await createMember(), await createMember()];
    await t.http().get('/api/users/').set(bearer(b)).expect(200);
    await t.http().patch('/api/users/change-email').set(bearer(a)).send({ email: a.email }).expect(400);
    const taken = await t.http().patch('/api/users/change-email').set(bearer(a)).send({ email: b.email }).expect(409);
    expect(taken.body.message).toBe('Email is already in use');
    const next = uniqueEmail('next');
    await t.http().patch('/api/users/change-email').set(bearer(a)).send({ email: next }).expect(200, { email: next, pending: true });
    const me = await t.http().get('/api/users/').set(bearer(a)).expect(200);
    expect(me.body.email).toBe(a.email);
  });

  it('stores a png photo as a 256x256 WebP served with cache headers, and refuses bad files', async () => {
    const member = await createMember();
    const res = await t
      .http()
      .patch('/api/users/update-photo')
      .set(bearer(member))
      .attach('file', await png(), 'me.png')
      .expect(200);
    expect(res.body.imageURL).toMatch(/^\/api\/users\/[0-9a-f-]{36}\/photo\?t=\d+$/);
    const photo = await t.http().get(res.body.imageURL).buffer(true).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const me = await t.http().get('/api/users/').set(bearer(member)).expect(200);
    expect(me.body.imageUrl).toBe(res.body.imageURL);

    const text = await t
      .http()
      .patch('/api/users/update-photo')
      .set(bearer(member))
      .attach('file', Buffer.from('just text'), 'fake.png')
      .expect(400);
    expect(text.body.message).toBe(IMAGE_TYPES);
    const es = await t
      .http()
      .patch('/api/users/update-photo')
      .set(bearer(member))
      .set('Accept-Language', 'es-ES')
      .attach('file', Buffer.from('GIF89a....'), 'x.jpg')
      .expect(400);
    expect(es.body.message).toBe('Solo se permiten archivos .jpg y .png');
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooLarge = await t.http().patch('/api/users/update-photo').set(bearer(member)).attach('file', big, 'big.png').expect(413);
    expect(tooLarge.body.message).toBe('The photo must be at most 2 MB');
    await t.http().patch('/api/users/update-photo').set(bearer(member)).send({}).expect(400);
    await t
      .http()
      .patch('/api/users/update-photo')
      .attach('file', await png(), 'me.png')
      .expect(401);
  });

  it('answers 404 for a photo that does not exist and 400 for a malformed id', async () => {
    await t.http().get('/api/users/00000000-0000-4000-8000-000000000000/photo').expect(404);
    await t.http().get('/api/users/not-a-uuid/photo').expect(400);
  });
});

describe('POST /api/auth/login-with-socials', () => {
  it('creates the member from a Google token and refuses a profile that disagrees with the token', async () => {
    const email = uniqueEmail('google');
    const sub = String(Date.now());
    const token = await signInWithGoogle({ sub, email, name: 'Grace Hopper', picture: 'https://example.com/grace.png' });
    const res = await t.http().post('/api/auth/login-with-socials').set('authorization', `Bearer ${token}`).send({
      googleId: sub,
      githubId: null,
      email,
      emailVerified: true,
      photoURL: 'https://example.com/grace.png',
      displayName: 'Grace Hopper',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, username: 'Grace.Hopper', imageUrl: 'https://example.com/grace.png', role: 'user' });

    const wrong = await t
      .http()
      .post('/api/auth/login-with-socials')
      .set('authorization', `Bearer ${token}`)
      .send({ googleId: 'someone-else', email })
      .expect(403);
    expect(wrong.body.message).toBe('The sign-in profile does not match your signed-in account');
    await t
      .http()
      .post('/api/auth/login-with-socials')
      .set('authorization', `Bearer ${token}`)
      .send({ email: uniqueEmail('other') })
      .expect(403);
    await t.http().post('/api/auth/login-with-socials').send({ email }).expect(401);
  });

  it('refuses a password account posing as a social sign-in', async () => {
    const member = await createMember();
    await t.http().post('/api/auth/login-with-socials').set(bearer(member)).send({ email: member.email }).expect(403);
  });
});

describe('PATCH /api/users/role', () => {
  it('lets admins grant and revoke the moderator role, with an audit-log entry; others get 403', async () => {
    const admin = await createMember({ email: adminEmail });
    const member = await createMember();
    const other = await createMember();
    const target = (await t.http().get('/api/users/').set(bearer(member)).expect(200)).body;
    await t.http().get('/api/users/').set(bearer(other)).expect(200);

    await t.http().patch('/api/users/role').set(bearer(other)).send({ user: target.username, role: 'moderator' }).expect(403);
    const granted = await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: target.email, role: 'moderator' }).expect(200);
    expect(granted.body).toEqual({ id: target.id, username: target.username, email: target.email, role: 'moderator' });
    expect((await t.http().get('/api/users/').set(bearer(member))).body.role).toBe('moderator');
    await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: target.username, role: 'user' }).expect(200);

    const log = await t.app.get(DatabaseService).db.select().from(moderationLog).where(eq(moderationLog.targetId, target.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['moderator_granted', 'moderator_revoked']);

    const adminMe = (await t.http().get('/api/users/').set(bearer(admin))).body;
    await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: adminMe.username, role: 'user' }).expect(403);
    await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: 'nobody-at-all-here', role: 'moderator' }).expect(404);
    await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: target.username, role: 'admin' }).expect(400);
  });
});

describe('rate limits', () => {
  it('answers 429, translated, when a client calls validate-email too often', async () => {
    let last = 0;
    let body: { message?: string } = {};
    for (let i = 0; i < 40 && last !== 429; i++) {
      const res = await t
        .http()
        .post('/api/users/validate-email')
        .set('Accept-Language', 'es-ES')
        .send({ email: uniqueEmail('rl') });
      last = res.status;
      body = res.body;
    }
    expect(last).toBe(429);
    expect(body.message).toBe('Demasiadas peticiones. Espera un momento y vuelve a intentarlo');
  });
});

describe('logs', () => {
  it('never contain tokens or passwords', async () => {
    const member = await createMember();
    const port = await sparePort();
    const child = spawn(process.execPath, [resolve(__dirname, '../../../backend/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PGLITE_DIR: await freshPgliteDir('logs'),
        WEB_DIST: '.data/none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const base = `http://127.0.0.1:${port}`;
      await new Promise<void>((resolveStart, rejectStart) => {
        const check = () => output.includes('Snipstack is running') && resolveStart();
        child.stdout.on('data', check);
        child.once('exit', (code) => rejectStart(new Error(`the server exited (${code}): ${output}`)));
        check();
      });
      await fetch(`${base}/api/users/`, { headers: { authorization: `Bearer ${member.token}` } });
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: uniqueEmail('log'),
          username: uniqueName('log'),
          password: 'S3cretPassw0rd',
          repeatPassword: 'S3cretPassw0rd',
        }),
      });
      await fetch(`${base}/api/users/change-password?token=${member.token}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ password: 'An0therPassw0rd', repeatPassword: 'An0therPassw0rd' }),
      });
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    expect(output).toContain('request completed');
    expect(output).toContain('/api/auth/register');
    expect(output).not.toContain(member.token);
    expect(output).not.toContain(member.token.split('.')[1]);
    expect(output).not.toContain('S3cretPassw0rd');
    expect(output).not.toContain('An0therPassw0rd');
  }, 120_000); // starts a second server on a fresh in-memory database
});
