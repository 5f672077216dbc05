import {
  getGetMemberHistoryKey,
  getListAuditLogKey,
  getListPublicGroupsKey,
  type ModeratedMemberDto,
  suspendMember,
  unsuspendMember,
  useGetMemberHistory,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** A member by username or email with their moderation history (GET /api/moderation/members); nothing until `user` is given. */
export function useMemberHistory(user: string) {
  return useGetMemberHistory({ user }, { swr: { enabled: user.trim() !== '', shouldRetryOnError: false } });
}

/** A suspension changes the member's history, the audit log and what the public listing shows. */
const suspensionChanges = [[getGetMemberHistoryKey({ user: '' })[0]] as const, getListAuditLogKey(), getListPublicGroupsKey()];

export interface Suspension {
  member: ModeratedMemberDto;
  reason: string;
}

/** POST /api/moderation/members/{id}/suspend. */
export function useSuspendMember(feedback?: MutationFeedback<Suspension, ModeratedMemberDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ member, reason }: Suspension) => suspendMember(member.id, { reason }),
    invalidates: suspensionChanges,
  });
}

/** POST /api/moderation/members/{id}/unsuspend. */
export function useUnsuspendMember(feedback?: MutationFeedback<ModeratedMemberDto, ModeratedMemberDto>) {
  return useApiMutation({ ...feedback, call: (member: ModeratedMemberDto) => unsuspendMember(member.id), invalidates: suspensionChanges });
}
