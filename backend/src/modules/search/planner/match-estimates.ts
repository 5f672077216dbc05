import { termPairs, type SearchTerm } from '../query/search-query';
import { PAIRS_INCOMPLETE } from '../tokenizer/pair-lexemes';

/**
 * How common lexemes are among the search rows, as PostgreSQL's ANALYZE measured them for the two
 * search vectors (group_search_terms.vector, group_search.text_vector): pg_stats.most_common_elems,
 * the ~10,000 most frequent lexemes of a sample of 300,000 rows (the columns' statistics target is
 * 1,000: migrations 0015, 0016 and 0020), each with the share of rows that hold it. A lexeme that is
 * not listed is rarer than the least common listed one.
 */
export interface TermStatistics {
  /** Rows of group_search when ANALYZE last ran (pg_class.reltuples); 0 when it never ran. */
  rows: number;
  /** Listed rows (public, not hidden) then: reltuples of the partial index group_search_popular_idx; 0 when never measured. */
  listed: number;
  /** Share of rows whose vector (every field) holds the lexeme. */
  all: ReadonlyMap<string, number>;
  /** Share of rows whose text_vector (descriptions, version and technology names) holds the lexeme. */
  text: ReadonlyMap<string, number>;
  /** The lexemes of a sample of the listed rows' vectors (every field), read with the shares; none when there were no rows. */
  sample?: LexemeSample;
}

export const NO_STATISTICS: TermStatistics = { rows: 0, listed: 0, all: new Map(), text: new Map() };

/**
 * The lexemes of some listed rows' vectors (sampleRows), drawn at random, as an inverted index: for each
 * lexeme (in code-unit order), the sampled rows that hold it. The shares of single lexemes
 * (`all`) multiplied say how many rows hold several words only when the words are independent,
 * and in code they are often not: words of a licence's sentence go together far more often than
 * their shares say, and a search of them, called rare, reads and sorts thousands of matches from
 * the GIN index where the walk would find its page at once; words that rarely meet (a JavaScript
 * library's name with Python) are called common and walked in vain. Counted in the sample, words
 * that go together are together (examples: docs/performance.md, "Where the constants come from").
 */
export interface LexemeSample {
  /** Rows sampled. */
  size: number;
  lexemes: string[];
  /** Row numbers (0 to size - 1) holding lexemes[i]: postings[offsets[i]] to postings[offsets[i + 1]]. */
  offsets: Int32Array;
  postings: Int32Array;
}

/** The most listed rows whose lexemes make the sample (LexemeSample), drawn by TABLESAMPLE (sampleRows). */
export const SAMPLE_ROWS = 5_000;

/**
 * How many rows to sample among `listed`: enough that `matches` groups (the fewest whose estimate
 * matters, WALK_MIN_MATCHES) are expected 15 times in the sample, between a fifth of SAMPLE_ROWS
 * and SAMPLE_ROWS. The database's cost of the sample grows with its rows (it builds and sorts their
 * inverted index) every STATISTICS_REFRESH_MS; a smaller site, where a search of WALK_MIN_MATCHES
 * groups is a larger share, samples fewer rows, which matters most on PGlite (in the server's thread).
 */
export function sampleRows(listed: number, matches: number): number {
  return Math.round(Math.min(SAMPLE_ROWS, Math.max(SAMPLE_ROWS / 5, (15 * listed) / matches)));
}

/**
 * Fewest sampled rows that must match a search (and hold its filters) for the sample's count to
 * be taken: below it the count says little. The share then taken is the count's lower bound (two
 * standard deviations under it), so that a search is not called common on the sample's chance:
 * a count of MIN_SAMPLE_MATCHES gives a share of about half of it (a little over 2 in 1,000 of a
 * sample of SAMPLE_ROWS).
 */
export const MIN_SAMPLE_MATCHES = 20;

/**
 * The sample from its inverted index as the database builds it (ListingRepository.termStatistics):
 * the lexemes, how many sampled rows hold each, and those rows, lexeme after lexeme. The database
 * sorts the lexemes by their bytes, which is JavaScript's order but for a few characters outside
 * the Basic Multilingual Plane; a list out of JavaScript's order is sorted here.
 */
export function invertedSample(size: number, lexemes: readonly string[], counts: readonly number[], rows: readonly number[]): LexemeSample {
  const starts = new Int32Array(lexemes.length + 1);
  for (let i = 0; i < lexemes.length; i++) starts[i + 1] = starts[i] + counts[i];
  let order = lexemes.map((_, i) => i);
  if (lexemes.some((lexeme, i) => i > 0 && lexemes[i - 1] >= lexeme)) order = order.sort((x, y) => (lexemes[x] < lexemes[y] ? -1 : 1));
  const offsets = new Int32Array(lexemes.length + 1);
  const postings = new Int32Array(starts[lexemes.length]);
  order.forEach((from, i) => {
    offsets[i + 1] = offsets[i] + counts[from];
    for (let k = 0; k < counts[from]; k++) postings[offsets[i] + k] = rows[starts[from] + k];
  });
  return { size, lexemes: order.map((i) => lexemes[i]), offsets, postings };
}

