import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/feedback';
import { useCurrentUser } from '@/lib/session';

/** Tells a suspended member why, above every page: they can read their things but not change anything. */
export function SuspensionBanner() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user?.suspension) return null;
  return (
    <Alert
      type="warning"
      className="ss-suspension-banner"
      title={t('suspension.title')}
      description={t('suspension.text', { reason: user.suspension.reason })}
      data-testid="suspension-banner"
    />
  );
}
