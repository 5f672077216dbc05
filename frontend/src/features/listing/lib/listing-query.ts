/**
 * Sort modes of the public listing: POPULARITY (0), RECENT (1) and BEST_MATCH (2: matches in
 * descriptions and version names first, whole words before parts, then upvotes; only for a search).
 */
export const SortMode = { POPULARITY: 0, RECENT: 1, BEST_MATCH: 2 } as const;
export type SortMode = (typeof SortMode)[keyof typeof SortMode];

/** Public list page size (seed constant). */
export const PAGE_SIZE = 12;
/** The API refuses longer searches. */
export const MAX_QUERY_LENGTH = 200;
/** The API refuses offsets from this one on (400): no page starts there or later. */
const MAX_SKIP = 1000;
/** The last page the API serves (84 with 12 a page: skip 996). */
export const MAX_PAGE = Math.floor((MAX_SKIP - 1) / PAGE_SIZE) + 1;
/** Totals are exact up to this many matches; past it the API says 1001 and `x-total-count-exact: false`. */
export const EXACT_TOTAL_LIMIT = 1000;

/** What the Index shows, as kept in the URL: `?q=&tech=&sort=recent&page=`. */
export interface ListingParams {
  q: string;
  /** The sort in force: the one picked, or the default for the search (see `defaultSort`). */
  sort: SortMode;
  techID: string | null;
  page: number;
}

/** A search is sorted by best match unless another sort is picked for it; no search, by popularity. */
export function defaultSort(q: string): SortMode {
  return q ? SortMode.BEST_MATCH : SortMode.POPULARITY;
}

/** Best match ranks a search: without one (a stale link, a cleared box) the listing is by popularity. */
function effectiveSort(sort: SortMode, q: string): SortMode {
  return sort === SortMode.BEST_MATCH && !q ? SortMode.POPULARITY : sort;
}

/** The URL's `sort`: named or numeric; missing or unknown is the default for the search. */
function readSort(value: string | null, q: string): SortMode {
  switch (value) {
    case 'recent':
    case '1':
      return SortMode.RECENT;
    case 'popular':
    case '0':
      return SortMode.POPULARITY;
    case 'best':
    case '2':
      return effectiveSort(SortMode.BEST_MATCH, q);
    default:
      return defaultSort(q);
  }
}

/** The `sort` written to the URL: nothing for the search's default, so `/?q=hooks` is a best-match search. */
function writeSort(sort: SortMode, q: string): string | null {
  const effective = effectiveSort(sort, q);
  if (effective === defaultSort(q)) return null;
  return effective === SortMode.RECENT ? 'recent' : 'popular';
}

/** Reads the Index state from the URL; anything missing or malformed falls back to the default. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const q = (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number(search.get('page') ?? '1');
  return {
    q,
    sort: readSort(search.get('sort'), q),
    techID: search.get('tech')?.trim() || null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * Writes the Index state into `current` (other parameters are kept). Defaults are left out so that
 * the plain Index stays `/`. A change of search, technology or sort goes back to the first page.
 *
 * Sort: a sort picked while searching stays while the search is refined. A new search (the box was
 * empty) starts with best match, whatever was picked before it; clearing the search drops best match
 * (and an explicit popularity, the default again) but keeps recent.
 */
export function applyListingChanges(current: URLSearchParams, changes: Partial<ListingParams>): URLSearchParams {
  const previous = parseListingParams(current);
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  const q = 'q' in changes ? (changes.q ?? '').trim().slice(0, MAX_QUERY_LENGTH) : previous.q;
  let sort = previous.sort;
  if (changes.sort !== undefined) sort = changes.sort;
  else if (q && !previous.q) sort = defaultSort(q);
  set('q', q || null);
  if ('techID' in changes) set('tech', changes.techID ?? null);
  set('sort', writeSort(sort, q));
  const page = 'page' in changes ? (changes.page ?? 1) : 1;
  set('page', page > 1 ? String(page) : null);
  next.delete('techID');
  return next;
}

/** The listing call's query: only defined parameters; `sort` when it is not the API's default (popularity). */
export function toListQuery(params: ListingParams): { skip?: number; limit: number; sort?: SortMode; q?: string; techID?: string } {
  const query: { skip?: number; limit: number; sort?: SortMode; q?: string; techID?: string } = { limit: PAGE_SIZE };
  const skip = (Math.min(params.page, MAX_PAGE) - 1) * PAGE_SIZE;
  if (skip > 0) query.skip = skip;
  const sort = effectiveSort(params.sort, params.q);
  if (sort !== SortMode.POPULARITY) query.sort = sort;
  if (params.q) query.q = params.q;
  if (params.techID) query.techID = params.techID;
  return query;
}

/** The number of pages: the ceiling of the total divided by 12, never past the last page the API serves. */
export function pageCount(total: number): number {
  return Math.min(Math.ceil(Math.max(0, total) / PAGE_SIZE), MAX_PAGE);
}

/** The total given to the pager, so that it offers no page past `MAX_PAGE`. */
export function pagerTotal(total: number): number {
  return Math.min(Math.max(0, total), pageCount(total) * PAGE_SIZE);
}

/** The number of matches from the answer's headers: `x-total-count` (the page's length when missing) and whether it is exact. */
export function readTotal(headers: Headers, pageLength: number): { total: number; exact: boolean } {
  const header = headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  if (!Number.isInteger(total) || total < 0) return { total: pageLength, exact: true };
  return { total, exact: headers.get('x-total-count-exact') !== 'false' };
}
