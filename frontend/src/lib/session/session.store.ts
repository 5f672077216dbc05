import { create } from 'zustand';
import { readStoredToken } from './token-storage';

interface SessionState {
  /** True when a token is stored at start, or after a sign-in with a verified email; false once signed out or expired. */
  isAuthenticated: boolean;
}

/** The authenticated state (internal to the session module: read it through `useSession()`). */
export const useSessionStore = create<SessionState>()(() => ({ isAuthenticated: !!readStoredToken() }));
