import {
  CompassOutlined,
  ExperimentOutlined,
  LoginOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { hasRole, STAFF_ROLES, useCurrentUser, useSession } from '@/lib/session';

export const COLLAPSE_KEY = 'collapse';
type MenuItem = Required<MenuProps>['items'][number];

/** The navigation entries: the listing (Index), profile, settings, custom technologies, log in (signed out), admin (staff) and collapse. */
export function useMenuItems(options: { withCollapse: boolean; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const { user } = useCurrentUser();

  const items: MenuItem[] = [
    { key: paths.index, icon: <CompassOutlined />, label: t('menu.listing'), 'data-testid': 'menu-listing' },
    { key: paths.profile, icon: <UserOutlined />, label: t('menu.profile'), 'data-testid': 'menu-profile' },
    { key: paths.config, icon: <SettingOutlined />, label: t('menu.config'), 'data-testid': 'menu-config' },
    {
      key: paths.customTechnologies,
      icon: <ExperimentOutlined />,
      label: t('menu.customTechnologies'),
      'data-testid': 'menu-custom-technologies',
    },
    // One entry for the settings page (above); signed out, one more to log in or register.
    ...(isAuthenticated
      ? []
      : [{ key: paths.login, icon: <LoginOutlined />, label: t('menu.login'), 'data-testid': 'menu-login' } as MenuItem]),
  ];
  if (hasRole(user, STAFF_ROLES)) {
    items.push({ key: paths.admin, icon: <SafetyCertificateOutlined />, label: t('menu.admin'), 'data-testid': 'menu-admin' });
  }
  if (options.withCollapse) {
    items.push({ type: 'divider' });
    items.push({
      key: COLLAPSE_KEY,
      icon: options.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />,
      label: options.collapsed ? t('menu.expand') : t('menu.collapse'),
      'data-testid': 'menu-collapse',
    });
  }

  const known = [paths.profile, paths.config, paths.customTechnologies, paths.login, paths.admin];
  const selectedKey = known.find((path) => pathname.startsWith(path)) ?? (pathname === '/' ? paths.index : '');
  return { items, selectedKeys: selectedKey ? [selectedKey] : [] };
}
