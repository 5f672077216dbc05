/** A module's messages in both languages; the Spanish catalogue must have exactly the English keys. */
export interface Catalogue<E extends Record<string, string>> {
  en: E;
  es: Record<keyof E, string>;
}

export function defineMessages<const E extends Record<string, string>>(catalogue: Catalogue<E>): Catalogue<E> {
  return catalogue;
}

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** Merges module catalogues, keeping every key in the type. */
export function mergeCatalogues<const T extends Catalogue<Record<string, string>>[]>(
  ...catalogues: T
): { en: UnionToIntersection<T[number]['en']>; es: Record<string, string> } {
  return {
    en: Object.assign({}, ...catalogues.map((c) => c.en)),
    es: Object.assign({}, ...catalogues.map((c) => c.es)),
  };
}
