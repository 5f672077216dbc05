import { followMember, type FollowStateDto, getGetPublicMemberKey, getPublicMember, type MemberDto, unfollowMember } from '@api';
import useSWR from 'swr';
import { isApiError } from '@/lib/api-fetch';
import { type ApiKey, useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

/** The key of a member's page: visitors and members apart, as `followedByMe` depends on who asks. */
function memberKey(username: string, isAuthenticated: boolean): ApiKey {
  return [...getGetPublicMemberKey(username), isAuthenticated ? 'member' : 'visitor'];
}

/** A member for their page (GET /api/public/members/{username}); `notFound` for an unknown username. */
export function useMember(username: string) {
  const { isAuthenticated } = useSession();
  const key = memberKey(username, isAuthenticated);
  const result = useSWR(key, () => getPublicMember(username));
  const error = result.error as unknown;
  return {
    key,
    member: result.data,
    isLoading: !result.data && !error,
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    error,
    retry: () => void result.mutate(),
  };
}

/** What a follow or unfollow makes stale: the caller's Following view and their `following` list. */
const FOLLOWING_STALE: ApiKey[] = [['/api/following/groups'], ['/api/users']];

/**
 * PUT or DELETE /api/users/following/{id}, whichever flips `followedByMe`: the member's page
 * (`key`) changes at once and takes the server's count when it answers.
 */
export function useToggleFollow(key: ApiKey) {
  return useApiMutation<MemberDto, FollowStateDto, MemberDto>({
    call: (member) => (member.followedByMe ? unfollowMember(member.id) : followMember(member.id)),
    optimistic: {
      key,
      change: (member) => ({
        ...member,
        followedByMe: !member.followedByMe,
        followers: member.followers + (member.followedByMe ? -1 : 1),
      }),
      settle: (member, answer) => ({ ...member, followedByMe: answer.followedByMe, followers: answer.followers }),
    },
    invalidates: FOLLOWING_STALE,
  });
}
