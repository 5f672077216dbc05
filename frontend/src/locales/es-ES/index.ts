import esES from 'antd/locale/es_ES';
import { type Catalogue, cataloguesOf, laterCataloguesOf, type LanguageModule } from '../catalogues';

/** Spanish: its own chunk, loaded at start only when it is the interface language, else when chosen. */
const language: LanguageModule = {
  catalogues: cataloguesOf(import.meta.glob<{ default: Catalogue }>('./*.json', { eager: true })),
  later: laterCataloguesOf(import.meta.glob<{ default: Catalogue }>('./later/*.json')),
  antdLocale: esES,
};
export default language;
