import { getGetCurrentUserKey } from '@api';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/lib/paths';
import { resetSessionCaches } from '@/lib/session-cache';
import { useAuthStore } from '@/stores/auth.store';

/** Where to go after signing in: a same-site `?redirect=` path, or the member's profile. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return paths.profile;
  return target;
}

/** A verified sign-in: store the token, mark the session signed in, load the member, leave the login screen. */
export function useFinishSignIn(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const signIn = useAuthStore((state) => state.signIn);
  const redirect = params.get('redirect');

  return useCallback(
    async (token: string) => {
      await resetSessionCaches(mutate);
      signIn(token);
      void mutate(getGetCurrentUserKey());
      navigate(safeRedirect(redirect), { replace: true });
    },
    [mutate, navigate, redirect, signIn],
  );
}
