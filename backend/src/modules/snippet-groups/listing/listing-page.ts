import type { SnippetGroupDto } from '../dto/snippet-group.dto';
import type { SearchMatch } from './search-highlight';

/** Groups per page when the caller names no `limit` (docs/specification.md, section 9). */
export const PAGE_SIZE = 12;

export const SORT_POPULARITY = 0;
export const SORT_RECENT = 1;

/** What the public listing is asked (the query string of GET /api/public/). */
export interface ListingQuery {
  skip?: number;
  limit?: number;
  /** SORT_POPULARITY (default) or SORT_RECENT. */
  sort?: number;
  /** Search: every whitespace-separated word must occur. */
  q?: string;
  techID?: string;
}

/** A listed group; with a search, `match` says where it matched. */
export type ListedGroup = SnippetGroupDto & { match?: SearchMatch };

export interface ListingPage {
  items: ListedGroup[];
  /** Number of matches: exact up to EXACT_COUNT_LIMIT, estimated above (`exact` false). */
  total: number;
  exact: boolean;
}
