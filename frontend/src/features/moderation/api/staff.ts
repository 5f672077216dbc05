import { getListAuditLogKey, getListStaffKey, type MemberRoleDto, setMemberRole, type StaffMemberDto, useListStaff } from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** Moderators and admins (GET /api/moderation/staff). */
export function useStaff() {
  const query = useListStaff();
  return { ...query, staff: query.data ?? [] };
}

const invalidates = [getListStaffKey(), getListAuditLogKey()];

/** PATCH /api/users/role: the member named by username or email becomes a moderator. */
export function useGrantModerator(feedback?: MutationFeedback<string, MemberRoleDto>) {
  return useApiMutation({ ...feedback, call: (user: string) => setMemberRole({ user, role: 'moderator' }), invalidates });
}

/** PATCH /api/users/role: the moderator is a member again. */
export function useRevokeModerator(feedback?: MutationFeedback<StaffMemberDto, MemberRoleDto>) {
  return useApiMutation({
    ...feedback,
    call: (member: StaffMemberDto) => setMemberRole({ user: member.email, role: 'user' }),
    invalidates,
  });
}
