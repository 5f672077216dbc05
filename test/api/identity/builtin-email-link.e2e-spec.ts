/**
 * Sign-in and registration by emailed link on built-in accounts: the real app, the real database and
 * a real SMTP server the links are read from. The same answer for any address; the link signs in
 * the address's member (verifying it) or registers a new one with a unique username; it works once,
 * is replaced by a newer one, and expires.
 */
import { suiteOf } from '../support/app';
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import { ageAuthLinks, authLinksTo, refreshCookieOf, startBuiltinApp, STRONG_PASSWORD, uniqueName, verifiedMember } from './builtin-app';

const adminEmail = `${uniqueName('linkadmin')}@example.com`;
const t = suiteOf(() => startBuiltinApp({ ADMIN_EMAILS: adminEmail }));

const requestLink = (email: string, language = 'en-EN') =>
  t.http().post('/api/auth/builtin/email-link').set('accept-language', language).send({ email });
const openLink = (token: string) => t.http().post('/api/auth/builtin/email-link/sign-in').send({ token });
/** How many rows the query answers. */
const count = async (query: ReturnType<typeof sql>) => ((await dbOf(t).execute(query)) as unknown as { rows: unknown[] }).rows.length;
const me = (token: string) => t.http().get('/api/users').set(bearer({ token }));

/** Asks for a link to the address and answers the token of the link mailed. */
async function linkTo(email: string, language = 'en-EN'): Promise<string> {
  const mark = t.mail.count;
  const res = await requestLink(email, language);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });
  return t.mail.linkToken(email, '/link-register', mark);
}

