import type { CreateSnippetGroupDto, SnippetEditDto, SnippetInputDto } from '@api';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { useSWRConfig } from 'swr';
import { type ApiKey, type MutationOutcome, revalidateKeys } from '@/lib/use-api-mutation';
import { refreshGroupVersion } from '@/lib/group-version';
import { useChangeVisibility, useCreateSnippetGroup, useDeleteSnippetGroup, useEditGroupDetails } from '../api/snippet-groups';
import { useAddSnippet, useDeleteSnippet, useEditSnippet } from '../api/snippets';
import { useAddVersion, useDeleteVersion, useEditVersion, useSetVersionDraft } from '../api/versions';
import { secretFindingsOf } from '../lib/secret-findings';
import { useSecretsDialog } from './use-secrets-dialog';

/**
 * Every write on the member's groups with its success toast (the server's message, or "Something went
 * wrong!", on failure). Each resolves to the outcome; deletions and edits show at once.
 *
 * Writes that make code public (create a public group, make a group public, add or edit a snippet of a
 * public group) may be refused because the server found credentials in the code: the secrets dialog
 * (`secrets`, rendered by the screen) then asks whether to make the group private, go back to editing
 * (the outcome stays a failure, the form stays open), or publish anyway (the same write, confirmed).
 *
 * `pageKey` is the page of the list on screen (or, with `reloadPage`, the key of a list reloaded after every write): group-level changes (visibility, details, a version's number, name
 * or draft flag, a deletion) show there at once. After every write, failed or not, every page is reloaded
 * (myGroupsStale) and so is the written version's copy in full where a card read it (refreshGroupVersion).
 */
