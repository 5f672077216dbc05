import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { safeRedirect } from '@/features/auth/hooks/use-finish-sign-in';
import { useSession } from '@/lib/session';

export default function LoginRoute() {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  // Already signed in (e.g. the back button after logging in): go where the login would have led.
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <div className="ss-page ss-page--auth">
      <AuthCard />
    </div>
  );
}