describe('sign-in and registration by emailed link', () => {
  it('registers a new address: the link signs in a new, verified member with a username from the address', async () => {
    const local = uniqueName('newbie');
    const email = `${local}@example.com`;
    const mark = t.mail.count;
    const token = await linkTo(email);
    const mail = await t.mail.next(email, /Sign in to Snipstack/, mark);
    expect(mail.body).toContain('http://snipstack.test/link-register?token=');
    // Asking made no member.
    expect(await count(sql`SELECT 1 FROM users WHERE email = ${email}`)).toBe(0);

    const signedIn = await openLink(token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.expiresIn).toBe(600);
    expect(refreshCookieOf(signedIn)).toMatch(/^snipstack_refresh=ssr_/);
    const profile = await me(signedIn.body.accessToken);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, username: local });
    const verified = sql`SELECT 1 FROM local_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ${email} AND a.email_verified_at IS NOT NULL`;
    expect(await count(verified)).toBe(1);

    // Once: the same link again is refused, and made nobody.
    const again = await openLink(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);
    expect(await count(sql`SELECT 1 FROM users WHERE email = ${email}`)).toBe(1);

    // The member can change the generated username.
    const renamed = await t
      .http()
      .patch('/api/users/change-username')
      .set(bearer({ token: signedIn.body.accessToken }))
      .send({ username: uniqueName('mine') });
    expect(renamed.status).toBe(200);
  });

  it('gives each new member a unique username when their addresses start alike', async () => {
    const local = uniqueName('twin');
    const first = await openLink(await linkTo(`${local}@one.example.com`));
    const second = await openLink(await linkTo(`${local}@two.example.com`));
    const [a, b] = await Promise.all([me(first.body.accessToken), me(second.body.accessToken)]);
    expect(a.body.username).toBe(local);
    expect(b.body.username).toMatch(new RegExp(`^${local}-\\d{6}$`));
  });

  it('signs in an existing member, verifying an address registered but not verified yet', async () => {
    const email = `${uniqueName('pending')}@example.com`;
    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ email, username: uniqueName('pend'), password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD });
    expect(registered.status).toBe(201);
    expect((await t.http().post('/api/auth/builtin/sign-in').send({ email, password: STRONG_PASSWORD })).status).toBe(403);

    const signedIn = await openLink(await linkTo(email.toUpperCase()));
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.accessToken)).body).toMatchObject({ id: registered.body.id, email });
    // The link proved the address: the password works now.
    expect((await t.http().post('/api/auth/builtin/sign-in').send({ email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('answers the same whether or not the address has a member', async () => {
    const known = `${uniqueName('known')}@example.com`;
    await openLink(await linkTo(known));
    const forKnown = await requestLink(known);
    const forUnknown = await requestLink(`${uniqueName('unknown')}@example.com`);
    expect([forKnown.status, forKnown.body]).toEqual([forUnknown.status, forUnknown.body]);
  });

  it('sends one link a minute per address; a newer one then replaces it', async () => {
    const email = `${uniqueName('twice')}@example.com`;
    const older = await linkTo(email);
    // Again at once: the same answer, and no new link (the first one still works).
    const before = await authLinksTo(t, email);
    const soon = await requestLink(email);
    expect([soon.status, soon.body]).toEqual([200, { ok: true }]);
    expect(await authLinksTo(t, email)).toBe(before);
    // A minute later: a new link, and the older one stops working.
    await ageAuthLinks(t, email);
    const newer = await linkTo(email);
    expect(newer).not.toBe(older);
    expect((await openLink(older)).status).toBe(400);
    expect((await openLink(newer)).status).toBe(200);
  });

  it('refuses an expired link (AUTH_LINK_MINUTES)', async () => {
    const email = `${uniqueName('late')}@example.com`;
    const token = await linkTo(email);
    await dbOf(t).execute(sql`UPDATE auth_links SET expires_at = now() - interval '1 second' WHERE new_email = ${email}`);
    expect((await openLink(token)).status).toBe(400);
  });

  it('emails in Spanish when asked in Spanish', async () => {
    const email = `${uniqueName('es')}@example.com`;
    const mark = t.mail.count;
    await linkTo(email, 'es-ES');
    const mail = await t.mail.next(email, /Inicia sesión en Snipstack/, mark);
    expect(mail.body).toContain('/link-register?token=');
  });

  it('makes an ADMIN_EMAILS address an admin', async () => {
    const signedIn = await openLink(await linkTo(adminEmail));
    expect((await me(signedIn.body.accessToken)).body.role).toBe('admin');
  });
});

describe('verification and reset links', () => {
  it('sends one of each a minute to an address: asked sooner, the same answer and the link already sent still works', async () => {
    // Verification, asked again right after registering.
    const newcomer = `${uniqueName('resend')}@example.com`;
    const mark = t.mail.count;
    const registered = await t
      .http()
      .post('/api/auth/register')
      .send({ email: newcomer, username: uniqueName('resend'), password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD });
    expect(registered.status).toBe(201);
    const verification = await t.mail.linkToken(newcomer, '/verify-email', mark);
    const sent = await authLinksTo(t, newcomer);
    const resend = await t.http().post('/api/auth/builtin/resend-verification').send({ email: newcomer });
    expect([resend.status, resend.body]).toEqual([200, { ok: true }]);
    expect(await authLinksTo(t, newcomer)).toBe(sent);
    expect((await t.http().post('/api/auth/builtin/verify-email').send({ token: verification })).status).toBe(200);

    // Reset: asked twice, one link; a minute later a new one, and the first stops working.
    const member = await verifiedMember(t, 'forgot');
    const forgot = () => t.http().post('/api/auth/builtin/forgot-password').send({ email: member.email });
    const first = t.mail.count;
    const answer = await forgot();
    const firstLink = await t.mail.linkToken(member.email, '/reset-password', first);
    const before = await authLinksTo(t, member.email);
    const again = await forgot();
    expect([again.status, again.body]).toEqual([answer.status, answer.body]);
    expect(await authLinksTo(t, member.email)).toBe(before);
    await ageAuthLinks(t, member.email);
    const later = t.mail.count;
    await forgot();
    const secondLink = await t.mail.linkToken(member.email, '/reset-password', later);
    expect(secondLink).not.toBe(firstLink);
    const reset = (token: string) =>
      t.http().post('/api/auth/builtin/reset-password').send({ token, password: 'N3wPassword', repeatPassword: 'N3wPassword' });
    expect((await reset(firstLink)).status).toBe(400);
    expect((await reset(secondLink)).status).toBe(200);
  });
});
