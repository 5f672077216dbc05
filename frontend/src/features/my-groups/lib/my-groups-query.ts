import type { ListMySnippetGroupsParams } from '@api';

/** ListMySnippetGroupsSort.NUMBER_0: upvotes, then newest (the API's default, 1, is the newest first). */
const SORT_POPULARITY = 0;

/** Groups on a page of the Profile (the Index shows 12 too). */
export const MY_GROUPS_PAGE_SIZE = 12;

/** The Profile's order: the newest first (the API's default), or the most upvoted. */
export type MyGroupsSort = 'recent' | 'popular';

/** What the Profile shows, from its address: ?tech=<id>&tag=<tag>&sort=popular&page=<n>. */
export interface MyGroupsQuery {
  page: number;
  techId: string | null;
  sort: MyGroupsSort;
  /** Only groups with this tag (?tag=). */
  tag?: string;
}

/** The Profile's query from its address; anything unreadable is the default (page 1, every technology, newest first). */
export function parseMyGroupsQuery(params: URLSearchParams): MyGroupsQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    techId: params.get('tech') || null,
    sort: params.get('sort') === 'popular' ? 'popular' : 'recent',
    tag: /^[a-z0-9-]{1,30}$/.test(params.get('tag') ?? '') ? params.get('tag')! : undefined,
  };
}

/**
 * The address after `changes`: a new filter or order starts again at page 1; defaults are left out
 * (page 1, newest first) and other parameters kept.
 */
export function writeMyGroupsQuery(params: URLSearchParams, changes: Partial<MyGroupsQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = parseMyGroupsQuery(params);
  const merged: MyGroupsQuery = { ...current, ...changes };
  if (
    !('page' in changes) &&
    (('techId' in changes && changes.techId !== current.techId) ||
      ('tag' in changes && changes.tag !== current.tag) ||
      ('sort' in changes && changes.sort !== current.sort))
  ) {
    merged.page = 1;
  }
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('tech', merged.techId);
  set('tag', merged.tag ?? null);
  set('sort', merged.sort === 'popular' ? 'popular' : null);
  set('page', merged.page > 1 ? String(merged.page) : null);
  return next;
}

/** The list call's parameters: only those that are not the API's defaults, with the page size always. */
export function toMyGroupsParams(query: MyGroupsQuery): ListMySnippetGroupsParams {
  const params: ListMySnippetGroupsParams = { limit: MY_GROUPS_PAGE_SIZE };
  if (query.page > 1) params.skip = (query.page - 1) * MY_GROUPS_PAGE_SIZE;
  if (query.sort === 'popular') params.sort = SORT_POPULARITY;
  if (query.techId) params.techID = query.techId;
  if (query.tag) params.tag = query.tag;
  return params;
}

/** The number of pages of `total` groups (at least one). */
export function myGroupsPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / MY_GROUPS_PAGE_SIZE));
}
