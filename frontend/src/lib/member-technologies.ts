import { useListTechnologies } from '@api';
import { useSession } from '@/lib/session';

/**
 * Official technologies plus the member's custom ones (GET /api/technologies): the create-group modal's choices and the
 * technology filters of the Profile's groups and of an organisation's.
 */
export function useMemberTechnologies() {
  const { isAuthenticated } = useSession();
  const query = useListTechnologies({ swr: { enabled: isAuthenticated, revalidateIfStale: false } });
  return { technologies: query.data?.data ?? [], isLoading: query.isLoading };
}
