import { SORT_BEST_MATCH } from '../listing-page';
import { filterTerm, searchTsquery, type SearchTerm } from '../query/search-query';
import {
  COMMON_PREFIX_TEXT_CANDIDATES,
  estimateListed,
  estimateMatches,
  type MatchEstimate,
  prefixCandidateTerms,
  type TermStatistics,
} from './match-estimates';

/*
 * The search planner (docs/search.md, "Planning"): pure functions of a query and the column
 * statistics, used by the listing's statements (statements/listing.repository.ts) and by the
 * benchmark's EXPLAIN, so both run the same statements for the same query.
 */

/**
 * Up to this many matches the listing's total is exact (`x-total-count-exact: true`); past it the
 * total says "more than COUNT_CAP" and pages end at COUNT_CAP, like code-search sites' "1,000+
 * results". No listing query reads more than SORT_ROWS + 1 matching rows.
 */
export const COUNT_CAP = 1000;

/**
 * When a search has more than COUNT_CAP matches (a common word), sorting all of them would mean
 * reading all of them; instead the order's index is walked and each row tested, at most this many
 * rows. The rows at the top of each order are the same for every search, so they stay cached.
 */
export const WALK_ROWS = 2000;

/**
 * A search's first statement takes up to SORT_ROWS + 1 matches from the GIN index: when they are all
 * of them, it sorts them and cuts the page, whatever their number (its total still says "more than
 * COUNT_CAP" past COUNT_CAP). Building the index's answer costs the same whether 1,001 or 20,000 of
 * its matches are then read (the whole list of each word is decoded either way), so reading and
 * sorting the rest costs less than a second pass. When a search has more (a word the statistics did
 * not call common), the walk answers, and when the walk's rows do not hold the page (none among the
 * most popular or recent), the first SORT_ROWS matches sorted.
 */
export const SORT_ROWS = 20 * COUNT_CAP;

/**
 * A search is walked first (without the GIN index) when the column statistics say it matches at
 * least this many groups: decoding the index's list of a word held by tens of thousands of groups
 * costs more than reading the first rows of the order, where such a word's first page is.
 */
export const WALK_MIN_MATCHES = 3 * COUNT_CAP;

/**
 * A search walked first reads at most this many rows of the order (twice the rows where its page is
 * expected, at least WALK_ROWS): deeper pages of a common word are walked too. The walk stops at the
 * page's last match, so it reads about as many rows as the page needs, not this many; the signature
 * (group_search_signature) spares most walked rows their vector.
 */
export const MAX_WALK_ROWS = 20_000;

/**
 * A phrase is checked on at most this many candidates (the groups that hold all its lexemes, found by
 * the GIN index), each check reading the group's vector; when they run out the total is not exact.
 */
export const PHRASE_CANDIDATES = 2 * COUNT_CAP;

/**
 * Best match's first tier reads at most this many candidates (PlannedQuery.textWords), twice
 * the most the statistics may estimate (COMMON_PREFIX_TEXT_CANDIDATES); past them, the function
 * asks the GIN index for the whole search instead (group_search_text_matches).
 */
export const TEXT_CANDIDATES = 2 * COMMON_PREFIX_TEXT_CANDIDATES;

/**
 * Whether the page of a search that matches this estimate is sooner found by walking the order's
 * index: the search matches many groups, and the page is expected within half of MAX_WALK_ROWS.
 */
export function walksFirst(estimate: MatchEstimate | undefined, skip: number, limit: number): boolean {
  if (!estimate || estimate.share <= 0) return false;
  return estimate.rows * estimate.share >= WALK_MIN_MATCHES && (skip + limit) / estimate.share <= MAX_WALK_ROWS / 2;
}

/** How many rows a search walked first may read: twice those where its page is expected, between WALK_ROWS and MAX_WALK_ROWS. */
export function walkRows(estimate: MatchEstimate | undefined, skip: number, limit: number): number {
  if (!estimate || estimate.share <= 0) return WALK_ROWS;
  return Math.min(MAX_WALK_ROWS, Math.max(WALK_ROWS, Math.ceil((2 * (skip + limit)) / estimate.share)));
}

/**
 * How many rows a walk after the GIN index's first statement may read, which found this many matches
 * (at most SORT_ROWS + 1). More than SORT_ROWS: at least SORT_ROWS + 1 of the rows the statistics
 * count, a share that says how deep in the order the page is (walkRows), so that a deep page is not
 * walked short and then sorted. Fewer: WALK_ROWS, and the sort of them all when those do not hold
 * the page (a walk far down the order costs more than sorting a few thousand matches).
 */
export function walkRowsAfterIndex(found: number | null, estimate: MatchEstimate | undefined, skip: number, limit: number): number {
  if (found === null || found <= SORT_ROWS || !estimate || estimate.rows <= 0) return WALK_ROWS;
  return walkRows({ rows: estimate.rows, share: Math.min(1, found / estimate.rows) }, skip, limit);
}

/**
 * A listing without a search whose filters list at least this many groups by the statistics (ten
 * times COUNT_CAP, so that statistics gone stale after deletions stay on the safe side) is not
 * counted: its total is "more than COUNT_CAP" at once, instead of reading COUNT_CAP + 1 index
 * entries for every page (on a large site, the largest part of the default page's database cost).
 */
