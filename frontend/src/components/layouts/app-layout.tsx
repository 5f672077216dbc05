import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ThemeSwitch } from '@/components/ui/theme-switch';
import { usePageTitle } from '@/hooks/use-page-title';
import { useWindowWidth } from '@/hooks/use-window-width';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { usePreferencesStore } from '@/stores/preferences.store';
import { AppFooter } from './app-footer';
import { HeaderAccount } from './header-account';
import { SuspensionBanner } from './suspension-banner';
import { COLLAPSE_KEY, useMenuItems } from './use-menu-items';

// The drawer is only used on phones: load it on demand.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

const SIDER_WIDTH = 280;
const SIDER_COLLAPSED_WIDTH = 76;

/**
 * The app shell: a collapsible side menu (or a top menu, per the "menu style" preference), a header with the
 * page title, language and theme switches, the routed page and a footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const title = usePageTitle();
  const width = useWindowWidth();
  const isMobile = width < BREAKPOINTS.sm;
  const menuStyle = usePreferencesStore((state) => state.menuStyle);
  const collapsed = usePreferencesStore((state) => state.siderCollapsed);
  const setCollapsed = usePreferencesStore((state) => state.setSiderCollapsed);
  const themeName = usePreferencesStore((state) => state.theme);
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerUsed(true);
    setDrawerOpenState(open);
  };

  const useSide = menuStyle === 'side' && !isMobile;
  const { items, selectedKeys } = useMenuItems({ withCollapse: useSide, collapsed });

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === COLLAPSE_KEY) {
      setCollapsed(!collapsed);
      return;
    }
    setDrawerOpen(false);
    navigate(key);
  };

  const menuTheme = themeName === 'dark' ? 'dark' : 'light';
  const sideMenu = (
    <Menu
      mode="inline"
      theme={menuTheme}
      items={items}
      selectedKeys={selectedKeys}
      onClick={onMenuClick}
      className="ss-side-menu"
      aria-label={t('menu.navigation')}
      data-testid="side-menu"
    />
  );

  const heading = (
    <h1 className="ss-page-title" data-testid="page-title" key={location.pathname}>
      {title}
    </h1>
  );
  const controls = (
    <div className="ss-header__controls">
      <LanguageSwitch showName={!isMobile} />
      <ThemeSwitch />
      <HeaderAccount compact={isMobile} />
    </div>
  );

  return (
    <Layout className={`ss-shell ss-shell--${useSide ? 'side' : 'top'}`} data-menu-style={menuStyle} hasSider={useSide}>
      {useSide && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme={menuTheme}
          className="ss-sider"
          data-testid="app-sider"
          data-collapsed={collapsed}
        >
          <div className="ss-sider__brand">
            <Logo compact={collapsed} />
          </div>
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout className="ss-main">
        <Layout.Header className="ss-header" data-testid="app-header">
          {!useSide && (
            <>
              {isMobile && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('menu.openMenu')}
                  onClick={() => setDrawerOpen(true)}
                  className="ss-header-button"
                  data-testid="menu-open"
                />
              )}
              <Logo />
            </>
          )}
          {useSide ? (
            <div className="ss-header__title">{heading}</div>
          ) : (
            !isMobile && (
              <Menu
                mode="horizontal"
                theme={menuTheme}
                items={items}
                selectedKeys={selectedKeys}
                onClick={onMenuClick}
                className="ss-top-menu"
                aria-label={t('menu.navigation')}
                data-testid="top-menu"
              />
            )
          )}
          {!useSide && isMobile && <div className="ss-header__spacer" />}
          {controls}
        </Layout.Header>
        <Layout.Content className="ss-content">
          {!useSide && <div className="ss-content__title">{heading}</div>}
          <SuspensionBanner />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <AppFooter />
      </Layout>
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {sideMenu}
          </MobileDrawer>
        </Suspense>
      )}
    </Layout>
  );
}
