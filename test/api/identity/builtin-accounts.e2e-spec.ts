/**
 * Built-in accounts (AUTH_PROVIDER=builtin) end to end: the real app, the real database and a real
 * SMTP server the links are read from. Every account flow: register, verify, sign in, refresh
 * rotation and reuse detection, log out (here and everywhere), forgot and reset, change email,
 * password and username, the move of a Firebase member, and the key rotation.
 */
import { suiteOf } from '../support/app';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../backend/src/config/env';
import { AccessTokens, InvalidAccessTokenError } from '../../../backend/src/modules/auth/builtin/access-tokens';
import { dbOf } from '../support/database';
import { postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';
import {
  ageAuthLinks,
  CHANGED_PASSWORD,
  changePassword,
  refreshCookieOf,
  signInBuiltin,
  startBuiltinApp,
  STRONG_PASSWORD,
  TEST_JWT_KEYS,
  uniqueName,
  verifiedMember,
} from './builtin-app';

const adminEmail = `${uniqueName('admin')}@example.com`;
const t = suiteOf(() => startBuiltinApp({ ADMIN_EMAILS: adminEmail }));

const register = (email: string, username = uniqueName('u'), language = 'en-EN') =>
  t
    .http()
    .post('/api/auth/register')
    .set('accept-language', language)
    .send({ email, username, password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD });
const signIn = (email: string, password = STRONG_PASSWORD) => t.http().post('/api/auth/builtin/sign-in').send({ email, password });

describe('the client configuration', () => {
  it('names the built-in provider', async () => {
    const res = await t.http().get('/api/public/client-config');
    expect(res.status).toBe(200);
    expect(res.body.authProvider).toBe('builtin');
  });

  it('reports the built-in provider in the health check', async () => {
    const res = await t.http().get('/api/health');
    expect(res.body.identity).toEqual({ status: 'up', detail: 'builtin' });
  });
});

describe('registration and verification', () => {
  it('refuses sign-in with "email not validated!" until the emailed link is opened, then signs in', async () => {
    const email = `${uniqueName('reg')}@example.com`;
    const res = await register(email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email });

    const mail = await t.mail.next(email, /Verify your email/);
    expect(mail.body).toContain('http://snipstack.test/verify-email?token=');

    const early = await signIn(email);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('email not validated!');

    const token = await t.mail.linkToken(email, '/verify-email');
    expect((await t.http().post('/api/auth/builtin/verify-email').send({ token })).status).toBe(200);
    // A link works once.
    const again = await t.http().post('/api/auth/builtin/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);

    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.expiresIn).toBe(600);
    const cookie = signedIn.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/^snipstack_refresh=ssr_[\w-]+; Path=\/api\/auth\/builtin; HttpOnly; SameSite=Strict; Max-Age=2592000$/);

    const me = await t
      .http()
      .get('/api/users')
      .set(bearer({ token: signedIn.body.accessToken }));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.id, email, role: 'user' });

    // The member writes: a new group.
    const group = await postGroup(t, { token: signedIn.body.accessToken } as Member);
    expect(group.id).toBeTruthy();
  });

  it('stores an argon2id hash and a password identity', async () => {
    const member = await verifiedMember(t);
    const rows = await dbOf(t).execute(sql`
      SELECT a.password_hash, i.provider, i.subject FROM local_accounts a JOIN user_identities i ON i.user_id = a.user_id
      WHERE a.user_id = ${member.id}`);
    const [row] = (rows as unknown as { rows: { password_hash: string; provider: string; subject: string }[] }).rows;
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ provider: 'password', subject: member.id });
  });

  it('emails in Spanish when the form is sent in Spanish', async () => {
    const email = `${uniqueName('es')}@example.com`;
    expect((await register(email, uniqueName('es'), 'es-ES')).status).toBe(201);
    const mail = await t.mail.next(email);
    expect(mail.subject).toBe('Verifica tu email en Snipstack');
    expect(mail.body).toContain('¡Bienvenido a Snipstack!');
  });

  it('refuses a taken email or username with 409, and a mismatched repeat with 400', async () => {
    const member = await verifiedMember(t);
    expect((await register(member.email.toUpperCase())).status).toBe(409);
    const taken = await register(`${uniqueName('x')}@example.com`, member.username);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Username is already in use');
    const mismatch = await t
      .http()
      .post('/api/auth/register')
      .send({ email: `${uniqueName('x')}@example.com`, username: uniqueName('x'), password: STRONG_PASSWORD, repeatPassword: 'Other1234' });
    expect(mismatch.status).toBe(400);
  });

  it('applies the seed password rules', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ email: `${uniqueName('x')}@example.com`, username: uniqueName('x'), password: 'weakpass', repeatPassword: 'weakpass' });
    expect(res.status).toBe(400);
  });

  it('resends a verification link, answering the same for unknown addresses', async () => {
    const email = `${uniqueName('resend')}@example.com`;
    await register(email);
    const first = await t.mail.linkToken(email, '/verify-email');
    // One link a minute goes to an address (builtin-email-link.e2e-spec.ts): a minute later.
    await ageAuthLinks(t, email);
    const mark = t.mail.count;
    const known = await t.http().post('/api/auth/builtin/resend-verification').send({ email });
    const unknown = await t
      .http()
      .post('/api/auth/builtin/resend-verification')
      .send({ email: `${uniqueName('nobody')}@example.com` });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    const second = await t.mail.linkToken(email, '/verify-email', mark);
    expect(second).not.toBe(first);
    // The earlier link stopped working.
    expect((await t.http().post('/api/auth/builtin/verify-email').send({ token: first })).status).toBe(400);
    expect((await t.http().post('/api/auth/builtin/verify-email').send({ token: second })).status).toBe(200);
  });

  it('makes an ADMIN_EMAILS member an admin once verified', async () => {
    await register(adminEmail);
    const token = await t.mail.linkToken(adminEmail, '/verify-email');
    await t.http().post('/api/auth/builtin/verify-email').send({ token });
    const session = await signInBuiltin(t, adminEmail, STRONG_PASSWORD);
    expect((await t.http().get('/api/users').set(bearer(session))).body.role).toBe('admin');
  });
});