export function useGroupActions(pageKey: ApiKey, { reloadPage = false }: { reloadPage?: boolean } = {}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const secrets = useSecretsDialog();
  // The secrets dialog answers the scan's refusal; every other failure is toasted as usual.
  const onError = (error: unknown) => {
    if (!secretFindingsOf(error)) handleApiError(error, t('messages:errors.generic'));
  };
  const createGroup = useCreateSnippetGroup({ success: t('my-groups:toast.created'), onError });
  const deleteGroup = useDeleteSnippetGroup(pageKey, { success: t('messages:success.groupDeleted') });
  const changeVisibility = useChangeVisibility(pageKey, {
    success: ({ isPublic }) => (isPublic ? t('my-groups:toast.nowPublic') : t('my-groups:toast.nowPrivate')),
    onError,
  });
  const editDetails = useEditGroupDetails(pageKey, { success: t('my-groups:toast.detailsSaved') });
  const addVersion = useAddVersion();
  const editVersion = useEditVersion(pageKey);
  const deleteVersion = useDeleteVersion(pageKey, { success: t('messages:success.versionDeleted') });
  const setVersionDraft = useSetVersionDraft(pageKey, {
    success: ({ isDraft }) => (isDraft ? t('my-groups:toast.nowDraft') : t('my-groups:toast.published')),
    onError,
  });
  const addSnippet = useAddSnippet({ onError });
  const editSnippet = useEditSnippet({ onError });
  const deleteSnippet = useDeleteSnippet({ success: t('messages:success.snippetDeleted') });

  /** Runs `write`; when the secret scan refuses it, does what the member chooses in the dialog. */
  async function guarded<T>(
    write: (confirmSecrets: boolean) => Promise<MutationOutcome<T>>,
    makePrivate: () => Promise<MutationOutcome<T>>,
  ): Promise<MutationOutcome<T>> {
    const outcome = await write(false);
    const findings = outcome.ok ? null : secretFindingsOf(outcome.error);
    if (!findings) return outcome;
    const choice = await secrets.ask(findings);
    if (choice === 'publish') return write(true);
    if (choice === 'private') return makePrivate();
    return outcome;
  }

  /** `write`, then the written version read again where a card shows it in full. */
  const refreshing = <T>(groupId: string, versionId: string, write: Promise<MutationOutcome<T>>): Promise<MutationOutcome<T>> =>
    write.then(async (outcome) => {
      await refreshGroupVersion(groupId, versionId);
      return outcome;
    });

  /** Makes the group private, then writes the snippet (a private group's code is not scanned). */
  const privately =
    <T>(groupId: string, write: () => Promise<MutationOutcome<T>>) =>
    async (): Promise<MutationOutcome<T>> => {
      const hidden = await changeVisibility.run({ groupId, isPublic: false });
      return hidden.ok ? write() : hidden;
    };

  /**
   * `run(change)`, a write of code into a version of the group that the secret scan may refuse: guarded (run
   * again with `confirmSecrets`, or after the group is made private), then the version read again (refreshing).
   */
  const scannedInVersion = <A extends { confirmSecrets?: boolean }, T>(
    groupId: string,
    versionId: string,
    run: (change: A) => Promise<MutationOutcome<T>>,
    change: A,
  ): Promise<MutationOutcome<T>> =>
    refreshing(
      groupId,
      versionId,
      guarded(
        (confirmSecrets) => run({ ...change, ...(confirmSecrets ? { confirmSecrets } : {}) }),
        privately(groupId, () => run(change)),
      ),
    );

  const actions = {
    createGroup: (dto: CreateSnippetGroupDto) =>
      guarded(
        (confirmSecrets) => createGroup.run(confirmSecrets ? { ...dto, confirmSecrets } : dto),
        () => createGroup.run({ ...dto, isPublic: false }),
      ),
    deleteGroup: (groupId: string) => deleteGroup.run({ groupId }),
    editDetails: (groupId: string, details: { title: string; description: string; tags: string[] }) =>
      editDetails.run({ groupId, ...details }),
    changeVisibility: (groupId: string, isPublic: boolean) =>
      guarded(
        (confirmSecrets) => changeVisibility.run({ groupId, isPublic, ...(confirmSecrets ? { confirmSecrets } : {}) }),
        // It is private still: the refused change left it so.
        async () => ({ ok: true, data: { isPublic: false } }),
      ),
    addVersion: (groupId: string, version: { no: string; name?: string; isDraft?: boolean }) => addVersion.run({ groupId, ...version }),
    /** Publishes a draft (secret-scanned in a public group, like any code about to be public), or makes a version a draft. */
    setVersionDraft: (groupId: string, versionID: string, isDraft: boolean) =>
      scannedInVersion(groupId, versionID, setVersionDraft.run, { groupId, versionID, isDraft }),
    editVersion: (groupId: string, version: { id: string; no: string; name: string }) =>
      refreshing(groupId, version.id, editVersion.run({ groupId, ...version })),
    deleteVersion: (groupId: string, versionId: string) => deleteVersion.run({ groupId, versionId }),
    addSnippet: (groupId: string, versionID: string, snippet: SnippetInputDto) =>
      scannedInVersion(groupId, versionID, addSnippet.run, { groupId, versionID, snippet }),
    editSnippet: (groupId: string, versionID: string, snippet: SnippetEditDto) =>
      scannedInVersion(groupId, versionID, editSnippet.run, { groupId, versionID, snippet }),
    deleteSnippet: (groupId: string, versionId: string, snippetId: string) =>
      refreshing(groupId, versionId, deleteSnippet.run({ groupId, snippetId })),
  };
  /** `write`, then (with `reloadPage`: a list other than the member's own groups, e.g. an organisation's) every page under `pageKey` reloaded. */
  const reloading =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const outcome = await write(...args);
      await revalidateKeys(mutate, [pageKey]);
      return outcome;
    };
  const written = reloadPage
    ? (Object.fromEntries(
        Object.entries(actions).map(([name, write]) => [name, reloading(write as (...args: unknown[]) => Promise<unknown>)]),
      ) as unknown as typeof actions)
    : actions;
  return {
    ...written,
    /** The secrets dialog's state: the screen renders `<SecretsDialog {...actions.secrets} />`. */
    secrets: secrets.dialog,
  };
}

export type GroupActions = ReturnType<typeof useGroupActions>;
