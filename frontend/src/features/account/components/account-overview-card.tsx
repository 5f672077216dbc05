import { LogoutOutlined } from '@ant-design/icons';
import type { CurrentUserDto } from '@api';
import { Button, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/ui/user-avatar';
import { PhotoUpload } from './photo-upload';

const ROLE_COLORS: Record<string, string> = { admin: 'magenta', moderator: 'purple', user: 'default' };

/** Who is signed in: photo (with the upload), username, email and role, and the Logout button. */
export function AccountOverviewCard({ user, onLogout }: { user: CurrentUserDto | null; onLogout: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Card className="ss-account-overview" data-testid="account-overview">
      {user ? (
        <div className="ss-account-overview__body">
          <UserAvatar username={user.username} imageUrl={user.imageUrl} size={88} />
          <div className="ss-account-overview__who">
            <div className="ss-account-overview__name">
              <span data-testid="account-username">{user.username}</span>
              <Tag color={ROLE_COLORS[user.role] ?? 'default'} data-testid="account-role">
                {t(`roles.${user.role}`)}
              </Tag>
            </div>
            <div className="ss-muted" data-testid="account-email">
              {user.email}
            </div>
            <div className="ss-account-overview__actions">
              <PhotoUpload />
              <span className="ss-muted ss-account-overview__hint">{t('photo.hint')}</span>
            </div>
          </div>
          <Button icon={<LogoutOutlined />} onClick={onLogout} className="ss-account-overview__logout" data-testid="account-logout">
            {t('logout')}
          </Button>
        </div>
      ) : (
        <Skeleton avatar={{ size: 88 }} active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
