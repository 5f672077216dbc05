import { MenuOutlined } from '@ant-design/icons';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
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
import { MobileDrawer } from './mobile-drawer';
import { NavMenu } from './nav-menu';
import { SuspensionBanner } from './suspension-banner';

/**
 * The app shell: a collapsible side menu (or a top menu, per the "menu style" preference; a drawer on phones), a
 * header with the page title, language and theme switches, what the app adds there (`headerExtra`: the notification
 * bell) and the account, the routed page and a footer. Plain
 * React and our CSS (styles.css, nav-menu.css): antd is not in the Index's first load.
 */
export function AppLayout({ headerExtra }: { headerExtra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const title = usePageTitle();
  const width = useWindowWidth();
  const isMobile = width < BREAKPOINTS.sm;
  const menuStyle = usePreferencesStore((state) => state.menuStyle);
  const collapsed = usePreferencesStore((state) => state.siderCollapsed);
  const setCollapsed = usePreferencesStore((state) => state.setSiderCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const useSide = menuStyle === 'side' && !isMobile;

  const heading = (
    <h1 className="ss-page-title" data-testid="page-title" key={location.pathname}>
      {title}
    </h1>
  );

  return (
    <div className={`ss-shell ss-shell--${useSide ? 'side' : 'top'}`} data-menu-style={menuStyle}>
      {useSide && (
        <aside className="ss-sider" data-testid="app-sider" data-collapsed={collapsed}>
          <div className="ss-sider__brand">
            <Logo compact={collapsed} />
          </div>
          <NavMenu mode="inline" collapsed={collapsed} onToggleCollapse={() => setCollapsed(!collapsed)} data-testid="side-menu" />
        </aside>
      )}
      <div className="ss-main">
        <header className="ss-header" data-testid="app-header">
          {!useSide && (
            <>
              {isMobile && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('menu.openMenu')}
                  aria-expanded={drawerOpen}
                  onClick={() => setDrawerOpen(true)}
                  className="ss-header-button"
                  data-testid="menu-open"
                />
              )}
              <Logo />
            </>
          )}
          {useSide ? <div className="ss-header__title">{heading}</div> : !isMobile && <NavMenu mode="horizontal" data-testid="top-menu" />}
          {!useSide && isMobile && <div className="ss-header__spacer" />}
          <div className="ss-header__controls">
            <LanguageSwitch showName={!isMobile} />
            <ThemeSwitch />
            {headerExtra}
            <HeaderAccount compact={isMobile} />
          </div>
        </header>
        <main className="ss-content">
          {!useSide && <div className="ss-content__title">{heading}</div>}
          <SuspensionBanner />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
      {isMobile && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}
