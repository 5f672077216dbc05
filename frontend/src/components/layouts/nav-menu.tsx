import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tooltip } from '@/components/ui/tooltip';
import { useMenuItems } from './use-menu-items';
import './nav-menu.css';

interface NavMenuProps {
  /** inline: the side menu and the phone's drawer; horizontal: the top menu. */
  mode: 'inline' | 'horizontal';
  /** The side menu folded to its icons (each named by a tooltip and its hidden label). */
  collapsed?: boolean;
  /** The side menu's last entry, which folds or unfolds it. */
  onToggleCollapse?: () => void;
  /** After a link was followed (the drawer closes). */
  onNavigate?: () => void;
  'data-testid'?: string;
}

/** The app's navigation: links to the main screens, the current one marked (aria-current), in our CSS. */
export function NavMenu({ mode, collapsed = false, onToggleCollapse, onNavigate, 'data-testid': testId }: NavMenuProps) {
  const { t } = useTranslation();
  const { items, current } = useMenuItems();
  const folded = mode === 'inline' && collapsed;
  return (
    <nav className={`ss-nav ss-nav--${mode}${folded ? ' ss-nav--collapsed' : ''}`} aria-label={t('menu.navigation')} data-testid={testId}>
      <ul className="ss-nav__list">
        {items.map((item) => {
          const link = (
            <Link
              to={item.path}
              className="ss-nav__item"
              aria-current={item.path === current ? 'page' : undefined}
              data-testid={item.testId}
              onClick={onNavigate}
            >
              <span className="ss-nav__icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className={folded ? 'ss-visually-hidden' : 'ss-nav__label'}>{item.label}</span>
            </Link>
          );
          return (
            <li key={item.path}>
              {folded ? (
                <Tooltip title={item.label} placement="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
      {onToggleCollapse && (
        <>
          <hr className="ss-nav__divider" />
          <button type="button" className="ss-nav__item" aria-expanded={!collapsed} onClick={onToggleCollapse} data-testid="menu-collapse">
            <span className="ss-nav__icon" aria-hidden="true">
              {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            </span>
            <span className={folded ? 'ss-visually-hidden' : 'ss-nav__label'}>{collapsed ? t('menu.expand') : t('menu.collapse')}</span>
          </button>
        </>
      )}
    </nav>
  );
}
