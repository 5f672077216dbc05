import { forkGroup, getListMySnippetGroupsKey, type SnippetGroupDto } from '@api';
import { type ApiKey, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import type { ListingGroup } from './get-listing';

export interface GroupFork {
  group: ListingGroup;
  /** Fork only this version; null: every version. */
  versionId: string | null;
}

/** POST /api/snippets-groups/fork/{id}: the page shown (its fork counts) and the member's groups change. */
export function useForkGroup(listingKey: ApiKey, feedback?: MutationFeedback<GroupFork, SnippetGroupDto>) {
  return useApiMutation<GroupFork, SnippetGroupDto>({
    ...feedback,
    call: ({ group, versionId }) => forkGroup(group.id, versionId ? { versionID: versionId } : {}),
    invalidates: [listingKey, getListMySnippetGroupsKey()],
  });
}
