import { useListTechnologies } from '@api';
import { useSession } from '@/lib/session';

/** Official technologies plus the member's custom ones (GET /api/technologies), for the create-group modal and the filter. */
export function useMemberTechnologies() {
  const { isAuthenticated } = useSession();
  const query = useListTechnologies({ swr: { enabled: isAuthenticated, revalidateIfStale: false } });
  return { technologies: query.data?.data ?? [], isLoading: query.isLoading };
}
