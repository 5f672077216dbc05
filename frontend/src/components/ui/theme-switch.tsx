import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '@/stores/preferences.store';
import { Button } from './button';
import { Tooltip } from './tooltip';

/** Theme switch: a toggle button (aria-label "Theme" / "Tema", aria-pressed when dark). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const themeName = usePreferencesStore((state) => state.theme);
  const toggleTheme = usePreferencesStore((state) => state.toggleTheme);
  const isDark = themeName === 'dark';
  const hint = isDark ? t('header.switchToLight') : t('header.switchToDark');

  return (
    <Tooltip title={hint} placement="bottom">
      <Button
        type="text"
        shape="circle"
        aria-label={t('header.theme')}
        aria-pressed={isDark}
        data-testid="theme-switch"
        data-theme-value={themeName}
        className="ss-header-button"
        icon={isDark ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
}
