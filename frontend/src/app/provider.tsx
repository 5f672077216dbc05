import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ToastViewport } from '@/components/toast';
import i18n from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
import { themeConfig } from '@/lib/theme';
import { usePreferencesStore } from '@/stores/preferences.store';

/** Keeps `<html lang>`, `data-theme` and the color scheme in step with the preferences. */
function useDocumentPreferences() {
  const themeName = usePreferencesStore((state) => state.theme);
  const language = usePreferencesStore((state) => state.language.id);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = themeName;
    root.style.colorScheme = themeName;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeName === 'dark' ? '#10131a' : '#4f46e5');
  }, [themeName]);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  return { themeName, language };
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { themeName, language } = useDocumentPreferences();
  const config = useMemo(() => themeConfig(themeName), [themeName]);

  useEffect(() => {
    document.body.classList.add('ss-ready');
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={config} locale={language === 'es-ES' ? esES : enUS}>
        <SWRConfig value={swrConfig}>
          {children}
          <ToastViewport />
        </SWRConfig>
      </ConfigProvider>
    </I18nextProvider>
  );
}
