import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId, usePreferencesStore } from '@/stores/preferences.store';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Every `locales/<language>/<namespace>.json` is picked up here: a feature adds its own namespace
 * file in both languages without touching this module.
 */
const files = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json', { eager: true });

export const resources: Record<LanguageId, Record<string, Catalogue>> = { 'en-EN': {}, 'es-ES': {} };
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match && match[1] in resources) resources[match[1] as LanguageId][match[2]] = module.default;
}

const NAMESPACES = Object.keys(resources['en-EN']);

void i18n.use(initReactI18next).init({
  resources,
  lng: usePreferencesStore.getState().language.id,
  fallbackLng: DEFAULT_LANGUAGE.id,
  supportedLngs: LANGUAGES.map((language) => language.id),
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** The language sent as `Accept-Language`: the current interface language, `en-EN` by default. */
export function currentLanguage(): LanguageId {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return LANGUAGES.some((known) => known.id === language) ? (language as LanguageId) : DEFAULT_LANGUAGE.id;
}

export default i18n;
