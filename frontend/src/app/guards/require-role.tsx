import type { UserRole } from '@api';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { hasRole, useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';

interface RequireRoleProps {
  roles: readonly UserRole[];
  /** i18n key of why other members may not enter. */
  reason: string;
  children: ReactNode;
}

/** Route guard for screens of some roles (inside `RequireAuth`): "Not allowed" for the other members. */
export function RequireRole({ roles, reason, children }: RequireRoleProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (hasRole(user, roles)) return children;
  return (
    <div className="ss-page ss-page--narrow">
      <Result
        status="403"
        title={t('forbidden.title')}
        subTitle={t(reason)}
        extra={
          <Button type="primary" onClick={() => navigate(paths.index)}>
            {t('forbidden.back')}
          </Button>
        }
        data-testid="forbidden"
      />
    </div>
  );
}
