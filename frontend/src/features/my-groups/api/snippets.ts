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
import { type GroupWrite, myGroupsStale, onGroup } from './get-my-groups';

export type NewSnippet = GroupWrite & AddSnippetDto;

/*
 * A card carries a preview of one version (its first snippets, cut): no snippet write is shown before the server
 * answers. The page is reloaded (myGroupsStale), and the version's copy in full by useGroupActions (refreshGroupVersion).
 */

/** PATCH /api/snippets-groups/add-snippet/{id}. */
export function useAddSnippet(feedback?: MutationFeedback<NewSnippet, AddedSnippetDto>) {
  return useApiMutation({ ...feedback, call: onGroup(addSnippet), invalidates: myGroupsStale });
}

export type SnippetChange = GroupWrite & EditSnippetDto;

/** PATCH /api/snippets-groups/edit-snippet/{id}: the whole code (the form edits the version read in full). */
export function useEditSnippet(feedback?: MutationFeedback<SnippetChange, SnippetIdDto>) {
  return useApiMutation({ ...feedback, call: onGroup(editSnippet), invalidates: myGroupsStale });
}

export interface SnippetRemoval extends GroupWrite {
  snippetId: string;
}

/** DELETE /api/snippets-groups/snippet/{groupId}/{snippetId}. */
export function useDeleteSnippet(feedback?: MutationFeedback<SnippetRemoval, DeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, snippetId }: SnippetRemoval) => deleteSnippet(groupId, snippetId),
    invalidates: myGroupsStale,
  });
}
