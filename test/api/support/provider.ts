/**
 * The identity provider the API tests' site uses: Firebase (the Auth emulator) by default, or the
 * server's built-in accounts with API_TEST_AUTH_PROVIDER=builtin (emails read from a real SMTP
 * server). `npm test` runs the authorization matrix and the bad-input tests on both.
 */
import { type BuiltinApp, signInBuiltin, startBuiltinApp, verifiedMember } from '../identity/builtin-app';
import { startApp, type TestApp } from './app';
import { bearer, signInWithGoogle, uniqueEmail } from './identity';

export const TEST_PROVIDER: 'firebase' | 'builtin' = process.env.API_TEST_AUTH_PROVIDER === 'builtin' ? 'builtin' : 'firebase';

/** What differs between the two: `firebase`'s value on a Firebase site, `builtin`'s on a builtin one. */
export const byProvider = <T>(firebase: T, builtin: T): T => (TEST_PROVIDER === 'builtin' ? builtin : firebase);

/** The site, on TEST_PROVIDER. */
export function startProviderApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Access tokens outlive a run however slow the machine: a 401 is then the route's answer, not the clock's.
  return TEST_PROVIDER === 'builtin' ? startBuiltinApp({ AUTH_ACCESS_TOKEN_SECONDS: '7200', ...env }) : startApp(env);
}

/** A signed-in member with their users row. */
export interface ProviderMember {
  token: string;
  email: string;
  /** Firebase: the Google account the member signs in with (through the emulator's fake provider). */
  googleId: string;
  /** Built-in accounts: the member's password. */
  password?: string;
  id: string;
  username: string;
}

let counter = 0;

/**
 * A member of the site, email verified: on Firebase signed in with Google through the emulator; with
 * built-in accounts registered, verified by the emailed link and signed in.
 */
export async function providerMember(t: TestApp, email = uniqueEmail('member')): Promise<ProviderMember> {
  const googleId = `g${Date.now().toString(36)}x${process.pid % 1000}x${++counter}`;
  const signedIn =
    TEST_PROVIDER === 'builtin'
      ? await verifiedMember(t as BuiltinApp, 'member', email)
      : { token: await signInWithGoogle({ sub: googleId, email, name: `Member ${counter}` }), password: undefined };
  const res = await t.http().get('/api/users/').set(bearer(signedIn));
  if (res.status !== 200) throw new Error(`The first call of a member answered ${res.status} ${JSON.stringify(res.body)}`);
  const { id, username } = res.body as { id: string; username: string };
  return { token: signedIn.token, email, googleId, password: signedIn.password, id, username };
}

/** A new token for the member, the way they signed in (after a call that ended their sessions). */
export async function signInAgain(t: TestApp, member: ProviderMember): Promise<void> {
  member.token =
    TEST_PROVIDER === 'builtin'
      ? (await signInBuiltin(t, member.email, member.password!)).token
      : await signInWithGoogle({ sub: member.googleId, email: member.email });
}
