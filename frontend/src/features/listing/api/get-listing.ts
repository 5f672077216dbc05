import { getListPublicGroupsKey, getListPublicGroupsUrl, type ListPublicGroupsParams, type PublicSnippetGroupDto } from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import { type ListingParams, readTotal, toListQuery } from '../lib/listing-query';

export type ListingGroup = PublicSnippetGroupDto;

/** One page of public groups and the number of all the groups that match. */
export interface ListingPage {
  groups: ListingGroup[];
  total: number;
  /** False past 1,000 matches: `total` is then 1001, a lower bound. */
  exact: boolean;
}

/**
 * GET /api/public/: the page, and the total from `x-total-count` (the page's length when the header
 * is missing) with `x-total-count-exact`.
 */
export async function getListingPage(query: ListPublicGroupsParams): Promise<ListingPage> {
  const { data, headers } = await apiFetchWithHeaders<ListingGroup[]>(getListPublicGroupsUrl(query), { method: 'GET' });
  return { groups: data, ...readTotal(headers, data.length) };
}

/** The cache key of a listing page: visitors and members apart, as `upVotedByMe` depends on who asks. */
export function getListingKey(query: ListPublicGroupsParams, isAuthenticated: boolean): ApiKey {
  return [...getListPublicGroupsKey(query), isAuthenticated ? 'member' : 'visitor'];
}

/**
 * The public groups for the current query (only defined parameters). The previous page stays on
 * screen while the next loads.
 */
export function useListing(params: ListingParams) {
  const { isAuthenticated } = useSession();
  const query = toListQuery(params);
  const key = getListingKey(query, isAuthenticated);
  const result = useSWR(key, () => getListingPage(query), { keepPreviousData: true });
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
