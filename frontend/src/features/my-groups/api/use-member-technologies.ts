import { type MemberTechnologyDto, useListTechnologies } from '@api';
import { useAuthStore } from '@/stores/auth.store';

/** Official technologies plus the member's custom ones (GET /api/technologies), for the create-group modal and the filter. */
export function useMemberTechnologies() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const query = useListTechnologies({ swr: { enabled: isAuthenticated, revalidateIfStale: false } });
  const technologies: MemberTechnologyDto[] = query.data?.status === 200 ? query.data.data.data : [];
  return { technologies, isLoading: query.isLoading, error: query.error, retry: () => void query.mutate() };
}
