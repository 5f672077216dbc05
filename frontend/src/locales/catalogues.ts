import type { Locale } from 'antd/es/locale';

export type Catalogue = { [key: string]: string | Catalogue };

/** What one language brings: its namespaces (`locales/<language>/<namespace>.json`) and antd's texts. */
export interface LanguageModule {
  catalogues: Record<string, Catalogue>;
  /** antd's own texts (pagination, empty states...); undefined is antd's built-in English. */
  antdLocale?: Locale;
}

/** Namespaces by file name: a feature adds `<namespace>.json` in every language folder, nothing else. */
export function cataloguesOf(files: Record<string, { default: Catalogue }>): Record<string, Catalogue> {
  const catalogues: Record<string, Catalogue> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /([^/]+)\.json$/.exec(path);
    if (match) catalogues[match[1]] = module.default;
  }
  return catalogues;
}
