import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { CardActionsProvider, type CardActions } from '@/components/group/card-actions';
import { ToastViewport } from '@/components/toast';
import i18n from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
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
}

/** "Add to collection" loads with the first card that shows it: out of the Index's first load. */
const AddToCollectionButton = lazy(() =>
  import('@/features/collections/components/add-to-collection-button').then((module) => ({ default: module.AddToCollectionButton })),
);

/** Every public group's card offers "Add to collection" (to members). */
const cardActions: CardActions = (group) => (
  <Suspense fallback={null}>
    <AddToCollectionButton groupId={group.id} />
  </Suspense>
);

export function AppProvider({ children }: { children: ReactNode }) {
  useDocumentPreferences();

  useEffect(() => {
    document.body.classList.add('ss-ready');
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      {/* antd's theme provider is not here: screens and dialogs that use antd bring it (components/antd, lazyWithAntd). */}
      <SWRConfig value={swrConfig}>
        <CardActionsProvider value={cardActions}>{children}</CardActionsProvider>
        <ToastViewport />
      </SWRConfig>
    </I18nextProvider>
  );
}
