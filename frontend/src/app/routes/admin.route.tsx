import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SignInRequired } from '@/components/ui/sign-in-required';
import { AdminScreen } from '@/features/moderation/components/admin-screen';
import { useCurrentUser } from '@/hooks/use-current-user';
import { paths } from '@/lib/paths';

/** Admin: moderators and admins only; everyone else sees a "not allowed" result. */
export default function AdminRoute() {
  const { t } = useTranslation('moderation');
  const navigate = useNavigate();
  const { user, isAuthenticated, isModerator, isLoading } = useCurrentUser();

  if (isAuthenticated && isLoading) return <PageSpinner />;

  if (!isAuthenticated) {
    return (
      <div className="ss-page ss-page--narrow">
        <SignInRequired lead={t('forbidden.signedOut')} />
      </div>
    );
  }

  if (!user || !isModerator) {
    return (
      <div className="ss-page ss-page--narrow">
        <Result
          status="403"
          title={t('forbidden.title')}
          subTitle={t('forbidden.member')}
          extra={
            <Button type="primary" onClick={() => navigate(paths.index)}>
              {t('forbidden.back')}
            </Button>
          }
          data-testid="admin-forbidden"
        />
      </div>
    );
  }

  return (
    <div className="ss-page">
      <AdminScreen user={user} />
    </div>
  );
}
