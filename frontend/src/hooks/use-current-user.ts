import { useGetCurrentUser, UserRole } from '@api';
import { useAuthStore } from '@/stores/auth.store';

/** The signed-in member (GET /api/users), fetched only while authenticated. */
export function useCurrentUser() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const query = useGetCurrentUser({ swr: { enabled: isAuthenticated } });
  const user = isAuthenticated && query.data?.status === 200 ? query.data.data : null;
  const isModerator = !!user && (user.role === UserRole.moderator || user.role === UserRole.admin);
  return { user, isAuthenticated, isModerator, isLoading: query.isLoading, error: query.error };
}
