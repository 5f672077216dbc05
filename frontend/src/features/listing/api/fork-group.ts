import { forkGroup, getListMySnippetGroupsKey, type SnippetGroupDto } from '@api';
import { type ApiKey, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import type { ListingGroup } from './get-listing';

export interface GroupFork {
  group: ListingGroup;
  /** Fork only this version; null: every version. */
  versionId: string | null;
  /** The organisation the copy goes to (its slug); absent: the member's own groups. */
  organisation?: string;
}

/** POST /api/snippets-groups/fork/{id}: the page shown (its fork counts) and the member's (or the organisation's) groups change. */
export function useForkGroup(listingKey: ApiKey, feedback?: MutationFeedback<GroupFork, SnippetGroupDto>) {
  return useApiMutation<GroupFork, SnippetGroupDto>({
    ...feedback,
    call: ({ group, versionId, organisation }) =>
      forkGroup(group.id, { ...(versionId ? { versionID: versionId } : {}), ...(organisation ? { organisation } : {}) }),
    // An organisation's groups are read afresh when its view opens.
    invalidates: [listingKey, getListMySnippetGroupsKey()],
  });
}
