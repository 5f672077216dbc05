/** Seed sort modes: POPULARITY (0, default) and RECENT (1). */
export const SortMode = { POPULARITY: 0, RECENT: 1 } as const;
export type SortMode = (typeof SortMode)[keyof typeof SortMode];

/** Public list page size (seed constant). */
export const PAGE_SIZE = 12;
/** The API refuses longer searches. */
export const MAX_QUERY_LENGTH = 200;
/** The API refuses larger offsets. */
const MAX_SKIP = 1_000_000;

/** What the Index shows, as kept in the URL: `?q=&tech=&sort=recent&page=`. */
export interface ListingParams {
  q: string;
  sort: SortMode;
  techID: string | null;
  page: number;
}

/** Reads the Index state from the URL; anything missing or malformed falls back to the default. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  const maxPage = Math.floor(MAX_SKIP / PAGE_SIZE) + 1;
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: sort === 'recent' || sort === '1' ? SortMode.RECENT : SortMode.POPULARITY,
    techID: search.get('tech')?.trim() || null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
}

/**
 * Writes the Index state into `current` (other parameters are kept). Defaults are left out so that
 * the plain Index stays `/`. A change of search, technology or sort goes back to the first page.
 */
export function applyListingChanges(current: URLSearchParams, changes: Partial<ListingParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if ('q' in changes) set('q', changes.q?.trim().slice(0, MAX_QUERY_LENGTH) || null);
  if ('techID' in changes) set('tech', changes.techID ?? null);
  if ('sort' in changes) set('sort', changes.sort === SortMode.RECENT ? 'recent' : null);
  const page = 'page' in changes ? (changes.page ?? 1) : 1;
  set('page', page > 1 ? String(page) : null);
  next.delete('techID');
  return next;
}

/** The listing call's query: only defined parameters (seed). */
export function toListQuery(params: ListingParams): { skip?: number; limit: number; sort?: 0 | 1; q?: string; techID?: string } {
  const query: { skip?: number; limit: number; sort?: 0 | 1; q?: string; techID?: string } = { limit: PAGE_SIZE };
  const skip = (params.page - 1) * PAGE_SIZE;
  if (skip > 0) query.skip = skip;
  if (params.sort === SortMode.RECENT) query.sort = SortMode.RECENT;
  if (params.q) query.q = params.q;
  if (params.techID) query.techID = params.techID;
  return query;
}

/** Seed: the page count is the ceiling of the total divided by 12. */
export function pageCount(total: number): number {
  return Math.ceil(Math.max(0, total) / PAGE_SIZE);
}
