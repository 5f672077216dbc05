import { sql } from 'drizzle-orm';
import type { TestApp } from '../support/app';
import { startApp } from '../support/app';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import { MailCatcher } from './mail-catcher';

/** Two signing keys, the first signs: a test can drop or reorder them to check the rotation. */
export const TEST_JWT_KEYS = 'k2:second-key-of-the-tests-at-least-32-chars,k1:first-key-of-the-tests-at-least-32-chars';

export interface BuiltinApp extends TestApp {
  mail: MailCatcher;
}

/**
 * The real application with AUTH_PROVIDER=builtin, emailing through a real SMTP server the test
 * reads (MailCatcher). Close both with `close()`.
 */
export async function startBuiltinApp(env: Record<string, string> = {}): Promise<BuiltinApp> {
  const mail = await new MailCatcher().start();
  const t = await startApp({
    AUTH_PROVIDER: 'builtin',
    AUTH_JWT_KEYS: TEST_JWT_KEYS,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Snipstack tests <tests@snipstack.invalid>',
    PUBLIC_URL: 'http://snipstack.test',
    ...env,
  });
  return {
    ...t,
    mail,
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}

export const STRONG_PASSWORD = 'Sn1ppets!';

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid % 1000}x${++counter}`;

export interface BuiltinMember {
  id: string;
  email: string;
  username: string;
  password: string;
  token: string;
  /** The refresh cookie (`snipstack_refresh=...`). */
  cookie: string;
}

export function refreshCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const found = cookies.find((c) => c.startsWith('snipstack_refresh='));
  if (!found) throw new Error('No refresh cookie set');
  return found.split(';')[0];
}

/** The ids of the live emailed links to this address (its member's, and sign-in links), as text to compare. */
export const authLinksTo = (t: TestApp, email: string) =>
  dbOf(t)
    .execute(
      sql`SELECT id FROM auth_links WHERE new_email = ${email} OR user_id = (SELECT id FROM users WHERE email = ${email}) ORDER BY id`,
    )
    .then((r) => JSON.stringify(r));

/** Makes the emailed links to this address a minute older: the next one asked for is sent (one a minute goes there). */
export const ageAuthLinks = (t: TestApp, email: string) =>
  dbOf(t).execute(sql`UPDATE auth_links SET created_at = created_at - interval '61 seconds'
    WHERE new_email = ${email} OR user_id = (SELECT id FROM users WHERE email = ${email})`);

/** Registers, opens the emailed verification link and signs in. */
export async function verifiedMember(
  t: BuiltinApp,
  prefix = 'member',
  email = `${uniqueName(prefix)}@example.com`,
): Promise<BuiltinMember> {
  const username = uniqueName(prefix.slice(0, 8));
  const registered = await t
    .http()
    .post('/api/auth/register')
    .send({ email, username, password: STRONG_PASSWORD, repeatPassword: STRONG_PASSWORD });
  if (registered.status !== 201) throw new Error(`Registering answered ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = await t.mail.linkToken(email, '/verify-email');
  const verified = await t.http().post('/api/auth/builtin/verify-email').send({ token });
  if (verified.status !== 200) throw new Error(`Verifying answered ${verified.status}`);
  return { ...(await signInBuiltin(t, email, STRONG_PASSWORD)), id: (registered.body as { id: string }).id, username };
}

/** The password {@link changePassword} sets. */
export const CHANGED_PASSWORD = 'Chang3dPass';

/** POST /api/auth/builtin/change-password as `member`, to CHANGED_PASSWORD; answers the response. */
export const changePassword = (t: TestApp, member: Pick<BuiltinMember, 'token'>) =>
  t
    .http()
    .post('/api/auth/builtin/change-password')
    .set(bearer(member))
    .send({ password: CHANGED_PASSWORD, repeatPassword: CHANGED_PASSWORD });

export async function signInBuiltin(t: TestApp, email: string, password: string): Promise<Omit<BuiltinMember, 'id' | 'username'>> {
  const res = await t.http().post('/api/auth/builtin/sign-in').send({ email, password });
  if (res.status !== 200) throw new Error(`Signing in answered ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: (res.body as { accessToken: string }).accessToken, cookie: refreshCookieOf(res) };
}

/** A write-scoped personal API token of the member (for the rows of callers using one). */
export async function writeApiToken(t: TestApp, member: Pick<BuiltinMember, 'token'>): Promise<string> {
  const made = await t
    .http()
    .post('/api/api-tokens')
    .set({ Authorization: `Bearer ${member.token}` })
    .send({ name: uniqueName('token'), scope: 'write', expiresInDays: 30 });
  if (made.status !== 201) throw new Error(`Making an API token answered ${made.status}`);
  return (made.body as { token: string }).token;
}
