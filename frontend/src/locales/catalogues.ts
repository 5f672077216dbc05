import type { Locale } from 'antd/es/locale';

export type Catalogue = { [key: string]: string | Catalogue };

/** What one language brings: its namespaces (`locales/<language>/<namespace>.json`) and antd's texts. */
export interface LanguageModule {
  catalogues: Record<string, Catalogue>;
  /** antd's own texts (pagination, empty states...); undefined is antd's built-in English. */
  antdLocale?: Locale;
  /**
   * Namespaces of screens outside the Index's first load (`locales/<language>/later/<namespace>.json`), each its own
   * chunk, loaded when a screen asks for it (`withNamespace` in lib/i18n.ts) and never in the first load's budget.
   */
  later?: Record<string, () => Promise<Catalogue>>;
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

/** The `later/` namespaces by file name, each read on demand. */
export function laterCataloguesOf(files: Record<string, () => Promise<{ default: Catalogue }>>): Record<string, () => Promise<Catalogue>> {
  const catalogues: Record<string, () => Promise<Catalogue>> = {};
  for (const [path, load] of Object.entries(files)) {
    const match = /([^/]+)\.json$/.exec(path);
    if (match) catalogues[match[1]] = () => load().then((module) => module.default);
  }
  return catalogues;
}
