import { getCurrentUser } from '@api';
import { paths } from '@/lib/paths';
import { getFirebaseAuth, loadAuthSdk, storeTokenWhileSignedIn, waitForFirebaseUser } from './firebase';
import { signedOutError } from './identity-error';
import { getAuthProvider } from './provider';
import { renewSession } from './session';

const isBuiltin = async () => (await getAuthProvider()) === 'builtin';

/**
 * The identity side of account changes on the Config screen. The server changes the account
 * (firebase-admin); these keep this device's Firebase user and stored token in step.
 */

/** Emails a confirmation link to the new address (the change takes effect once it is opened). */
export async function sendEmailChangeLink(newEmail: string): Promise<void> {
  // Built-in accounts: the server emailed the link when the change was asked for.
  if (await isBuiltin()) return;
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  const user = await waitForFirebaseUser(auth);
  if (!user) throw signedOutError();
  await sdk.verifyBeforeUpdateEmail(user, newEmail, { url: `${window.location.origin}${paths.config}` });
}

/** True once the identity user carries the new address; its fresh token (with the address) is stored then. */
export async function isEmailChangeConfirmed(newEmail: string): Promise<boolean> {
  if (await isBuiltin()) return (await getCurrentUser()).email.toLowerCase() === newEmail.toLowerCase();
  // Right after a page load the SDK may still be restoring the signed-in user: wait for it.
  const user = await waitForFirebaseUser(await getFirebaseAuth());
  if (!user) throw signedOutError();
  await user.reload();
  if (user.email?.toLowerCase() !== newEmail) return false;
  storeTokenWhileSignedIn(await user.getIdToken(true));
  return true;
}

/**
 * After a password change, which ends every session of the account, this one included (the emulator refuses the
 * old token at once; a real project once it expires): this device signs in again with the new password, so it
 * keeps a valid token; requests that start meanwhile wait for it. Best effort: when it fails, the next request
 * ends the session as usual.
 * The address is the identity user's once the lazily loaded SDK has restored it (on a page load it has not yet when
 * this runs: issue 42), else the account's.
 */
export function renewSessionWithPassword(accountEmail: string, password: string): Promise<void> {
  return renewSession(async () => {
    try {
      // Built-in accounts: a password change keeps this session.
      if (await isBuiltin()) return;
      const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
      const email = (await waitForFirebaseUser(auth))?.email ?? accountEmail;
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      storeTokenWhileSignedIn(await user.getIdToken());
    } catch {
      /* the session ends at the next request: signing in again is left to the member */
    }
  });
}

/**
 * Built-in accounts, after a password change (which ended every other session): this device goes on
 * with the new access token the server answered; requests meanwhile wait for it.
 */
export function keepSessionWithToken(token: string): Promise<void> {
  return renewSession(async () => storeTokenWhileSignedIn(token));
}

/** An email change waiting for its link: from the address in use to the new one. */
export interface PendingEmailChange {
  from: string;
  to: string;
}

const PENDING_EMAIL_CHANGE_KEY = 'snipstack-pending-email';

/** The email change requested on this device and not seen through yet (it survives a reload and reaches the tab the link opens). */
export function readPendingEmailChange(): PendingEmailChange | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PENDING_EMAIL_CHANGE_KEY) ?? 'null') as Partial<PendingEmailChange> | null;
    return stored && typeof stored.from === 'string' && typeof stored.to === 'string' ? { from: stored.from, to: stored.to } : null;
  } catch {
    return null;
  }
}

export function rememberPendingEmailChange(change: PendingEmailChange | null): void {
  try {
    if (change) window.localStorage.setItem(PENDING_EMAIL_CHANGE_KEY, JSON.stringify(change));
    else window.localStorage.removeItem(PENDING_EMAIL_CHANGE_KEY);
  } catch {
    /* storage unavailable: the change is shown until the page is left */
  }
}
