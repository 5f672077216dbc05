import { PLAIN } from './code-tokens';

/**
 * Pair lexemes narrow a phrase's candidates in the GIN index. Every vector (search-vector.ts) also
 * holds, for each two plain lexemes (lower-case ASCII letters and digits: most words) at adjacent
 * positions, one lexeme `~p<hash>` without positions. A phrase whose steps `a` then `b` stand one
 * position apart matches only where `b` follows `a`, so only groups holding the pair lexeme of
 * (a, b) can match: the phrase's candidates (the groups holding all its lexemes in any order) also
 * require its pairs, and the GIN index finds them without reading a vector. A vector whose pairs
 * did not all fit under its size bound holds PAIRS_INCOMPLETE instead and is a candidate of every
 * phrase, as every vector was before pairs. So pairs change which candidates are read, never which
 * groups match. The hash has PAIR_BUCKETS values: two pairs may share one, which only adds a
 * candidate. Changing the hash or what counts as plain changes what is stored: raise
 * TOKENIZER_VERSION (search-document.ts) with it.
 */

/** The marker of a vector that lacks some of its pairs; the other `~p` lexemes are pairs. */
export const PAIRS_INCOMPLETE = '~p';

/** The characters of a pair's hash: 64 of them, three characters a pair. */
const HASH_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
/** The values a pair's hash takes (64^3): a group of a thousand pairs shares one with a given pair 0.4% of the time. */
export const PAIR_BUCKETS = 2 ** 18;

/** Whether a lexeme is plain: a pair lexeme is stored for every two plain lexemes side by side. */
export function isPlainLexeme(lexeme: string): boolean {
  return PLAIN.test(lexeme);
}

/** The pair lexeme of two plain lexemes, `second` one position after `first`: `~p` and 18 bits of their FNV-1a hash. */
export function pairLexeme(first: string, second: string): string {
  let hash = 0x811c9dc5;
  const mix = (code: number): void => {
    hash ^= code;
    hash = Math.imul(hash, 0x01000193);
  };
  for (let i = 0; i < first.length; i++) mix(first.charCodeAt(i));
  mix(32);
  for (let i = 0; i < second.length; i++) mix(second.charCodeAt(i));
  const bucket = (hash >>> 0) % PAIR_BUCKETS;
  return `${PAIRS_INCOMPLETE}${HASH_DIGITS[bucket >> 12]}${HASH_DIGITS[(bucket >> 6) & 63]}${HASH_DIGITS[bucket & 63]}`;
}

/**
 * Collects the pair lexemes of a vector's occurrences, given in ascending position order (as the
 * tokenizer visits them): each plain lexeme is paired with the plain lexemes at the position before.
 */
export class PairCollector {
  readonly pairs = new Set<string>();
  private previous: { position: number; lexemes: string[] } = { position: -1, lexemes: [] };
  private current: { position: number; lexemes: string[] } = { position: -1, lexemes: [] };

  add(lexeme: string, position: number): void {
    if (!isPlainLexeme(lexeme)) return;
    if (position !== this.current.position) {
      this.previous = this.current;
      this.current = { position, lexemes: [] };
    }
    this.current.lexemes.push(lexeme);
    if (this.previous.position !== position - 1) return;
    for (const first of this.previous.lexemes) this.pairs.add(pairLexeme(first, lexeme));
  }
}
