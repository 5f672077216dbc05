import { type SnippetGroupDto, useListMySnippetGroups } from '@api';
import { useAuthStore } from '@/stores/auth.store';

/** The member's snippet groups (GET /api/snippets-groups), fetched only while signed in. */
export function useMyGroups() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const query = useListMySnippetGroups({ swr: { enabled: isAuthenticated } });
  const groups: SnippetGroupDto[] = query.data?.status === 200 ? query.data.data : [];
  return {
    groups,
    isLoading: query.isLoading,
    error: query.error,
    retry: () => void query.mutate(),
  };
}
