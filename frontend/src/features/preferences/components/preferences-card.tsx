import {
  AppstoreOutlined,
  BgColorsOutlined,
  BorderOuterOutlined,
  ColumnWidthOutlined,
  GlobalOutlined,
  LayoutOutlined,
  MoonOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { Card, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewMode } from '@/hooks/use-view-mode';
import { type LanguageId, LANGUAGES, type MenuStyle, usePreferencesStore, type ViewMode } from '@/stores/preferences.store';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="ss-pref-row">
      <div className="ss-pref-row__label">
        <span className="ss-pref-row__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </div>
      <div className="ss-pref-row__control">{children}</div>
    </div>
  );
}

/** Theme, language, menu style and view mode: the preferences kept on this device. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const themeName = usePreferencesStore((state) => state.theme);
  const setTheme = usePreferencesStore((state) => state.setTheme);
  const language = usePreferencesStore((state) => state.language.id);
  const setLanguage = usePreferencesStore((state) => state.setLanguage);
  const menuStyle = usePreferencesStore((state) => state.menuStyle);
  const setMenuStyle = usePreferencesStore((state) => state.setMenuStyle);
  const { preferred, requestViewMode } = useViewMode();

  return (
    <Card title={t('preferences.title')} data-testid="preferences-card">
      <p className="ss-muted ss-pref-lead">{t('preferences.description')}</p>
      <Row icon={<BgColorsOutlined />} label={t('preferences.theme')}>
        <Segmented
          aria-label={t('preferences.theme')}
          value={themeName}
          onChange={(value) => setTheme(value as 'light' | 'dark')}
          options={[
            { value: 'light', label: t('header.light'), icon: <SunOutlined /> },
            { value: 'dark', label: t('header.dark'), icon: <MoonOutlined /> },
          ]}
        />
      </Row>
      <Row icon={<GlobalOutlined />} label={t('preferences.language')}>
        <Segmented
          aria-label={t('preferences.language')}
          value={language}
          onChange={(value) => setLanguage(value as LanguageId)}
          options={LANGUAGES.map((option) => ({ value: option.id, label: option.name }))}
        />
      </Row>
      <Row icon={<LayoutOutlined />} label={t('preferences.menuStyle')}>
        <Segmented
          aria-label={t('preferences.menuStyle')}
          data-testid="menu-style-switch"
          value={menuStyle}
          onChange={(value) => setMenuStyle(value as MenuStyle)}
          options={[
            { value: 'side', label: t('preferences.menuSide'), icon: <BorderOuterOutlined /> },
            { value: 'top', label: t('preferences.menuTop'), icon: <AppstoreOutlined /> },
          ]}
        />
      </Row>
      <Row icon={<ColumnWidthOutlined />} label={t('preferences.viewMode')}>
        <Segmented
          aria-label={t('preferences.viewMode')}
          value={preferred}
          onChange={(value) => requestViewMode(value as ViewMode)}
          options={[
            { value: 'single', label: t('preferences.single') },
            { value: 'double', label: t('preferences.double') },
            { value: 'triple', label: t('preferences.triple') },
          ]}
        />
      </Row>
    </Card>
  );
}
