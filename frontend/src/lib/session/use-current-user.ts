import { type CurrentUserDto, useGetCurrentUser, UserRole } from '@api';
import { useSessionStore } from './session.store';

/** Moderators and admins: who may use the Admin screen. */
export const STAFF_ROLES: readonly UserRole[] = [UserRole.moderator, UserRole.admin];

export function hasRole(user: CurrentUserDto | null, roles: readonly UserRole[]): user is CurrentUserDto {
  return !!user && roles.includes(user.role);
}

/** The signed-in member (GET /api/users), fetched only while signed in. */
export function useCurrentUser() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const query = useGetCurrentUser({ swr: { enabled: isAuthenticated } });
  const user = isAuthenticated ? (query.data ?? null) : null;
  return { user, isLoading: isAuthenticated && query.isLoading, error: query.error };
}
