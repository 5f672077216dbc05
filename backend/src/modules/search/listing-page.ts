import type { ListedCard } from '../group-cards/listed-cards';
import type { SearchMatch } from './highlight/excerpt';

/** Groups per page when the caller names no `limit` (docs/specification.md, section 9). */
export const PAGE_SIZE = 12;

export const SORT_POPULARITY = 0;
export const SORT_RECENT = 1;
/** Matches in texts (descriptions, version names) before matches in code, whole words before parts, then popularity. */
export const SORT_BEST_MATCH = 2;

/** What the public listing is asked (the query string of GET /api/public/). */
export interface ListingRequest {
  skip?: number;
  limit?: number;
  /** SORT_POPULARITY (default), SORT_RECENT or SORT_BEST_MATCH. */
  sort?: number;
  /** Search: words, "phrases" and tech:/lang:/user: qualifiers (search-query.ts). */
  q?: string;
  techID?: string;
}

/** A listed group's card; with a search, `match` says where it matched. */
export type ListedGroupCard = ListedCard & { match?: SearchMatch };

/** A page of the listing as an anonymous visitor sees it (what the listing cache holds). */
export interface ListingPage {
  cards: ListedGroupCard[];
  /** Number of matches: exact up to COUNT_CAP; past it COUNT_CAP + 1 with `exact` false. */
  total: number;
  exact: boolean;
  /** `body` for an anonymous visitor, once written (ListingService). */
  anonymousBody?: string;
}

/** A page of the listing as answered: its groups as a JSON array's text (PublicSnippetGroupDto[]) and the total. */
export interface ListingAnswer {
  body: string;
  total: number;
  exact: boolean;
}
