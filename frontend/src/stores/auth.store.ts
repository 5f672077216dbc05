import { create } from 'zustand';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';

interface AuthState {
  /** True when a token is stored at start, or after a login with a verified email. */
  isAuthenticated: boolean;
  setAuthenticated: (isAuthenticated: boolean) => void;
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
}));
