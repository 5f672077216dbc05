import { ConfigProvider } from 'antd';
// antd's own English, already part of its ConfigProvider: always a locale, so that switching never re-mounts a screen.
import enUS from 'antd/locale/en_US';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import i18n, { antdLocaleOf } from '@/lib/i18n';
import { themeConfig } from '@/lib/theme';
import { usePreferencesStore } from '@/stores/preferences.store';
import './antd.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

function subscribeToLanguage(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * antd's theme (light or dark, our brand tokens) and texts around the screens and dialogs that use antd. Not in the
 * app's provider: the Index's first load has no antd, so antd (and this) load with the first screen or dialog that
 * needs them (lazyWithAntd). It follows the system's reduced-motion setting.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const themeName = usePreferencesStore((state) => state.theme);
  const language = useSyncExternalStore(subscribeToLanguage, () => i18n.language);
  // antd animates its popups and dialogs in JavaScript (not through our CSS's reduced-motion rules): a member who asks
  // the system for less motion gets none, as in the rest of the site.
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion);
  const config = useMemo(() => {
    const base = themeConfig(themeName);
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [themeName, reducedMotion]);
  return (
    <ConfigProvider theme={config} locale={antdLocaleOf(language) ?? enUS}>
      {children}
    </ConfigProvider>
  );
}
