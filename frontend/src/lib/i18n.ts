import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageModule } from '@/locales/catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId, usePreferencesStore } from '@/stores/preferences.store';

/**
 * Each language is its own chunk (`locales/<language>/index.ts`, every namespace file of its folder): a first
 * visit loads only the interface language; another one loads when chosen (or when the pointer or focus reaches
 * the language switch, so that the switch is instant).
 */
const LOADERS: Record<LanguageId, () => Promise<{ default: LanguageModule }>> = {
  'en-EN': () => import('@/locales/en-EN/index'),
  'es-ES': () => import('@/locales/es-ES/index'),
};
const loading = new Map<LanguageId, Promise<LanguageModule>>();
const loaded = new Map<LanguageId, LanguageModule>();

function isLanguage(id: string): id is LanguageId {
  return LANGUAGES.some((known) => known.id === id);
}

/** Loads a language's texts (once; later calls share the answer). */
export function loadLanguage(id: LanguageId): Promise<LanguageModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = LOADERS[id]().then(({ default: module }) => {
      loaded.set(id, module);
      return module;
    });
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** antd's texts for a loaded language (undefined: antd's built-in English). */
export function antdLocaleOf(id: string): LanguageModule['antdLocale'] {
  return isLanguage(id) ? loaded.get(id)?.antdLocale : undefined;
}

/** i18next asks here for a language it has not got yet (`changeLanguage` waits for it). */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadLanguage(language)
      .then((module) => module.catalogues[namespace] ?? module.later?.[namespace]?.() ?? {})
      .then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

const startLanguage = usePreferencesStore.getState().language.id;

/** Resolves once the interface language's texts are in: render after it (main.tsx), so no key is ever shown. */
export const i18nReady: Promise<unknown> = loadLanguage(startLanguage).then((module) =>
  i18n
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      resources: { [startLanguage]: module.catalogues },
      partialBundledLanguages: true,
      lng: startLanguage,
      // Every language has every key (locales.test.ts): no second language is loaded as a fallback.
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((language) => language.id),
      load: 'currentOnly',
      ns: Object.keys(module.catalogues),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    }),
);

/**
 * `load` (a screen's chunk) once the `later/` namespace `namespace` is in too, in the interface language: a screen
 * loaded through it never shows a key. i18next then reads the namespace again on each change of language.
 */
export function withNamespace<T>(namespace: string, load: Promise<T>): Promise<T> {
  return Promise.all([load, i18nReady.then(() => i18n.loadNamespaces(namespace))]).then(([module]) => module);
}

/** The language sent as `Accept-Language`: the current interface language, `en-EN` by default. */
export function currentLanguage(): LanguageId {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE.id;
}

export default i18n;