export const MANY_LISTED = 10 * COUNT_CAP;

/** A listing query as the SQL runs it: paging and order resolved, the search as a tsquery literal. */
export interface PlannedQuery {
  skip: number;
  limit: number;
  sort: number;
  techId?: string;
  ownerId?: string;
  /** tsquery literal that every listed group must match (search-query.ts); none lists every group. */
  match?: string;
  /**
   * The filter lexemes of `tag:` and `org:` (tagLexeme, organisationLexeme), ANDed into `match` (and
   * `words`) as terms: not columns of the order's indexes, so a search holding only them is a search.
   */
  filters?: string[];
  /**
   * `org:` as a member of that organisation (its id): its "organisation"-visibility groups are found
   * too (strategy `organisation`), besides its listed ones; never set for anyone else.
   */
  organisationMembers?: string;
  /**
   * The search's candidates, when the GIN index is better asked for them than for the search itself,
   * which is then checked on each candidate's vector (at most PHRASE_CANDIDATES): for a phrase, the
   * groups that hold every lexeme in any order (searchTsquery, inOrder false); for a search whose last
   * word is a common prefix, the groups that match its other terms (plan).
   */
  words?: string;
  /**
   * As `words`, for best match's first tier (the groups whose texts match): the candidates in texts
   * when the search's last word is a prefix common in texts (plan). The
   * function asks the whole search of the index when they are more than TEXT_CANDIDATES.
   */
  textWords?: string;
  /** What a matching group's signature holds (signatureItems): a walk reads the vectors of only the rows that have it. */
  signature?: string[];
  /** How many groups the search matches in all fields and in texts, by the column statistics (match-estimates.ts). */
  estimate?: { all: MatchEstimate; text: MatchEstimate };
  /** Without a search: the statistics say its filters list at least MANY_LISTED groups, so the page is not counted. */
  manyListed?: boolean;
}

/**
 * The query as the statements run it, planned from the statistics: the estimate of its matches in all
 * fields and in texts; for a search whose last word is a common prefix and whose other terms are rare
 * (prefixCandidateTerms), those terms' tsquery as the candidates (`words`; a phrase has its own), the
 * same in texts for best match's first tier (`textWords`); without a search, whether its filters list
 * MANY_LISTED groups or more (`manyListed`). Without statistics every search uses the GIN index.
 */
export function plan(query: PlannedQuery, words: readonly SearchTerm[], statistics: TermStatistics): PlannedQuery {
  const terms = query.filters?.length ? [...words, ...query.filters.map(filterTerm)] : words;
  const filters = [...(query.techId ? [`~t${query.techId}`] : []), ...(query.ownerId ? [`~u${query.ownerId}`] : [])];
  if (!query.match) return { ...query, manyListed: estimateListed(statistics, filters) >= MANY_LISTED };
  const planned: PlannedQuery = {
    ...query,
    estimate: { all: estimateMatches(statistics, terms, 'all', filters), text: estimateMatches(statistics, terms, 'text', filters) },
  };
  const others = prefixCandidateTerms(statistics, terms, filters);
  if (others && !planned.words) planned.words = searchTsquery(others, { inOrder: false }) ?? undefined;
  if (planned.sort === SORT_BEST_MATCH) {
    const textOthers = prefixCandidateTerms(statistics, terms, filters, 'text');
    if (textOthers) planned.textWords = searchTsquery(textOthers, { inOrder: false }) ?? undefined;
  }
  return planned;
}

/**
 * How a planned query's page is found (the decision table of docs/search.md):
 * - `list`: no search; the order's index, one statement with the cards.
 * - `walk-first`: the statistics call the search common and its page near the top of the order: the
 *   order's index is walked (`walkRows` rows at most); when the walk does not fill the page, `index`.
 * - `index`: the GIN index's first SORT_ROWS + 1 matches, sorted when they are all; past them, the
 *   walk, then the sort of SORT_ROWS matches.
 * - `organisation`: `org:` searched by a member of that organisation: its listed matches from the GIN
 *   index and its "organisation"-visibility groups checked one by one, sorted together (one statement).
 * `textTier`, best match's first tier (the groups whose texts match, ranked ahead of code matches):
 * walked when the statistics call the search common in texts, else from the texts' GIN index.
 */
export type Strategy =
  | { kind: 'list' }
  | { kind: 'walk-first'; walkRows: number; textTier: 'walk' | 'index' | 'none' }
  | { kind: 'index'; textTier: 'index' | 'none' }
  | { kind: 'organisation' };

export function strategy(query: PlannedQuery): Strategy {
  if (query.organisationMembers && query.match) return { kind: 'organisation' };
  if (!query.match) return { kind: 'list' };
  const bestMatch = query.sort === SORT_BEST_MATCH;
  if (walksFirst(query.estimate?.all, query.skip, query.limit)) {
    const textTier = !bestMatch ? 'none' : walksFirst(query.estimate?.text, query.skip, query.limit) ? 'walk' : 'index';
    return { kind: 'walk-first', walkRows: walkRows(query.estimate?.all, query.skip, query.limit), textTier };
  }
  return { kind: 'index', textTier: bestMatch ? 'index' : 'none' };
}
