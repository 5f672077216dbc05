import './header-account.css';
import { DownOutlined, LoginOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { MenuButton, type MenuEntry } from '@/components/ui/menu-button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/lib/paths';
import { useCurrentUser, useSession } from '@/lib/session';

/** The header's account corner: the member (avatar, username) with Settings and Log out, or a "Sign in" button. */
export function HeaderAccount({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isAuthenticated, signOut } = useSession();
  const { user } = useCurrentUser();

  if (!isAuthenticated) {
    if (pathname === paths.login) return null;
    return (
      <Button
        type="primary"
        icon={<LoginOutlined />}
        onClick={() => navigate(paths.login)}
        aria-label={compact ? t('header.signIn') : undefined}
        className="ss-header-signin"
        data-testid="header-sign-in"
      >
        {!compact && t('header.signIn')}
      </Button>
    );
  }

  const items: MenuEntry[] = [
    ...(user ? [{ key: 'who', type: 'group' as const, label: user.email }] : []),
    { key: 'config', icon: <SettingOutlined />, label: t('header.config'), 'data-testid': 'header-config' },
    { key: 'divider', type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true, 'data-testid': 'header-logout' },
  ];
  const username = user?.username ?? '';

  return (
    <MenuButton
      items={items}
      onSelect={(key) => {
        if (key === 'config') void navigate(paths.config);
        if (key === 'logout') void signOut();
      }}
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className="ss-header-user"
          // Named by the username written in it; on a phone (the avatar alone), by "Account menu".
          aria-label={compact || !username ? t('header.userMenu') : undefined}
          title={t('header.userMenu')}
          data-testid="header-user"
        >
          <UserAvatar username={user?.username ?? ''} imageUrl={user?.imageUrl} size={28} decorative={!compact} />
          {!compact && (
            <span className="ss-header-user__name" data-testid="header-username">
              {username}
            </span>
          )}
          {!compact && <DownOutlined className="ss-header-user__caret" aria-hidden="true" />}
        </button>
      )}
    />
  );
}
