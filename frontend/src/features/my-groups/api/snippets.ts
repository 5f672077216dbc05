import {
  addSnippet,
  type AddSnippetDto,
  type AddedSnippetDto,
  type DeletedDto,
  deleteSnippet,
  editSnippet,
  type EditSnippetDto,
  type SnippetIdDto,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { changeMyGroup, type GroupWrite, myGroupsStale } from './get-my-groups';

export type NewSnippet = GroupWrite & AddSnippetDto;

/** PATCH /api/snippets-groups/add-snippet/{id}. */
export function useAddSnippet(feedback?: MutationFeedback<NewSnippet, AddedSnippetDto>) {
  return useApiMutation({ ...feedback, call: ({ groupId, ...body }: NewSnippet) => addSnippet(groupId, body), invalidates: myGroupsStale });
}

export type SnippetChange = GroupWrite & EditSnippetDto;

/** PATCH /api/snippets-groups/edit-snippet/{id}, shown at once. */
export function useEditSnippet(feedback?: MutationFeedback<SnippetChange, SnippetIdDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, ...body }: SnippetChange) => editSnippet(groupId, body),
    optimistic: changeMyGroup((group, { versionID, snippet }: SnippetChange) => ({
      ...group,
      versions: group.versions.map((version) =>
        version.id === versionID
          ? { ...version, snippets: version.snippets.map((item) => (item.id === snippet.id ? { ...item, ...snippet } : item)) }
          : version,
      ),
    })),
    invalidates: myGroupsStale,
  });
}

export interface SnippetRemoval extends GroupWrite {
  snippetId: string;
}

/** DELETE /api/snippets-groups/snippet/{groupId}/{snippetId}: the snippet leaves its version at once. */
export function useDeleteSnippet(feedback?: MutationFeedback<SnippetRemoval, DeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, snippetId }: SnippetRemoval) => deleteSnippet(groupId, snippetId),
    optimistic: changeMyGroup((group, { snippetId }: SnippetRemoval) => ({
      ...group,
      versions: group.versions.map((version) => ({ ...version, snippets: version.snippets.filter((item) => item.id !== snippetId) })),
    })),
    invalidates: myGroupsStale,
  });
}
