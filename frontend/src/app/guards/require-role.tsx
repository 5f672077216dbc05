import type { UserRole } from '@api';
import { type ReactNode, Suspense } from 'react';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { PageSpinner } from '@/components/ui/page-spinner';
import { hasRole, useCurrentUser } from '@/lib/session';

const ForbiddenResult = lazyWithAntd(() => import('./forbidden-result'));

interface RequireRoleProps {
  roles: readonly UserRole[];
  /** i18n key of why other members may not enter. */
  reason: string;
  children: ReactNode;
}

/** Route guard for screens of some roles (inside `RequireAuth`): "Not allowed" for the other members. */
export function RequireRole({ roles, reason, children }: RequireRoleProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (hasRole(user, roles)) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ForbiddenResult reason={reason} />
    </Suspense>
  );
}
