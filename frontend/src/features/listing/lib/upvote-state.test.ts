import { describe, expect, it } from 'vitest';
import { optimisticUpvote, withUpvoteState } from './upvote-state';

describe('upvote state', () => {
  it('toggles the vote and moves the count by one, never below zero', () => {
    expect(optimisticUpvote({ id: 'g', upVoteCount: 4, upVotedByMe: false })).toEqual({
      snippetsGroupsID: 'g',
      upVoteCount: 5,
      upVotedByMe: true,
    });
    expect(optimisticUpvote({ id: 'g', upVoteCount: 5, upVotedByMe: true })).toEqual({
      snippetsGroupsID: 'g',
      upVoteCount: 4,
      upVotedByMe: false,
    });
    expect(optimisticUpvote({ id: 'g', upVoteCount: 0, upVotedByMe: true }).upVoteCount).toBe(0);
  });

  it('replaces only the matching group', () => {
    const groups = [
      { id: 'a', upVoteCount: 1, upVotedByMe: false },
      { id: 'b', upVoteCount: 2, upVotedByMe: false },
    ];
    const next = withUpvoteState(groups, { snippetsGroupsID: 'b', upVoteCount: 3, upVotedByMe: true });
    expect(next).toEqual([groups[0], { id: 'b', upVoteCount: 3, upVotedByMe: true }]);
    expect(next[0]).toBe(groups[0]);
    expect(groups[1].upVoteCount).toBe(2);
  });
});
