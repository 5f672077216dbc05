import { chainsOf, MAX_SUBCHAIN_SEGMENTS, subchainLexeme } from '../tokenizer/code-tokens';
import { quoteLexeme } from '../tokenizer/lexeme-literal';
import { isPlainLexeme, pairLexeme, PAIRS_INCOMPLETE } from '../tokenizer/pair-lexemes';

/** Words and phrases of one search beyond this many are ignored. */
export const MAX_SEARCH_TERMS = 8;
/** The last word matches as a prefix only from this many characters on (a shorter prefix matches too much to be useful). */
export const MIN_PREFIX_LENGTH = 3;
/** Lexemes of one phrase beyond this many are ignored. */
const MAX_PHRASE_STEPS = 32;

/** One lexeme of a term, `distance` positions after the previous one (0 for the first). */
export interface QueryStep {
  lexeme: string;
  distance: number;
}

/**
 * A word or quoted phrase of the search box. A word that is one token (`useEffect`, `c_str`,
 * `std::vector`, `os.path.join`) is one step; a phrase, or a word of several tokens (`vector<int>`,
 * `foo:bar`), is a sequence of steps that must occur in order.
 */
export interface SearchTerm {
  /** As typed (without the quotes of a phrase). */
  text: string;
  phrase: boolean;
  /** The last step also matches lexemes that start with it. */
  prefix: boolean;
  steps: QueryStep[];
}

export interface ParsedSearch {
  terms: SearchTerm[];
  /** `tech:` or `lang:` qualifier, as typed (the last one wins). */
  tech?: string;
  /** `user:` qualifier, as typed (the last one wins). */
  user?: string;
  /** `tag:` qualifier, as typed (the last one wins). */
  tag?: string;
  /** `org:` qualifier (an organisation's slug), as typed (the last one wins). */
  org?: string;
}

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/** A quoted qualifier (`tech:"Vue.js"`), a quoted phrase (the closing quote may be missing), or a bare item. */
const ITEM = /([A-Za-z]+):"([^"]*)"?|"([^"]*)"?|[^\s"]+/g;
const BARE_QUALIFIER = /^([A-Za-z]+):(.*)$/s;
const QUALIFIERS: Record<string, 'tech' | 'user' | 'tag' | 'org'> = { tech: 'tech', lang: 'tech', user: 'user', tag: 'tag', org: 'org' };

/**
 * The steps of a word or phrase. One chain of at most MAX_SUBCHAIN_SEGMENTS segments is stored as
 * one lexeme (see code-tokens.ts); anything else is the phrase of its segments, each segment as far
 * from the previous one as that one has parts.
 */
function stepsOf(text: string): QueryStep[] {
  const chains = [...chainsOf(text)];
  if (chains.length === 1 && chains[0].length <= MAX_SUBCHAIN_SEGMENTS) {
    return [{ lexeme: subchainLexeme(text, chains[0], 0, chains[0].length - 1), distance: 0 }];
  }
  const steps: QueryStep[] = [];
  let distance = 0;
  for (const segment of chains.flat()) {
    steps.push({ lexeme: segment.lexeme, distance });
    if (steps.length === MAX_PHRASE_STEPS) break;
    distance = segment.parts.length;
  }
  return steps;
}

/**
 * Parses the search box: words, "quoted phrases" (matched in order), and the qualifiers `tech:`,
 * `lang:` (the same as `tech:`), `user:`, `tag:` and `org:` (with a value, or ignored while empty). An unknown
 * qualifier (`foo:bar`) is a plain word. The last bare word also matches as a prefix. Items that
 * hold no letter or digit (`=>`, `&&`) are dropped, as are repeated terms and those past
 * MAX_SEARCH_TERMS.
 */
export function parseSearch(input: string): ParsedSearch {
  const parsed: ParsedSearch = { terms: [] };
  const items: { text: string; phrase: boolean; steps: QueryStep[] }[] = [];
  for (const [item, quotedKey, quotedValue, phrase] of input.matchAll(ITEM)) {
    const [key, value] = quotedKey !== undefined ? [quotedKey, quotedValue] : (BARE_QUALIFIER.exec(item)?.slice(1) ?? []);
    const qualifier = key === undefined ? undefined : QUALIFIERS[key.toLowerCase()];
    if (qualifier) {
      if (value.trim()) parsed[qualifier] = value.trim();
      continue;
    }
    const text = phrase ?? item;
    const steps = stepsOf(text);
    if (steps.length > 0) items.push({ text, phrase: phrase !== undefined, steps });
  }
  const lastWord = items.findLastIndex((item) => !item.phrase);
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const term: SearchTerm = {
      ...item,
      prefix: index === lastWord && item.steps[item.steps.length - 1].lexeme.length >= MIN_PREFIX_LENGTH,
    };
    const key = termTsquery(term, true, []);
    if (seen.has(key)) continue;
    seen.add(key);
    parsed.terms.push(term);
    if (parsed.terms.length === MAX_SEARCH_TERMS) break;
  }
  return parsed;
}

function termTsquery(term: SearchTerm, prefix: boolean, weights: readonly SearchWeight[], inOrder = true): string {
  const operands = term.steps.map((step, index) => {
    const star = prefix && term.prefix && index === term.steps.length - 1 ? '*' : '';
    const label = star || weights.length > 0 ? `:${star}${weights.join('')}` : '';
    const operator = index === 0 ? '' : !inOrder ? '& ' : step.distance === 1 ? '<-> ' : `<${step.distance}> `;
    return `${operator}${quoteLexeme(step.lexeme)}${label}`;
  });
  // A pair lexeme has no position, hence no weight: only the candidates without weights ask for pairs.
  if (!inOrder && weights.length === 0) {
    for (const pair of termPairs(term)) operands.push(`& (${quoteLexeme(pair)} | ${quoteLexeme(PAIRS_INCOMPLETE)})`);
  }
  return operands.length === 1 ? operands[0] : `(${operands.join(' ')})`;
}

/**
 * The pair lexemes (pair-lexemes.ts) that every group matching a term holds, unless its vector is
 * marked PAIRS_INCOMPLETE: one for each two consecutive steps one position apart that are both plain
 * lexemes, the prefix step left out (it stands for the lexemes it starts).
 */
export function termPairs(term: SearchTerm): string[] {
  const pairs: string[] = [];
  const exact = term.prefix ? term.steps.length - 1 : term.steps.length;
  for (let index = 1; index < exact; index++) {
    const [first, second] = [term.steps[index - 1], term.steps[index]];
    if (second.distance === 1 && isPlainLexeme(first.lexeme) && isPlainLexeme(second.lexeme))
      pairs.push(pairLexeme(first.lexeme, second.lexeme));
  }
  return pairs;
}

export interface TsqueryOptions {
  /** Whether the prefix term matches as a prefix (default true); false gives the exact matches only, e.g. to rank them first. */
  prefix?: boolean;
  /** Only lexemes of these weights match (see SEARCH_WEIGHTS); default any. */
  weights?: readonly SearchWeight[];
  /**
   * Whether a phrase's lexemes must occur in order (default true); false gives every group that holds
   * them all, anywhere, and the phrase's pair lexemes (termPairs): the candidates of the phrase, which
   * the GIN index finds without reading a vector.
   */
  inOrder?: boolean;
}

/**
 * The tsquery literal that every term must match (`'useeffect' & ('std' <-> 'vector') & 'fetc':*`),
 * or null when there is no term. Pass it to PostgreSQL as a parameter cast to tsquery.
 */
export function searchTsquery(terms: SearchTerm[], { prefix = true, weights = [], inOrder = true }: TsqueryOptions = {}): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => termTsquery(term, prefix, weights, inOrder)).join(' & ');
}

