import type { Auth, User } from 'firebase/auth';
import { getClientConfig } from '@api';
import { SKIP_AUTH_HEADER } from '@/lib/api-fetch';
import { readStoredToken, storeToken } from './token-storage';

/**
 * Firebase (web SDK), loaded on demand: never part of the first-load bundle. The only place that
 * imports the Firebase SDK. Configured at run time from `GET /api/public/client-config`; points at the
 * Auth emulator when the server says so.
 */

export type AuthSdk = typeof import('firebase/auth');

/** The longest wait for the identity user to load: the 30 tries of 100 ms of docs/specification.md, section 7. */
const USER_WAIT_MS = 30 * 100;

let authPromise: Promise<Auth> | null = null;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [
      { getApps, initializeApp },
      {
        browserLocalPersistence,
        browserSessionPersistence,
        connectAuthEmulator,
        indexedDBLocalPersistence,
        initializeAuth,
        onIdTokenChanged,
      },
      config,
    ] = await Promise.all([import('firebase/app'), import('firebase/auth'), getClientConfig({ headers: { [SKIP_AUTH_HEADER]: '1' } })]);
    const { apiKey, authDomain, projectId, emulatorUrl } = config.firebase;
    const app = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId });
    // getAuth's persistence without its popup resolver, which loads Google's iframe (a document and its scripts) as
    // soon as Auth starts; signInWithPopup is given the resolver (identity.ts), the one flow that needs it.
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    keepTokenFresh(auth, onIdTokenChanged);
    return auth;
  })().catch((error: unknown) => {
    authPromise = null;
    throw error;
  });
  return authPromise;
}

/** The Firebase Auth functions (a lazy chunk). */
export function loadAuthSdk(): Promise<AuthSdk> {
  return import('firebase/auth');
}

/**
 * The signed-in Firebase user once the SDK has restored it from its persistence (`authStateReady`), or null when
 * nobody is signed in to it. Right after the SDK loads (it is not loaded at start: session.ts), `currentUser` is
 * null until that read ends: read it only through this. Bounded by the wait above, in case persistence hangs.
 */
export async function waitForFirebaseUser(auth: Auth): Promise<User | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, USER_WAIT_MS);
  });
  try {
    await Promise.race([auth.authStateReady(), limit]);
  } finally {
    clearTimeout(timer);
  }
  return auth.currentUser;
}

/** A fresh ID token for the signed-in user (forced refresh), or null when nobody is signed in. */
export async function refreshIdToken(): Promise<string | null> {
  const user = await waitForFirebaseUser(await getFirebaseAuth());
  return user ? user.getIdToken(true) : null;
}

/** Stores a token the SDK issued for the signed-in member; ignored once the app is signed out. */
export function storeTokenWhileSignedIn(token: string): void {
  if (readStoredToken()) storeToken(token);
}

/**
 * Stores every fresh ID token the SDK issues (hourly refresh, email confirmed, ...) under `authToken`,
 * but only while the app is signed in: a sign-in that is refused (unverified email) never stores one.
 */
function keepTokenFresh(auth: Auth, onIdTokenChanged: AuthSdk['onIdTokenChanged']): void {
  onIdTokenChanged(auth, (user) => {
    if (!user || !readStoredToken()) return;
    user
      .getIdToken()
      .then(storeTokenWhileSignedIn)
      .catch(() => undefined);
  });
}

/** Signs the Firebase user out (best effort: a failure leaves nothing to undo on our side). */
export async function signOutFirebase(): Promise<void> {
  try {
    const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
    await signOut(auth);
  } catch {
    /* not loaded or offline: the stored token is cleared anyway */
  }
}
