import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

const NotificationBell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

/** The header's bell, loaded once a member is signed in: a visitor's first load carries none of it. */
export function NotificationBellSlot() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
