import { create } from 'zustand';
import { AUTH_TOKEN_KEY, clearStoredToken, storeToken } from '@/lib/auth-token';

interface AuthState {
  /** True when a token is stored at start, or after a login with a verified email. */
  isAuthenticated: boolean;
  setAuthenticated: (isAuthenticated: boolean) => void;
  /** Stores the ID token under `authToken` and marks the session signed in (verified logins only). */
  signIn: (token: string) => void;
  /** Removes the stored token and marks the session signed out. */
  signOut: () => void;
}

function hasStoredToken(): boolean {
  try {
    return !!localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return false;
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  isAuthenticated: hasStoredToken(),
  setAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
  signIn: (token) => {
    storeToken(token);
    set({ isAuthenticated: true });
  },
  signOut: () => {
    clearStoredToken();
    set({ isAuthenticated: false });
  },
}));
