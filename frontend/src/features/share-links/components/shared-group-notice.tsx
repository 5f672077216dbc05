import type { SharedGroupDto } from '@api';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import '../share-links.css';

/** Above a group opened through a share link: what this page is, and how long the link lasts. */
export function SharedGroupNotice({ shared }: { shared: SharedGroupDto }) {
  const { t, i18n } = useTranslation('share-links');
  const limits = [
    shared.expiresAt &&
      t('until', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(shared.expiresAt)),
      }),
    shared.viewsLeft !== null && t('viewsLeft', { count: shared.viewsLeft }),
  ].filter(Boolean);
  return (
    <Alert
      type="info"
      showIcon
      className="ss-shared__notice"
      data-testid="shared-notice"
      title={t('sharedTitle', { owner: shared.group.owner.username })}
      description={[t('sharedLead'), ...limits].join(' ')}
    />
  );
}