/** Whether the search holds a phrase: a term of several lexemes in order, which the GIN index cannot check alone. */
export function hasPhrase(terms: SearchTerm[]): boolean {
  return terms.some((term) => term.steps.length > 1);
}

/**
 * The filter lexemes of a group's vectors besides the technology's and owner's (`~t`, `~u`): each of
 * its tags `~#<tag>` and its organisation `~o<id>` (group_search_labels, database/sql). The tokenizer
 * never makes a lexeme that starts with `~`.
 */
export const tagLexeme = (tag: string): string => `~#${tag}`;
export const organisationLexeme = (organisationId: string): string => `~o${organisationId}`;

/**
 * A filter lexeme as a term of the search: every match must hold it, and the planner estimates it
 * from its share like a word's (a tag or an organisation is not a column of the order's indexes, as
 * the technology and owner are). Never a prefix; the signature leaves it out (signatureItems).
 */
export function filterTerm(lexeme: string): SearchTerm {
  return { text: lexeme, phrase: false, prefix: false, steps: [{ lexeme, distance: 0 }] };
}

/** The leading characters of a lexeme that the row's signature also holds (migration 0014). */
const SIGNATURE_PREFIXES = [6, 3] as const;

/**
 * What a group's signature must hold to match the search (passed to group_search_signature_of, migration
 * 0014): every lexeme of every term, and for the prefix term its first 6 characters (3 when it is
 * shorter; MIN_PREFIX_LENGTH keeps it at 3 or more). Characters are code points, as PostgreSQL's
 * left() counts them. A lexeme that starts with `~` asks for nothing: the signature leaves out the
 * filter lexemes (`~t`, `~u`, `~#`, `~o`), and the tokenizer makes no such lexeme.
 */
export function signatureItems(terms: SearchTerm[]): string[] {
  const items = new Set<string>();
  for (const term of terms) {
    for (const [index, step] of term.steps.entries()) {
      if (step.lexeme.startsWith('~')) continue;
      if (!(term.prefix && index === term.steps.length - 1)) {
        items.add(step.lexeme);
        continue;
      }
      const characters = [...step.lexeme];
      const length = SIGNATURE_PREFIXES.find((n) => characters.length >= n);
      if (length !== undefined) items.add(characters.slice(0, length).join(''));
    }
  }
  return [...items];
}
