import { ConfigProvider } from 'antd';
// antd's own English, already part of its ConfigProvider: always a locale, so that switching never re-mounts the app.
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ToastViewport } from '@/components/toast';
import i18n, { antdLocaleOf } from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
import { themeConfig } from '@/lib/theme';
import { usePreferencesStore } from '@/stores/preferences.store';

function subscribeToLanguage(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

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

  // The texts in force: a language chosen for the first time shows once its chunk is in (i18next waits for it).
  const applied = useSyncExternalStore(subscribeToLanguage, () => i18n.language);

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  useLayoutEffect(() => {
    document.documentElement.lang = applied;
  }, [applied]);

  return { themeName, language: applied };
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { themeName, language } = useDocumentPreferences();
  const config = useMemo(() => themeConfig(themeName), [themeName]);

  useEffect(() => {
    document.body.classList.add('ss-ready');
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={config} locale={antdLocaleOf(language) ?? enUS}>
        <SWRConfig value={swrConfig}>
          {children}
          <ToastViewport />
        </SWRConfig>
      </ConfigProvider>
    </I18nextProvider>
  );
}
