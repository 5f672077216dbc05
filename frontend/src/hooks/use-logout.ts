import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast';
import { resetSessionCaches } from '@/lib/session-cache';
import { useAuthStore } from '@/stores/auth.store';

/**
 * Seed: logout clears the stored token, resets the authentication, user and own-groups state,
 * shows "logged out" and goes to the root page. Firebase signs out too.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const signOut = useAuthStore((state) => state.signOut);

  return useCallback(async () => {
    signOut();
    const { signOutFirebase } = await import('@/lib/firebase');
    await signOutFirebase();
    await resetSessionCaches(mutate);
    toast.success(t('messages:success.loggedOut'));
    navigate('/');
  }, [mutate, navigate, signOut, t, toast]);
}