/**
 * The run of a sorted list of lexemes that a word names: [from, to), the lexeme itself, or every
 * lexeme that starts with it for a prefix (a binary search, then the run).
 */
function lexemeRun(sorted: readonly string[], lexeme: string, prefix: boolean): [number, number] {
  let from = 0;
  let high = sorted.length;
  while (from < high) {
    const middle = (from + high) >> 1;
    if (sorted[middle] < lexeme) from = middle + 1;
    else high = middle;
  }
  let to = from;
  if (prefix) while (to < sorted.length && sorted[to].startsWith(lexeme)) to++;
  else if (sorted[from] === lexeme) to = from + 1;
  return [from, to];
}

/**
 * The sampled rows that hold the filters, and those of them that also hold every word of the
 * search (the last as a prefix when it is one). Null for a search with a phrase: the sample has
 * no positions (the statistics' own estimate stands).
 */
export function sampleMatches(
  sample: LexemeSample,
  terms: readonly SearchTerm[],
  filters: readonly string[] = [],
): { matches: number; base: number } | null {
  if (terms.some((term) => term.steps.length > 1)) return null;
  const held = filters.map((filter) => lexemeRun(sample.lexemes, filter, false));
  const base = filters.length === 0 ? sample.size : rowsHoldingAll(sample, held);
  const matches = rowsHoldingAll(sample, [...held, ...terms.map((term) => lexemeRun(sample.lexemes, term.steps[0].lexeme, term.prefix))]);
  return { matches, base };
}

/** How many sampled rows hold a lexeme of every run: the rows of the smallest, kept while the others hold them. */
function rowsHoldingAll(sample: LexemeSample, runs: readonly [number, number][]): number {
  const { offsets, postings } = sample;
  const sized = [...runs].sort((x, y) => offsets[x[1]] - offsets[x[0]] - (offsets[y[1]] - offsets[y[0]]));
  const marked = new Uint8Array(sample.size);
  let kept: number[] | null = null;
  for (const [from, to] of sized) {
    const start = offsets[from];
    const end = offsets[to];
    if (kept === null && to === from + 1) {
      kept = Array.from(postings.subarray(start, end));
      continue;
    }
    for (let i = start; i < end; i++) marked[postings[i]] = 1;
    const next: number[] = [];
    if (kept === null) {
      for (let row = 0; row < sample.size; row++) if (marked[row]) next.push(row);
    } else for (const row of kept) if (marked[row]) next.push(row);
    for (let i = start; i < end; i++) marked[postings[i]] = 0;
    kept = next;
    if (kept.length === 0) break;
  }
  return kept === null ? sample.size : kept.length;
}

/**
 * The bounds the sample puts on the share of a search's matches among the rows of its filters
 * (sampleMatches), two standard deviations either side of its count: at least `low` when the
 * sample holds MIN_SAMPLE_MATCHES matches or more (else 0), at most `high` (a count of 0 still
 * allows a few). Null without a sample, or for a phrase.
 */
function sampledShares(
  sample: LexemeSample | undefined,
  terms: readonly SearchTerm[],
  filters: readonly string[],
): { low: number; high: number } | null {
  const counted = sample && terms.length > 0 ? sampleMatches(sample, terms, filters) : null;
  if (!counted || counted.base === 0) return null;
  const { matches, base } = counted;
  const spread = 2 * Math.sqrt(matches);
  return { low: matches >= MIN_SAMPLE_MATCHES ? (matches - spread) / base : 0, high: (matches + spread + 4) / base };
}

/** Estimated matches of a search: `share` of the `rows` that have the search's filters. */
export interface MatchEstimate {
  share: number;
  rows: number;
}

/** A phrase matches in fewer rows than its rarest word: the words must also be in order, side by side. */
const PHRASE_FACTOR = 0.25;

/**
 * The share of rows that may hold each of a phrase's pairs (termPairs): the pair's own share (unlisted: 0,
 * i.e. rare) plus the rows whose pairs are incomplete, which every phrase reads as candidates.
 */
function pairShares(shares: ReadonlyMap<string, number>, term: SearchTerm): number[] {
  const incomplete = shares.get(PAIRS_INCOMPLETE) ?? 0;
  return termPairs(term).map((pair) => Math.min(1, (shares.get(pair) ?? 0) + incomplete));
}

/** Each statistics' lexemes in code-unit order, built on first use: those that start with a prefix are a run of it. */
const sortedLexemes = new WeakMap<ReadonlyMap<string, number>, string[]>();

/** Share of rows holding a lexeme that starts with `prefix`: rows holding one of several lexemes, taken as independent. */
function prefixShare(shares: ReadonlyMap<string, number>, prefix: string): number {
  let sorted = sortedLexemes.get(shares);
  if (!sorted) {
    sorted = [...shares.keys()].sort();
    sortedLexemes.set(shares, sorted);
  }
  // The run of the ~10,000 listed lexemes that start with the prefix.
  const [from, to] = lexemeRun(sorted, prefix, true);
  let none = 1;
  for (let i = from; i < to; i++) none *= 1 - shares.get(sorted[i])!;
  return 1 - none;
}

