import { getListPublicGroupsKey, type PublicSnippetGroupDto, useListPublicGroups } from '@api';
import { useAuthStore } from '@/stores/auth.store';
import { type ListingParams, toListQuery } from '../lib/listing-query';

export type PublicGroup = PublicSnippetGroupDto;

/**
 * The public groups for the current query (GET /api/public/?skip=&limit=&sort=&q=&techID=, only defined
 * parameters; the total from `x-total-count`). The previous page stays on screen while the next loads.
 * The cache key tells visitors from members, as `upVotedByMe` depends on who asks.
 */
export function useListing(params: ListingParams) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const query = toListQuery(params);
  const result = useListPublicGroups(query, {
    swr: {
      swrKey: [...getListPublicGroupsKey(query), isAuthenticated ? 'member' : 'visitor'],
      keepPreviousData: true,
    },
  });
  const answer = result.data?.status === 200 ? result.data : null;
  const groups: PublicGroup[] = answer?.data ?? [];
  const header = Number(answer?.headers.get('x-total-count'));
  const total = Number.isFinite(header) && header >= 0 ? header : groups.length;

  return {
    groups,
    total,
    /** Nothing to show yet (first load): skeletons. */
    isLoading: !answer && !result.error,
    /** A newer query is on its way while the previous answer is shown. */
    isRefreshing: !!answer && result.isValidating,
    error: result.error as unknown,
    mutate: result.mutate,
    retry: () => void result.mutate(),
  };
}

export type ListingMutate = ReturnType<typeof useListing>['mutate'];
