import {
  getListFollowingGroupsKey,
  getListFollowingGroupsUrl,
  getListPublicGroupsKey,
  getListPublicGroupsUrl,
  type ListPublicGroupsParams,
  type PublicSnippetGroupDto,
} from '@api';
import useSWR, { preload } from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import type { ApiKey } from '@/lib/use-api-mutation';
import { isSignedIn, useSession } from '@/lib/session';
import { type ListingParams, PAGE_SIZE, parseListingParams, readTotal, toListQuery } from '../lib/listing-query';

export type ListingGroup = PublicSnippetGroupDto;

/** One page of public groups and the number of all the groups that match. */
export interface ListingPage {
  groups: ListingGroup[];
  total: number;
  /** False past 1,000 matches: `total` is then 1001, a lower bound. */
  exact: boolean;
}

/**
 * A page of groups from `url` (GET /api/public/ or /api/following/groups), and the total from
 * `x-total-count` (the page's length when the header is missing) with `x-total-count-exact`.
 */
async function getGroupsPage(url: string): Promise<ListingPage> {
  const { data, headers } = await apiFetchWithHeaders<ListingGroup[]>(url, { method: 'GET' });
  return { groups: data, ...readTotal(headers, data.length) };
}

/** GET /api/public/. */
export function getListingPage(query: ListPublicGroupsParams): Promise<ListingPage> {
  return getGroupsPage(getListPublicGroupsUrl(query));
}

/** The cache key of a listing page: visitors and members apart, as `upVotedByMe` depends on who asks. */
export function getListingKey(query: ListPublicGroupsParams, isAuthenticated: boolean): ApiKey {
  return [...getListPublicGroupsKey(query), isAuthenticated ? 'member' : 'visitor'];
}

/**
 * The public groups for the current query (only defined parameters), fetched while `enabled`. The
 * previous page stays on screen while the next loads.
 */
export function useListing(params: ListingParams, enabled = true) {
  const { isAuthenticated } = useSession();
  const query = toListQuery(params);
  return useGroupsPage(getListingKey(query, isAuthenticated), getListPublicGroupsUrl(query), enabled);
}

/**
 * Asks for the Index's page of the address `search` at once, before the page renders (main.tsx): useListing then
 * takes this answer (SWR's preload, same key) instead of asking after the first render. Not the Following view.
 */
export function preloadListing(search: string): void {
  const searchParams = new URLSearchParams(search);
  if (searchParams.get('view') === 'following') return;
  const query = toListQuery(parseListingParams(searchParams));
  void preload(getListingKey(query, isSignedIn()), () => getGroupsPage(getListPublicGroupsUrl(query))).catch(() => undefined);
}

/** The key of a page of the Following view (a member's own: `upVotedByMe` is theirs). */
export function getFollowingKey(page: number): ApiKey {
  return [...getListFollowingGroupsKey({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), 'member'];
}

/** The Following view (GET /api/following/groups): the newest public groups of the members the caller follows, paged. */
export function useFollowingListing(page: number, enabled: boolean) {
  return useGroupsPage(getFollowingKey(page), getListFollowingGroupsUrl({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), enabled);
}

/** A page of groups under `key` (fetched while `enabled`), shaped for GroupsList; the previous page stays on screen while the next loads. */
function useGroupsPage(key: ApiKey, url: string, enabled = true) {
  const result = useSWR(enabled ? key : null, () => getGroupsPage(url), { keepPreviousData: true });
  const page = result.data;

  return {
    key,
    groups: page?.groups ?? [],
    total: page?.total ?? 0,
    /** False when there are more than 1,000 matches (`total` is then a lower bound). */
    exact: page?.exact ?? true,
    /** Nothing to show yet (first load): skeletons. */
    isLoading: !page && !result.error,
    /** A newer query is on its way while the previous answer is shown. */
    isRefreshing: !!page && result.isValidating,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}
