import { getGetPublicGroupKey, getPublicGroup } from '@api';
import useSWR from 'swr';
import { isApiError } from '@/lib/api-fetch';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import type { ListingPage } from './get-listing';

/**
 * A group for its page (GET /api/public/groups/{id}), kept as a one-group listing page so that the
 * listing's upvote and report work on it unchanged. `notFound`: missing, private or hidden.
 */
export function useGroupPage(id: string) {
  const { isAuthenticated } = useSession();
  const key: ApiKey = [...getGetPublicGroupKey(id), isAuthenticated ? 'member' : 'visitor'];
  const result = useSWR(key, async (): Promise<ListingPage> => ({ groups: [await getPublicGroup(id)], total: 1, exact: true }));
  const error = result.error as unknown;
  return {
    key,
    group: result.data?.groups[0],
    isLoading: !result.data && !error,
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    error,
    retry: () => void result.mutate(),
  };
}
