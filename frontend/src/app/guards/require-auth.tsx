import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { useSession } from '@/lib/session';

// Only signed-out visitors of a member screen see it: out of the first load (the routes' Suspense shows the spinner meanwhile).
const SignInRequired = lazyWithAntd(() =>
  import('@/components/ui/sign-in-required').then((module) => ({ default: module.SignInRequired })),
);

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
