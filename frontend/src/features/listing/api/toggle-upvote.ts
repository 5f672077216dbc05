import { removeUpvote, upvote, type UpvoteStateDto } from '@api';
import { useSWRConfig } from 'swr';
import { type ApiKey, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { optimisticUpvote, withUpvoteState } from '../lib/upvote-state';
import type { ListingPage, ListingGroup } from './get-listing';
import { reloadListingWhenGone } from './reload-when-gone';

/**
 * PATCH /api/interactions/upvote or remove-upvote, whichever flips the group's state. The page shown
 * (`listingKey`) changes at once and takes the server's count when it answers; the listing is not
 * reloaded, so that the cards do not move under the pointer.
 */
export function useToggleUpvote(listingKey: ApiKey, feedback?: MutationFeedback<ListingGroup, UpvoteStateDto>) {
  const { mutate } = useSWRConfig();
  return useApiMutation<ListingGroup, UpvoteStateDto, ListingPage>({
    ...feedback,
    call: (group) =>
      reloadListingWhenGone(mutate, () => {
        const body = { snippetsGroupsID: group.id };
        return optimisticUpvote(group).upVotedByMe ? upvote(body) : removeUpvote(body);
      }),
    optimistic: {
      key: listingKey,
      change: (page, group) => ({ ...page, groups: withUpvoteState(page.groups, optimisticUpvote(group)) }),
      settle: (page, answer) => ({ ...page, groups: withUpvoteState(page.groups, answer) }),
    },
  });
}
