import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, SIGN_IN_LANDING } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Where to go after signing in: a same-site `?redirect=` path, or the member's profile. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith(paths.login)) return SIGN_IN_LANDING;
  return target;
}

/** A verified sign-in: the session starts with its token, then the login screen leads where it was asked to. */
export function useFinishSignIn(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const redirect = params.get('redirect');

  return useCallback(
    async (token: string) => {
      await signIn(token);
      navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect, signIn],
  );
}
