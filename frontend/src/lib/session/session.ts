import { getGetCurrentUserKey } from '@api';
import { mutate as mutateDefaultCache, type ScopedMutator } from 'swr';
import { toast } from '@/components/toast';
import { setApiCredentials } from '@/lib/api-fetch';
import i18n from '@/lib/i18n';
import { builtinLogOut, builtinRefresh } from './builtin';
import { refreshIdToken, signOutFirebase } from './firebase';
import { isTokenExpired } from './jwt';
import { resetSessionCaches } from './session-cache';
import { useSessionStore } from './session.store';
import { getAuthProvider } from './provider';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

/** How the session leaves a member-only page: the app points it at its router. */
type GoHome = (options: { replace: boolean }) => void;

const reloadAtRoot: GoHome = () => {
  if (window.location.pathname !== '/') window.location.assign('/');
};

/** What the session needs from the identity service (Firebase or the built-in accounts): renewing a token, signing out. */
interface IdentityService {
  refreshToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}

const isBuiltin = () => getAuthProvider().then((name) => name === 'builtin');

/** The site's provider decides: Firebase's SDK, or the built-in refresh cookie. */
const siteIdentity: IdentityService = {
  refreshToken: async () => ((await isBuiltin()) ? builtinRefresh() : refreshIdToken()),
  signOut: async () => ((await isBuiltin().catch(() => false)) ? builtinLogOut() : signOutFirebase()),
};

let goHome: GoHome = reloadAtRoot;
let identity: IdentityService = siteIdentity;
let refreshInFlight: Promise<string | null> | null = null;
let renewalInFlight: Promise<void> | null = null;

/**
 * Runs `renew`, which stores a new token for a session the server has just ended (a password change signs in
 * again): requests that start meanwhile wait for it, rather than being sent with the token it replaces.
 */
export function renewSession(renew: () => Promise<void>): Promise<void> {
  const renewal: Promise<void> = renew().finally(() => {
    if (renewalInFlight === renewal) renewalInFlight = null;
  });
  renewalInFlight = renewal;
  return renewal;
}

/** The stored token, renewed (and stored again) first when it has expired; null when signed out. */
async function validToken(): Promise<string | null> {
  await renewalInFlight?.catch(() => undefined);
  const token = readStoredToken();
  if (!token || !isTokenExpired(token)) return token;
  refreshInFlight ??= identity
    .refreshToken()
    .catch(() => null)
    .finally(() => {
      refreshInFlight = null;
    });
  const fresh = await refreshInFlight;
  if (!fresh) return token; // the server decides; a 401 then ends the session
  storeToken(fresh);
  return fresh;
}

/** A verified sign-in: the caches of the previous visitor go, the token is stored and the member loads. */
export async function beginSession(token: string, mutate: ScopedMutator): Promise<void> {
  await resetSessionCaches(mutate);
  storeToken(token);
  useSessionStore.setState({ isAuthenticated: true });
  void mutate(getGetCurrentUserKey());
}

/** Signs out everywhere: the stored token, the authenticated state, Firebase and the member's cached data. */
async function endSession(mutate: ScopedMutator): Promise<void> {
  clearStoredToken();
  useSessionStore.setState({ isAuthenticated: false });
  await identity.signOut();
  await resetSessionCaches(mutate);
}

/** A 401 answer (docs/specification.md, section 8): the session ends, a member is told it expired, and the app goes to the root page. */
function expireSession(): void {
  if (useSessionStore.getState().isAuthenticated) toast.warning(i18n.t('messages:errors.sessionExpired'));
  void endSession(mutateDefaultCache);
  goHome({ replace: true });
}

/** Logout (docs/specification.md, section 4): signed out everywhere, "logged out", and the root page. */
export async function signOut(mutate: ScopedMutator): Promise<void> {
  await endSession(mutate);
  toast.success(i18n.t('messages:success.loggedOut'));
  goHome({ replace: false });
}

interface SessionOptions {
  /** Navigation to the root page (a full page load without it). */
  goHome?: GoHome;
  /** The identity service (Firebase without it). */
  identity?: IdentityService;
}

/**
 * Starts the session once, before the first request: API calls carry its token and a 401 ends it.
 * The identity service (the Firebase SDK, ~160 kB of script, and its frame) is not loaded at start: an expired
 * token loads it to be renewed (validToken), and so do sign-in and the account's changes. Loading it on every
 * returning member's first screen cost that screen's main thread its parse and run (Lighthouse, issue 16).
 */
export function startSession(options: SessionOptions = {}): void {
  goHome = options.goHome ?? reloadAtRoot;
  identity = options.identity ?? siteIdentity;
  setApiCredentials({ getToken: validToken, onUnauthorized: expireSession });
}
