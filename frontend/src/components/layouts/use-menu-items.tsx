import {
  CompassOutlined,
  ExperimentOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { hasRole, STAFF_ROLES, useCurrentUser, useSession } from '@/lib/session';

export interface NavItem {
  path: string;
  icon: ReactNode;
  label: string;
  testId: string;
}

/** The navigation entries: the listing (Index), profile, settings, custom technologies, log in (signed out) and admin (staff); and the one of the current page. */
export function useMenuItems() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const { user } = useCurrentUser();

  const items: NavItem[] = [
    { path: paths.index, icon: <CompassOutlined />, label: t('menu.listing'), testId: 'menu-listing' },
    { path: paths.profile, icon: <UserOutlined />, label: t('menu.profile'), testId: 'menu-profile' },
    { path: paths.config, icon: <SettingOutlined />, label: t('menu.config'), testId: 'menu-config' },
    {
      path: paths.customTechnologies,
      icon: <ExperimentOutlined />,
      label: t('menu.customTechnologies'),
      testId: 'menu-custom-technologies',
    },
    // One entry for the settings page (above); signed out, one more to log in or register.
    ...(isAuthenticated ? [] : [{ path: paths.login, icon: <LoginOutlined />, label: t('menu.login'), testId: 'menu-login' }]),
  ];
  if (hasRole(user, STAFF_ROLES)) {
    items.push({ path: paths.admin, icon: <SafetyCertificateOutlined />, label: t('menu.admin'), testId: 'menu-admin' });
  }

  const known = [paths.profile, paths.config, paths.customTechnologies, paths.login, paths.admin];
  const current = known.find((path) => pathname.startsWith(path)) ?? (pathname === '/' ? paths.index : '');
  return { items, current };
}
