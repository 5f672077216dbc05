import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '@/components/ui/sign-in-required';
import { useSession } from '@/lib/session';

interface RequireAuthProps {
  /** i18n key of the prompt's lead: what signing in gives on this screen (a general lead without it). */
  lead?: string;
  /** What signed-out visitors see instead of the prompt page, when the screen offers them more. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Route guard for member-only screens: signed-out visitors are asked to sign in (and come back after it). */
export function RequireAuth({ lead, fallback, children }: RequireAuthProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return children;
  return (
    fallback ?? (
      <div className="ss-page ss-page--narrow">
        <SignInRequired lead={lead && t(lead)} />
      </div>
    )
  );
}
