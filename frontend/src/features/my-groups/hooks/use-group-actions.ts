import type { CreateSnippetGroupDto, SnippetEditDto, SnippetInputDto } from '@api';
import { useTranslation } from 'react-i18next';
import { useChangeVisibility, useCreateSnippetGroup, useDeleteSnippetGroup } from '../api/snippet-groups';
import { useAddSnippet, useDeleteSnippet, useEditSnippet } from '../api/snippets';
import { useAddVersion, useDeleteVersion, useEditVersion } from '../api/versions';

/**
 * Every write on the member's groups with its success toast (the server's message, or "Something went
 * wrong!", on failure). Each resolves to the outcome; deletions and edits show at once.
 */
export function useGroupActions() {
  const { t } = useTranslation();
  const createGroup = useCreateSnippetGroup({ success: t('my-groups:toast.created') });
  const deleteGroup = useDeleteSnippetGroup({ success: t('messages:success.groupDeleted') });
  const changeVisibility = useChangeVisibility({
    success: ({ isPublic }) => (isPublic ? t('my-groups:toast.nowPublic') : t('my-groups:toast.nowPrivate')),
  });
  const addVersion = useAddVersion();
  const editVersion = useEditVersion();
  const deleteVersion = useDeleteVersion({ success: t('messages:success.versionDeleted') });
  const addSnippet = useAddSnippet();
  const editSnippet = useEditSnippet();
  const deleteSnippet = useDeleteSnippet({ success: t('messages:success.snippetDeleted') });

  return {
    createGroup: (dto: CreateSnippetGroupDto) => createGroup.run(dto),
    deleteGroup: (groupId: string) => deleteGroup.run({ groupId }),
    changeVisibility: (groupId: string, isPublic: boolean) => changeVisibility.run({ groupId, isPublic }),
    addVersion: (groupId: string, version: { no: string; name?: string }) => addVersion.run({ groupId, ...version }),
    editVersion: (groupId: string, version: { id: string; no: string; name: string }) => editVersion.run({ groupId, ...version }),
    deleteVersion: (groupId: string, versionId: string) => deleteVersion.run({ groupId, versionId }),
    addSnippet: (groupId: string, versionID: string, snippet: SnippetInputDto) => addSnippet.run({ groupId, versionID, snippet }),
    editSnippet: (groupId: string, versionID: string, snippet: SnippetEditDto) => editSnippet.run({ groupId, versionID, snippet }),
    deleteSnippet: (groupId: string, snippetId: string) => deleteSnippet.run({ groupId, snippetId }),
  };
}

export type GroupActions = ReturnType<typeof useGroupActions>;
