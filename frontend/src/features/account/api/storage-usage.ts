import { useGetStorageUsage } from '@api';
import { useSession } from '@/lib/session';

/**
 * What the member stores against the storage limits (GET /api/snippets-groups/usage). Its key is among what every
 * write on their groups reloads (my-groups' myGroupsStale), so it is fresh when the settings open after one.
 */
export function useStorageUsage() {
  const { isAuthenticated } = useSession();
  const query = useGetStorageUsage({ swr: { enabled: isAuthenticated } });
  return { usage: query.data, isLoading: query.isLoading, error: query.error, retry: () => void query.mutate() };
}