/**
 * Estimated share of rows that match a search's terms in one vector: a word's share as listed
 * (unlisted: 0, i.e. rare), a prefix's from every listed lexeme it starts, a phrase's from its
 * rarest word (a quarter of it: the words must also be in order) or its rarest pair (pairShares),
 * whichever is rarer, the terms taken as independent;
 * in all fields, within the bounds that the sample of rows' lexemes puts on it (sampleMatches:
 * words that go together, or that are rarely found together). `filters` are the technology and
 * owner lexemes of the search (`~t<id>`, `~u<id>`): the share is among the rows that have them,
 * and `rows` is how many rows have them.
 */
export function estimateMatches(
  statistics: TermStatistics,
  terms: readonly SearchTerm[],
  field: 'all' | 'text',
  filters: readonly string[] = [],
): MatchEstimate {
  const shares = statistics[field];
  let share = 1;
  for (const term of terms) {
    const steps = term.steps.map((step, index) =>
      term.prefix && index === term.steps.length - 1 ? prefixShare(shares, step.lexeme) : (shares.get(step.lexeme) ?? 0),
    );
    share *= steps.length === 1 ? steps[0] : Math.min(Math.min(...steps) * PHRASE_FACTOR, ...pairShares(shares, term));
  }
  const sampled = field === 'all' ? sampledShares(statistics.sample, terms, filters) : null;
  if (sampled) share = Math.min(Math.max(share, sampled.low), sampled.high);
  return { share, rows: withFilters(statistics.rows, shares, filters) };
}

/** How many of `rows` have every filter lexeme (`~t<id>`, `~u<id>`), by each one's share, taken as independent. */
function withFilters(rows: number, shares: ReadonlyMap<string, number>, filters: readonly string[]): number {
  return filters.reduce((count, filter) => count * (shares.get(filter) ?? 0), rows);
}

/**
 * Estimated listed groups that have a listing's filters (the technology and owner lexemes,
 * `~t<id>`, `~u<id>`): the listed rows times each filter's share of the rows. 0 without statistics.
 */
export function estimateListed(statistics: TermStatistics, filters: readonly string[] = []): number {
  return withFilters(statistics.listed, statistics.all, filters);
}

/**
 * A search's last word matches as a prefix, and a short common prefix (`def`, `get`) starts lexemes
 * held by hundreds of thousands of groups: the GIN index decodes every one of their entries to
 * intersect them with the other words, which may match a few dozen groups. From this many estimated
 * matches of the prefix alone, and at most COMMON_PREFIX_CANDIDATES estimated for the other terms, the
 * other terms' matches are the candidates and the prefix is checked on each of their vectors instead:
 * a candidate's vector costs as much as about a hundred entries decoded (docs/performance.md, "Where
 * the constants come from").
 */
export const COMMON_PREFIX_MATCHES = 30_000;
/** The most matches the other terms may be estimated to have for their matches to be the candidates (COMMON_PREFIX_MATCHES). */
export const COMMON_PREFIX_CANDIDATES = 500;
/**
 * As COMMON_PREFIX_CANDIDATES, in texts (best match's first tier): the texts' vector is in
 * group_search's row, so a candidate costs about as much as TEXT_CANDIDATE_COST entries of the
 * prefix's lists decoded (docs/performance.md, "Where the constants come from"). The other
 * terms' matches are the candidates when they are estimated at most this many, and at most the
 * prefix's divided by TEXT_CANDIDATE_COST.
 */
export const COMMON_PREFIX_TEXT_CANDIDATES = 4_000;
export const TEXT_CANDIDATE_COST = 25;

/**
 * The terms whose matches are a search's candidates when its prefix is common (COMMON_PREFIX_MATCHES):
 * every term but the prefix's, or null when the search has no such prefix, no other term, or other
 * terms not rare enough. In all fields by default; in texts (`field` 'text') for best match's first tier.
 */
export function prefixCandidateTerms(
  statistics: TermStatistics,
  terms: readonly SearchTerm[],
  filters: readonly string[] = [],
  field: 'all' | 'text' = 'all',
): SearchTerm[] | null {
  const prefixed = terms.find((term) => term.prefix);
  const others = terms.filter((term) => term !== prefixed);
  if (!prefixed || others.length === 0) return null;
  const prefix = estimateMatches(statistics, [prefixed], field, filters);
  if (prefix.share * prefix.rows < COMMON_PREFIX_MATCHES) return null;
  const rest = estimateMatches(statistics, others, field, filters);
  const most =
    field === 'all'
      ? COMMON_PREFIX_CANDIDATES
      : Math.min(COMMON_PREFIX_TEXT_CANDIDATES, (prefix.share * prefix.rows) / TEXT_CANDIDATE_COST);
  return rest.share * rest.rows <= most ? others : null;
}
