import { paths } from '@/lib/paths';
import { getFirebaseAuth, loadAuthSdk, storeTokenWhileSignedIn, waitForFirebaseUser } from './firebase';
import { signedOutError } from './identity-error';

/**
 * The identity side of account changes on the Config screen. The server changes the account
 * (firebase-admin); these keep this device's Firebase user and stored token in step.
 */

/** Emails a confirmation link to the new address (the change takes effect once it is opened). */
export async function sendEmailChangeLink(newEmail: string): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  const user = await waitForFirebaseUser(auth);
  if (!user) throw signedOutError();
  await sdk.verifyBeforeUpdateEmail(user, newEmail, { url: `${window.location.origin}${paths.config}` });
}

/** True once the identity user carries the new address; its fresh token (with the address) is stored then. */
export async function isEmailChangeConfirmed(newEmail: string): Promise<boolean> {
  const user = (await getFirebaseAuth()).currentUser;
  if (!user) throw signedOutError();
  await user.reload();
  if (user.email?.toLowerCase() !== newEmail) return false;
  storeTokenWhileSignedIn(await user.getIdToken(true));
  return true;
}

/**
 * After a password change, which ends the other sessions: this device signs in again with the new
 * password, best effort, so it keeps a valid token.
 */
export async function renewSessionWithPassword(password: string): Promise<void> {
  try {
    const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
    const email = auth.currentUser?.email;
    if (!email) return;
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    storeTokenWhileSignedIn(await user.getIdToken());
  } catch {
    /* the current token stays valid until it expires */
  }
}
