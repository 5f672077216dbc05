import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { mutate } from 'swr';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { toast } from '@/components/toast';
import { setUnauthorizedHandler } from '@/lib/api-fetch';
import { resetSessionCaches } from '@/lib/session-cache';
import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth.store';
import './styles.css';

const router = createAppRouter();

// Seed: a 401 answer removes the stored token (done by apiFetch) and sends the user to the root page.
// The member's cached data goes too, and Firebase signs out so the stale session does not come back.
setUnauthorizedHandler(() => {
  const { isAuthenticated, setAuthenticated } = useAuthStore.getState();
  if (isAuthenticated) toast.warning(i18n.t('messages:errors.sessionExpired'));
  setAuthenticated(false);
  void resetSessionCaches(mutate);
  void import('@/lib/firebase').then(({ signOutFirebase }) => signOutFirebase()).catch(() => undefined);
  if (router.state.location.pathname !== '/') void router.navigate('/', { replace: true });
});

// A returning member: load Firebase in the background so expired tokens can be refreshed.
if (useAuthStore.getState().isAuthenticated) {
  const load = () => void import('@/lib/firebase').then(({ getFirebaseAuth }) => getFirebaseAuth()).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
