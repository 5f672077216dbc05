import {
  getListFollowingGroupsKey,
  getListFollowingGroupsUrl,
  getListMemberPinsKey,
  getListMemberPinsUrl,
  getListStarredGroupsKey,
  getListTaggedGroupsKey,
  getListTaggedGroupsUrl,
  getListStarredGroupsUrl,
  getListPublicGroupsKey,
  getListPublicGroupsUrl,
  type ListPublicGroupsParams,
  type PublicSnippetGroupDto,
} from '@api';
import useSWR, { mutate, preload } from 'swr';
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
 * The Index's first page that the server wrote into index.html (backend/src/web-app.ts, injectFirstPage), as an
 * anonymous visitor sees it, when it is the page of `url`; read once (the block is removed).
 */
function takeInlinedPage(url: string): ListingPage | null {
  const block = document.getElementById('ss-first-page');
  if (!block) return null;
  block.remove();
  try {
    const inlined = JSON.parse(block.textContent ?? '') as { url?: string; groups?: ListingGroup[]; total?: number; exact?: boolean };
    if (inlined.url !== url || !Array.isArray(inlined.groups) || typeof inlined.total !== 'number') return null;
    return { groups: inlined.groups, total: inlined.total, exact: inlined.exact !== false };
  } catch {
    return null;
  }
}

/** Keys whose cached page came from index.html while their first answer from the API is awaited (not shown as refreshing). */
const seededKeys = new Set<string>();

/**
 * Asks for the Index's page of the address `search` at once, before the page renders (main.tsx): useListing then
 * takes this answer (SWR's preload, same key) instead of asking after the first render. Not the Following view.
 * When index.html carries that page (the plain Index), the cards render from it at once: a visitor's page is that
 * one (no request); a member's is asked for too, for their own upvotes, and replaces it when it comes.
 */
export function preloadListing(search: string): void {
  const searchParams = new URLSearchParams(search);
  if (searchParams.get('view') === 'following') return;
  const query = toListQuery(parseListingParams(searchParams));
  const url = getListPublicGroupsUrl(query);
  const key = getListingKey(query, isSignedIn());
  const inlined = takeInlinedPage(url);
  if (inlined) {
    seededKeys.add(JSON.stringify(key));
    void mutate(key, inlined, { revalidate: false });
  }
  const answer = inlined && !isSignedIn() ? Promise.resolve(inlined) : getGroupsPage(url);
  void preload(key, () => answer).catch(() => undefined);
}

/** The key of a page of the Following view (a member's own: `upVotedByMe` is theirs). */
export function getFollowingKey(page: number): ApiKey {
  return [...getListFollowingGroupsKey({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), 'member'];
}

/** The Following view (GET /api/following/groups): the newest public groups of the members the caller follows, paged. */
export function useFollowingListing(page: number, enabled: boolean) {
  return useGroupsPage(getFollowingKey(page), getListFollowingGroupsUrl({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), enabled);
}

/** The Starred view (GET /api/starred): the groups the caller upvoted, the latest upvote first, paged. */
export function useStarredListing(page: number, enabled: boolean) {
  const query = { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  return useGroupsPage([...getListStarredGroupsKey(query), 'member'], getListStarredGroupsUrl(query), enabled);
}

/** A tag's page (GET /api/public/tags/{tag}/groups): the public groups holding it, most upvoted or newest first, paged. */
export function useTagListing(tag: string, sort: 'popular' | 'recent', page: number) {
  const { isAuthenticated } = useSession();
  const query = { sort, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  return useGroupsPage([...getListTaggedGroupsKey(tag, query), isAuthenticated ? 'member' : 'visitor'], getListTaggedGroupsUrl(tag, query));
}

/** A member's pinned groups (GET /api/public/members/{username}/pins): at most 6, no pages. */
export function useMemberPinsListing(username: string, enabled: boolean) {
  const { isAuthenticated } = useSession();
  const key: ApiKey = [...getListMemberPinsKey(username), isAuthenticated ? 'member' : 'visitor'];
  return useGroupsPage(key, getListMemberPinsUrl(username), enabled);
}

/** A page of groups under `key` (fetched while `enabled`), shaped for GroupsList; the previous page stays on screen while the next loads. */
function useGroupsPage(key: ApiKey, url: string, enabled = true) {
  const seedKey = JSON.stringify(key);
  const result = useSWR(enabled ? key : null, () => getGroupsPage(url), {
    keepPreviousData: true,
    onSuccess: () => seededKeys.delete(seedKey),
    onError: () => seededKeys.delete(seedKey),
  });
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
    isRefreshing: !!page && result.isValidating && !seededKeys.has(seedKey),
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}
