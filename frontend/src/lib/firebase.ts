import type { Auth, User } from 'firebase/auth';
import { getClientConfig } from '@api';
import { SKIP_AUTH_HEADER } from './api-fetch';
import { readStoredToken, storeToken } from './auth-token';

/**
 * Firebase (web SDK), loaded on demand: never part of the first-load bundle.
 * Configured at run time from `GET /api/public/client-config`; points at the Auth emulator when the server says so.
 */

/** The seed's wait for the identity user to load: up to 30 tries of 100 ms. */
export const USER_WAIT_TRIES = 30;
export const USER_WAIT_INTERVAL_MS = 100;

let authPromise: Promise<Auth> | null = null;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ getApps, initializeApp }, { connectAuthEmulator, getAuth, onIdTokenChanged }, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      getClientConfig({ headers: { [SKIP_AUTH_HEADER]: '1' } }),
    ]);
    const { apiKey, authDomain, projectId, emulatorUrl } = config.data.firebase;
    const app = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId });
    const auth = getAuth(app);
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    keepTokenFresh(auth, onIdTokenChanged);
    return auth;
  })().catch((error: unknown) => {
    authPromise = null;
    throw error;
  });
  return authPromise;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The signed-in Firebase user once it has loaded from the SDK's persistence, or null after the seed's wait. */
export async function waitForFirebaseUser(auth: Auth, tries = USER_WAIT_TRIES, intervalMs = USER_WAIT_INTERVAL_MS): Promise<User | null> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (auth.currentUser) return auth.currentUser;
    await sleep(intervalMs);
  }
  return auth.currentUser;
}

/** A fresh ID token for the signed-in user (forced refresh), or null when nobody is signed in. */
export async function refreshIdToken(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  const user = await waitForFirebaseUser(auth);
  return user ? user.getIdToken(true) : null;
}

/**
 * Stores every fresh ID token the SDK issues (hourly refresh, email confirmed, ...) under `authToken`,
 * but only while the app is signed in: a sign-in that is refused (unverified email) never stores one.
 */
function keepTokenFresh(auth: Auth, onIdTokenChanged: typeof import('firebase/auth').onIdTokenChanged): void {
  onIdTokenChanged(auth, (user) => {
    if (!user || !readStoredToken()) return;
    user
      .getIdToken()
      .then((token) => {
        if (readStoredToken()) storeToken(token);
      })
      .catch(() => undefined);
  });
}

/** The Firebase Auth functions (a lazy chunk), for the sign-in flows. */
export function loadAuthSdk(): Promise<typeof import('firebase/auth')> {
  return import('firebase/auth');
}

/** Signs the Firebase user out (best effort: a failure leaves nothing to undo on our side). */
export async function signOutFirebase(): Promise<void> {
  try {
    const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
    await signOut(auth);
  } catch {
    /* not loaded or offline: the stored token is cleared by the caller anyway */
  }
}
