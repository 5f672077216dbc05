import type { PublicSnippetGroupDto } from '@api';

interface UpvoteState {
  snippetsGroupsID: string;
  upVoteCount: number;
  upVotedByMe: boolean;
}

/** The group list with one group's upvote state replaced (a new array; other groups untouched). */
export function withUpvoteState<T extends Pick<PublicSnippetGroupDto, 'id' | 'upVoteCount' | 'upVotedByMe'>>(
  groups: readonly T[],
  state: UpvoteState,
): T[] {
  return groups.map((group) =>
    group.id === state.snippetsGroupsID ? { ...group, upVoteCount: state.upVoteCount, upVotedByMe: state.upVotedByMe } : group,
  );
}

/** What the toggle should show right away, before the server answers. */
export function optimisticUpvote(group: Pick<PublicSnippetGroupDto, 'id' | 'upVoteCount' | 'upVotedByMe'>): UpvoteState {
  const upVotedByMe = !group.upVotedByMe;
  return {
    snippetsGroupsID: group.id,
    upVotedByMe,
    upVoteCount: Math.max(0, group.upVoteCount + (upVotedByMe ? 1 : -1)),
  };
}
