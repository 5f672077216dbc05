import { ASCII, STOP, visitText, type Occurrence } from './code-tokens';
import { quoteLexeme } from './lexeme-literal';
import { PAIRS_INCOMPLETE, PairCollector } from './pair-lexemes';

/** Where a text comes from: `text` is a technology name, version name or snippet description; `code` is snippet code. */
export type SearchField = 'text' | 'code';

export interface SearchSource {
  field: SearchField;
  text: string;
}

/**
 * The weight of a lexeme by field and kind: whole words, identifiers and sub-chains of text are A,
 * parts of text B, whole tokens of code C, parts of code D. A query restricted to `:AC` matches
 * whole tokens only; ts_rank with SEARCH_RANK_WEIGHTS ranks text above code and whole above part.
 */
export const SEARCH_WEIGHTS = { text: { whole: 'A', part: 'B' }, code: { whole: 'C', part: 'D' } } as const;

/** ts_rank weights in PostgreSQL's order {D, C, B, A}. */
export const SEARCH_RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/**
 * Default size bound of one vector, in bytes of PostgreSQL's tsvector format (its limit is 1 MB).
 * The sources are read in order until the bound is reached, so texts should come before code.
 */
export const MAX_VECTOR_BYTES = 512 * 1024;

/**
 * PostgreSQL keeps positions 1..16383 (larger ones are stored as 16383) and at most 256 of them per
 * lexeme. Positions from MAX_POSITION - 1 on are all stored as MAX_POSITION: the gap before it keeps
 * lexemes that stand there from looking side by side with those at the last position before it,
 * so two lexemes one position apart in a vector were side by side in the text, and have their pair.
 */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;
/** Bytes of the tsvector header, and per lexeme (entry) and per position. */
const HEADER_BYTES = 8;
const ENTRY_BYTES = 6;
const POSITION_BYTES = 2;

const WEIGHT_CODE = { A: 3, B: 2, C: 1, D: 0 } as const;
/** D is PostgreSQL's default weight and is written without a letter. */
const WEIGHT_LETTER = ['', 'C', 'B', 'A'];

function byteLength(lexeme: string): number {
  return ASCII.test(lexeme) ? lexeme.length : Buffer.byteLength(lexeme);
}

/** Bytes of a lexeme without positions (a pair lexeme), as counted against the bound. */
function bareEntryBytes(lexeme: string): number {
  return ENTRY_BYTES + lexeme.length;
}

/**
 * The tsvector literal (`'lexeme':1A,7C ...`) of the sources, built here rather than by
 * to_tsvector, whose parser would split `c_str` or `std::vector`. Sources are separated by a gap of
 * one position, so a phrase never spans two of them. After the lexemes come the pair lexemes of
 * the plain ones side by side (pair-lexemes.ts), as many as fit, or the mark that some are missing.
 * Pass it to PostgreSQL as a parameter cast to tsvector.
 */
export function buildSearchVector(sources: Iterable<SearchSource>, maxBytes = MAX_VECTOR_BYTES): string {
  /** Per lexeme, its positions encoded as position * 4 + weight code, ascending. */
  const lexemes = new Map<string, number[]>();
  const pairs = new PairCollector();
  // Room is kept for the mark (PAIRS_INCOMPLETE), which a vector at its bound may need.
  let bytes = HEADER_BYTES + bareEntryBytes(PAIRS_INCOMPLETE);
  let position = 1;

  const add = (occurrence: Occurrence, weight: number): boolean => {
    const at = occurrence.position < MAX_POSITION - 1 ? occurrence.position : MAX_POSITION;
    const positions = lexemes.get(occurrence.lexeme);
    if (!positions) {
      const size = ENTRY_BYTES + byteLength(occurrence.lexeme) + POSITION_BYTES;
      if (bytes + size + 1 > maxBytes) return STOP;
      bytes += size + (size % 2);
      lexemes.set(occurrence.lexeme, [at * 4 + weight]);
      if (at < MAX_POSITION) pairs.add(occurrence.lexeme, at);
      return true;
    }
    if (at < MAX_POSITION) pairs.add(occurrence.lexeme, at);
    const last = positions[positions.length - 1];
    if (last >> 2 === at) {
      positions[positions.length - 1] = at * 4 + Math.max(last & 3, weight);
      return true;
    }
    if (positions.length === MAX_POSITIONS_PER_LEXEME) return true;
    if (bytes + POSITION_BYTES > maxBytes) return STOP;
    bytes += POSITION_BYTES;
    positions.push(at * 4 + weight);
    return true;
  };

  for (const source of sources) {
    const weights = SEARCH_WEIGHTS[source.field];
    const whole = WEIGHT_CODE[weights.whole];
    const part = WEIGHT_CODE[weights.part];
    const next = visitText(source.text, position, (occurrence) => add(occurrence, occurrence.whole ? whole : part));
    if (next < 0) break;
    if (next > position) position = next + 1;
  }

  let literal = '';
  for (const [lexeme, positions] of lexemes) {
    literal += `${literal ? ' ' : ''}${quoteLexeme(lexeme)}:`;
    for (let i = 0; i < positions.length; i++) literal += `${i ? ',' : ''}${positions[i] >> 2}${WEIGHT_LETTER[positions[i] & 3]}`;
  }
  let complete = true;
  for (const pair of pairs.pairs) {
    if (bytes + bareEntryBytes(pair) > maxBytes) {
      complete = false;
      break;
    }
    bytes += bareEntryBytes(pair);
    literal += ` ${quoteLexeme(pair)}`;
  }
  if (!complete) literal += `${literal ? ' ' : ''}${quoteLexeme(PAIRS_INCOMPLETE)}`;
  return literal;
}