describe('sign-in', () => {
  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const member = await verifiedMember(t);
    const wrong = await signIn(member.email, 'Wrong1234');
    const unknown = await signIn(`${uniqueName('nobody')}@example.com`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Wrong email or password');
    expect([unknown.status, unknown.body.message]).toEqual([wrong.status, wrong.body.message]);
  });

  it('refuses a forged, foreign or unsigned access token', async () => {
    const member = await verifiedMember(t);
    const [header, payload] = member.token.split('.');
    const unsigned = `${header}.${payload}.`;
    for (const token of [unsigned, `${member.token}x`, 'not-a-jwt']) {
      const res = await t.http().post('/api/auth/builtin/log-out-everywhere').set(bearer({ token }));
      expect(res.status).toBe(401);
    }
  });
});

describe('sessions', () => {
  const refresh = (cookie: string) => t.http().post('/api/auth/builtin/refresh').set('cookie', cookie);

  it('rotates the refresh token, and a reused one revokes its whole family', async () => {
    const member = await verifiedMember(t);
    const first = await refresh(member.cookie);
    expect(first.status).toBe(200);
    const second = refreshCookieOf(first);
    expect(second).not.toBe(member.cookie);
    expect(
      (
        await t
          .http()
          .get('/api/users')
          .set(bearer({ token: first.body.accessToken }))
      ).status,
    ).toBe(200);

    // The replacement used in turn, then the old token again: stolen. The family ends, the newest token too.
    const third = refreshCookieOf(await refresh(second));
    expect((await refresh(member.cookie)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
    // Another session of the member is untouched.
    const other = await signInBuiltin(t, member.email, member.password);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('refuses a refresh without a cookie or with an unknown one', async () => {
    expect((await t.http().post('/api/auth/builtin/refresh')).status).toBe(401);
    expect((await refresh('snipstack_refresh=ssr_unknown')).status).toBe(401);
  });

  it('logs out this session and clears the cookie', async () => {
    const member = await verifiedMember(t);
    const res = await t.http().post('/api/auth/builtin/log-out').set('cookie', member.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie'][0]).toMatch(/^snipstack_refresh=; .*Max-Age=0/);
    expect((await refresh(member.cookie)).status).toBe(401);
  });

  it('logs out everywhere: every access and refresh token stops at once', async () => {
    const member = await verifiedMember(t);
    const other = await signInBuiltin(t, member.email, member.password);
    expect((await t.http().post('/api/auth/builtin/log-out-everywhere').set(bearer(member))).status).toBe(200);
    expect((await t.http().get('/api/users').set(bearer(member))).status).toBe(401);
    expect((await t.http().get('/api/users').set(bearer(other))).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(401);
    // Signing in again works.
    const again = await signInBuiltin(t, member.email, member.password);
    expect((await t.http().get('/api/users').set(bearer(again))).status).toBe(200);
  });

  it('keeps sessions across a key rotation, and refuses tokens of a dropped or unknown key', async () => {
    const member = await verifiedMember(t);
    const [newest, oldest] = TEST_JWT_KEYS.split(',');
    const keysOf = (keys: string) => new AccessTokens(loadConfig({ AUTH_PROVIDER: 'builtin', AUTH_JWT_KEYS: keys }));
    // A new key first (the next deployment): tokens signed with the current one still verify.
    const rotated = keysOf(`k3:third-key-of-the-tests-at-least-32-chars,${newest},${oldest}`);
    await expect(rotated.verify(member.token)).resolves.toMatchObject({ userId: member.id });
    // The key dropped: its tokens are refused.
    await expect(keysOf(oldest).verify(member.token)).rejects.toThrow(InvalidAccessTokenError);
    // A token of a key this server does not know (k3) is refused here.
    const foreign = await rotated.sign({ userId: member.id, generation: 0, sessionId: randomUUID() });
    expect(
      (
        await t
          .http()
          .get('/api/users')
          .set(bearer({ token: foreign }))
      ).status,
    ).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for any address, and the emailed link sets a new password and ends every session', async () => {
    const member = await verifiedMember(t);
    const mark = t.mail.count;
    const known = await t.http().post('/api/auth/builtin/forgot-password').send({ email: member.email });
    const unknown = await t
      .http()
      .post('/api/auth/builtin/forgot-password')
      .send({ email: `${uniqueName('nobody')}@example.com` });
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const mail = await t.mail.next(member.email, /Reset your Snipstack password/, mark);
    expect(mail.body).toContain('http://snipstack.test/reset-password?token=');
    const token = await t.mail.linkToken(member.email, '/reset-password', mark);
    const mismatch = await t
      .http()
      .post('/api/auth/builtin/reset-password')
      .send({ token, password: 'N3wPassword', repeatPassword: 'Other1234' });
    expect(mismatch.status).toBe(400);
    const reset = await t
      .http()
      .post('/api/auth/builtin/reset-password')
      .send({ token, password: 'N3wPassword', repeatPassword: 'N3wPassword' });
    expect(reset.status).toBe(200);
    expect(
      (await t.http().post('/api/auth/builtin/reset-password').send({ token, password: 'N3wPassword', repeatPassword: 'N3wPassword' }))
        .status,
    ).toBe(400);

    expect((await t.http().get('/api/users').set(bearer(member))).status).toBe(401);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, 'N3wPassword')).status).toBe(200);
  });

  it('moves a Firebase member to built-in accounts: they set a password by the reset flow', async () => {
    const email = `${uniqueName('moved')}@example.com`;
    const username = uniqueName('moved');
    const inserted = await dbOf(t).execute(sql`
      INSERT INTO users (firebase_uid, email, username) VALUES (${`fb-${username}`}, ${email}, ${username}) RETURNING id`);
    const id = (inserted as unknown as { rows: { id: string }[] }).rows[0].id;
    await dbOf(t).execute(sql`INSERT INTO user_identities (provider, subject, user_id) VALUES ('firebase', ${`fb-${username}`}, ${id})`);

    expect((await signIn(email)).status).toBe(401);
    const mark = t.mail.count;
    await t.http().post('/api/auth/builtin/forgot-password').send({ email });
    const token = await t.mail.linkToken(email, '/reset-password', mark);
    expect(
      (await t.http().post('/api/auth/builtin/reset-password').send({ token, password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
    const session = await signInBuiltin(t, email, STRONG_PASSWORD);
    const me = await t.http().get('/api/users').set(bearer(session));
    expect(me.body).toMatchObject({ id, username });
    const identities = await dbOf(t).execute(sql`SELECT provider FROM user_identities WHERE user_id = ${id} ORDER BY provider`);
    expect((identities as unknown as { rows: { provider: string }[] }).rows.map((r) => r.provider)).toEqual(['firebase', 'password']);
  });
});

describe('account changes', () => {
  it('changes the email once the link sent to the new address is opened', async () => {
    const member = await verifiedMember(t);
    const newEmail = `${uniqueName('new')}@example.com`;
    const res = await t.http().post('/api/auth/builtin/change-email').set(bearer(member)).send({ email: newEmail });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: newEmail, pending: true });
    expect((await t.http().get('/api/users').set(bearer(member))).body.email).toBe(member.email);

    const mail = await t.mail.next(newEmail, /Confirm your new email/);
    expect(mail.to).toEqual([newEmail]);
    const token = await t.mail.linkToken(newEmail, '/confirm-email');
    const confirmed = await t.http().post('/api/auth/builtin/confirm-email').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect((await t.http().get('/api/users').set(bearer(member))).body.email).toBe(newEmail);
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(member.email)).status).toBe(401);
  });

  it('refuses an email in use (409) or the same one (400), and a confirmation once the address was taken (409)', async () => {
    const [member, other] = await Promise.all([verifiedMember(t), verifiedMember(t)]);
    expect((await t.http().post('/api/auth/builtin/change-email').set(bearer(member)).send({ email: other.email })).status).toBe(409);
    expect((await t.http().post('/api/auth/builtin/change-email').set(bearer(member)).send({ email: member.email })).status).toBe(400);

    const wanted = `${uniqueName('wanted')}@example.com`;
    await t.http().post('/api/auth/builtin/change-email').set(bearer(member)).send({ email: wanted });
    const token = await t.mail.linkToken(wanted, '/confirm-email');
    await register(wanted);
    expect((await t.http().post('/api/auth/builtin/confirm-email').send({ token })).status).toBe(409);
  });

  it('changes the password and the username', async () => {
    const member = await verifiedMember(t);
    const changed = await changePassword(t, member);
    expect(changed.status).toBe(200);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, CHANGED_PASSWORD)).status).toBe(200);

    const username = uniqueName('renamed');
    // This session goes on with the access token the change answered.
    const renamed = await t
      .http()
      .patch('/api/users/change-username')
      .set(bearer({ token: changed.body.accessToken }))
      .send({ username });
    expect(renamed.body).toEqual({ username });
  });

  it('answers 404 to the Firebase-only account calls', async () => {
    const member = await verifiedMember(t);
    const social = await t.http().post('/api/auth/login-with-socials').set(bearer(member)).send({});
    expect(social.status).toBe(404);
    expect(social.body.message).toBe('This site signs members in another way');
    expect(
      (
        await t
          .http()
          .patch('/api/users/change-email')
          .set(bearer(member))
          .send({ email: `${uniqueName('x')}@example.com` })
      ).status,
    ).toBe(404);
    expect(
      (
        await t
          .http()
          .patch('/api/users/change-password')
          .set(bearer(member))
          .send({ password: 'Chang3dPass', repeatPassword: 'Chang3dPass' })
      ).status,
    ).toBe(404);
  });
});

// Last: it uses up this address's auth budget for the minute (30 calls per route, the default).
describe('rate limits', () => {
  it.each([
    ['sign-in', { email: 'a@example.com', password: 'x' }],
    ['forgot-password', { email: 'a@example.com' }],
    ['resend-verification', { email: 'a@example.com' }],
    ['email-link', { email: 'a@example.com' }],
  ])('limits %s per client address (429 within 31 calls)', async (path, body) => {
    let answer: { status: number; body: { message?: string } } | undefined;
    for (let call = 0; call < 31; call++) {
      answer = await t.http().post(`/api/auth/builtin/${path}`).send(body);
      if (answer.status === 429) break;
    }
    expect(answer?.status).toBe(429);
    expect(answer?.body.message).toBe('Too many requests. Please wait a moment and try again');
  });
});
