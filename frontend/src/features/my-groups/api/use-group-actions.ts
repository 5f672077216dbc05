import {
  addSnippet,
  addVersion,
  changeVisibility,
  createSnippetGroup,
  type CreateSnippetGroupDto,
  deleteSnippet,
  deleteSnippetGroup,
  deleteVersion,
  editSnippet,
  editVersion,
  getListMySnippetGroupsKey,
  type listMySnippetGroupsResponse,
  type SnippetGroupDto,
} from '@api';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-fetch';

type Groups = SnippetGroupDto[];
type Change = (groups: Groups) => Groups;

/** The list answer with `change` applied to its groups (for optimistic updates). */
function applyTo(current: listMySnippetGroupsResponse | undefined, change: Change): listMySnippetGroupsResponse | undefined {
  if (!current || current.status !== 200) return current;
  return { ...current, data: change(current.data) };
}

const mapGroup =
  (groupId: string, fn: (group: SnippetGroupDto) => SnippetGroupDto): Change =>
  (groups) =>
    groups.map((group) => (group.id === groupId ? fn(group) : group));

/**
 * Every write on the member's groups: calls the generated client, refreshes the SWR list (optimistically
 * where the outcome is known), toasts the seed's success message, or the server's message on failure
 * ("Something went wrong!" when there is none). Each resolves to the answer's data, or null when it failed.
 */
export function useGroupActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  const run = useCallback(
    async <T>(call: () => Promise<T>, options: { optimistic?: Change; success?: string } = {}): Promise<T | null> => {
      const key = getListMySnippetGroupsKey();
      try {
        let result!: T;
        if (options.optimistic) {
          const change = options.optimistic;
          await mutate<listMySnippetGroupsResponse>(
            key,
            async (current) => {
              result = await call();
              return current;
            },
            { optimisticData: (current) => applyTo(current, change)!, rollbackOnError: true, populateCache: false, revalidate: true },
          );
        } else {
          result = await call();
          await mutate(key);
        }
        if (options.success) toast.success(options.success);
        return result;
      } catch (error) {
        toast.error(isApiError(error) && error.message ? error.message : t('messages:errors.generic'));
        return null;
      }
    },
    [mutate, t, toast],
  );

  return useMemo(
    () => ({
      createGroup: (dto: CreateSnippetGroupDto) =>
        run(async () => (await createSnippetGroup(dto)).data as SnippetGroupDto, { success: t('my-groups:toast.created') }),

      deleteGroup: (groupId: string) =>
        run(() => deleteSnippetGroup(groupId), {
          optimistic: (groups) => groups.filter((group) => group.id !== groupId),
          success: t('messages:success.groupDeleted'),
        }),

      changeVisibility: (groupId: string, isPublic: boolean) =>
        run(() => changeVisibility(groupId, { isPublic }), {
          optimistic: mapGroup(groupId, (group) => ({ ...group, isPublic })),
          success: isPublic ? t('my-groups:toast.nowPublic') : t('my-groups:toast.nowPrivate'),
        }),

      addVersion: (groupId: string, version: { no: string; name?: string }) =>
        run(async () => ((await addVersion(groupId, version)).data as { versionID: string }).versionID),

      editVersion: (groupId: string, version: { id: string; no: string; name: string }) =>
        run(() => editVersion(groupId, version), {
          optimistic: mapGroup(groupId, (group) => ({
            ...group,
            versions: group.versions.map((item) => (item.id === version.id ? { ...item, no: version.no, name: version.name } : item)),
          })),
        }),

      deleteVersion: (groupId: string, versionId: string) =>
        run(() => deleteVersion(groupId, versionId), {
          optimistic: mapGroup(groupId, (group) => ({ ...group, versions: group.versions.filter((item) => item.id !== versionId) })),
          success: t('messages:success.versionDeleted'),
        }),

      addSnippet: (groupId: string, versionID: string, snippet: { description: string; code: string }) =>
        run(async () => ((await addSnippet(groupId, { versionID, snippet })).data as { addedSnippetID: string }).addedSnippetID),

      editSnippet: (groupId: string, versionID: string, snippet: { id: string; description: string; code: string }) =>
        run(() => editSnippet(groupId, { versionID, snippet }), {
          optimistic: mapGroup(groupId, (group) => ({
            ...group,
            versions: group.versions.map((version) =>
              version.id === versionID
                ? { ...version, snippets: version.snippets.map((item) => (item.id === snippet.id ? { ...item, ...snippet } : item)) }
                : version,
            ),
          })),
        }),

      deleteSnippet: (groupId: string, snippetId: string) =>
        run(() => deleteSnippet(groupId, snippetId), {
          optimistic: mapGroup(groupId, (group) => ({
            ...group,
            versions: group.versions.map((version) => ({ ...version, snippets: version.snippets.filter((item) => item.id !== snippetId) })),
          })),
          success: t('messages:success.snippetDeleted'),
        }),
    }),
    [run, t],
  );
}

export type GroupActions = ReturnType<typeof useGroupActions>;
