import {
  addVersion,
  type AddVersionDto,
  type DeletedDto,
  deleteVersion,
  draftVersion,
  editVersion,
  type EditVersionDto,
  publishVersion,
  type VersionIdDto,
  type VersionStateDto,
} from '@api';
import { type ApiKey, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { changeMyGroup, type GroupWrite, myGroupsStale, onGroup } from './get-my-groups';

export type NewVersion = GroupWrite & AddVersionDto;

/** PATCH /api/snippets-groups/add-version/{id}. */
export function useAddVersion(feedback?: MutationFeedback<NewVersion, VersionIdDto>) {
  return useApiMutation({ ...feedback, call: onGroup(addVersion), invalidates: myGroupsStale });
}

export type VersionChange = GroupWrite & EditVersionDto;

/** PATCH /api/snippets-groups/edit-version/{id}, shown at once. */
export function useEditVersion(pageKey: ApiKey, feedback?: MutationFeedback<VersionChange, VersionIdDto>) {
  return useApiMutation({
    ...feedback,
    call: onGroup(editVersion),
    optimistic: changeMyGroup(pageKey, (group, change: VersionChange) => ({
      ...group,
      versions: group.versions.map((item) => (item.id === change.id ? { ...item, no: change.no, name: change.name ?? item.name } : item)),
    })),
    invalidates: myGroupsStale,
  });
}

export interface VersionRemoval extends GroupWrite {
  versionId: string;
}

/** DELETE /api/snippets-groups/version/{groupId}/{versionId}: the version leaves the group at once. */
export function useDeleteVersion(pageKey: ApiKey, feedback?: MutationFeedback<VersionRemoval, DeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, versionId }: VersionRemoval) => deleteVersion(groupId, versionId),
    optimistic: changeMyGroup(pageKey, (group, { versionId }: VersionRemoval) => ({
      ...group,
      versions: group.versions.filter((item) => item.id !== versionId),
      versionCount: group.versionCount - 1,
    })),
    invalidates: myGroupsStale,
  });
}

export interface VersionDraftChange extends GroupWrite {
  versionID: string;
  isDraft: boolean;
  confirmSecrets?: boolean;
}

/**
 * PATCH /api/snippets-groups/publish-version/{id} or draft-version/{id}: the version's draft flag,
 * shown at once (a refusal, the last published version or the secret scan, puts it back).
 */
export function useSetVersionDraft(pageKey: ApiKey, feedback?: MutationFeedback<VersionDraftChange, VersionStateDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, versionID, isDraft, confirmSecrets }: VersionDraftChange) =>
      isDraft
        ? draftVersion(groupId, { versionID })
        : publishVersion(groupId, { versionID, ...(confirmSecrets ? { confirmSecrets } : {}) }),
    optimistic: changeMyGroup(pageKey, (group, change: VersionDraftChange) => ({
      ...group,
      versions: group.versions.map((item) => (item.id === change.versionID ? { ...item, isDraft: change.isDraft } : item)),
    })),
    invalidates: myGroupsStale,
  });
}
