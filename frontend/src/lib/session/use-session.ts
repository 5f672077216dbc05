import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { beginSession, signOut } from './session';
import { useSessionStore } from './session.store';

/**
 * The session as components see it: whether someone is signed in, and the two ways to change that.
 * `signIn(token)` takes the ID token of a verified sign-in; `signOut()` is the logout.
 * Who the member is comes from the server: `useCurrentUser()`.
 */
export function useSession() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const { mutate } = useSWRConfig();
  return {
    isAuthenticated,
    signIn: useCallback((token: string) => beginSession(token, mutate), [mutate]),
    signOut: useCallback(() => signOut(mutate), [mutate]),
  };
}

/** Whether someone is signed in, outside React (e.g. to ask for a page's data before it renders). */
export function isSignedIn(): boolean {
  return useSessionStore.getState().isAuthenticated;
}
