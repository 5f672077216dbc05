import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '../api/notifications';
import './notifications.css';

/** The header's bell, for members: how many notifications are unread (99+ beyond), leading to their list. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const count = useUnreadCount();
  if (!isAuthenticated) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span className="ss-bell">
      <Button
        type="text"
        className="ss-header-button"
        icon={<BellOutlined />}
        aria-label={count ? t('bellUnread', { count }) : t('bell')}
        title={t('bell')}
        data-testid="notification-bell"
        onClick={() => void navigate(paths.notifications)}
      />
      {count > 0 && (
        <span className="ss-bell__count" aria-hidden="true" data-testid="notification-count">
          {shown}
        </span>
      )}
    </span>
  );
}
