import { type Catalogue, cataloguesOf, laterCataloguesOf, type LanguageModule } from '../catalogues';

/** English: its own chunk, loaded at start only when it is the interface language (antd's texts are built in). */
const language: LanguageModule = {
  catalogues: cataloguesOf(import.meta.glob<{ default: Catalogue }>('./*.json', { eager: true })),
  later: laterCataloguesOf(import.meta.glob<{ default: Catalogue }>('./later/*.json')),
};
export default language;
