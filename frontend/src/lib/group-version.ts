import {
  type CardSnippetDto,
  type CardVersionDto,
  getGetPublicGroupVersionKey,
  getGetSharedGroupVersionKey,
  getPublicGroupVersion,
  getSharedGroupVersion,
  type SnippetDto,
  useGetPublicGroupVersion,
  useGetSharedGroupVersion,
  useListPublicGroupVersions,
  useListSharedGroupVersions,
  type VersionDto,
} from '@api';
import { createContext, useContext, useMemo } from 'react';
import { mutate } from 'swr';

/**
 * The share link a screen shows a group through (/s/<token>), or null: under it, the versions are read
 * through the link (GET /api/shared/{token}/versions/...), which lets its holder read a private group.
 */
const ShareTokenContext = createContext<string | null>(null);
export const ShareTokenProvider = ShareTokenContext.Provider;

/** The share link the screen reads its versions through, or null (lib/group-version's readers follow it). */
export function useShareToken(): string | null {
  return useContext(ShareTokenContext);
}

/**
 * One version of a group in full (GET /api/public/groups/{id}/versions/{versionId}): a card carries
 * only the first lines of the version it shows, so every screen that needs more (expanding a snippet
 * or a card, another version, copying, filling in variables, the diff, editing) reads the one version
 * it needs through here. The owner reads their drafts and private groups the same way (signed in).
 */
export function useGroupVersion(groupId: string, versionId: string | null | undefined, enabled = true) {
  const token = useShareToken();
  const read = enabled && !!versionId;
  const options = { revalidateOnFocus: false } as const;
  const listed = useGetPublicGroupVersion(groupId, versionId ?? '', { swr: { ...options, enabled: read && !token } });
  const shared = useGetSharedGroupVersion(token ?? '', versionId ?? '', { swr: { ...options, enabled: read && !!token } });
  const query = token ? shared : listed;
  return { version: query.data, isLoading: query.isLoading, error: query.error, retry: () => void query.mutate() };
}

/**
 * The version in full, from the cache when a screen read it already (copy, fill in: the whole code, never the
 * preview); through the share link `token` when the screen shows the group through one (useShareToken).
 */
export async function loadGroupVersion(groupId: string, versionId: string, token: string | null = null): Promise<VersionDto> {
  const key = token ? getGetSharedGroupVersionKey(token, versionId) : getGetPublicGroupVersionKey(groupId, versionId);
  const cached = await mutate<VersionDto>(key, (current) => current, { revalidate: false });
  if (cached) return cached;
  const version = await (token ? getSharedGroupVersion(token, versionId) : getPublicGroupVersion(groupId, versionId));
  await mutate(key, version, { revalidate: false });
  return version;
}

/**
 * The whole code of one snippet of a version (copy and "Fill in and copy" of a cut preview): from the
 * version in full (loadGroupVersion). Throws when the snippet is gone from it.
 */
export async function loadSnippetCode(groupId: string, versionId: string, snippetId: string, token: string | null = null): Promise<string> {
  return snippetCode(await loadGroupVersion(groupId, versionId, token), snippetId);
}

/** The whole code of one snippet of a version read in full; throws when the snippet is gone from it. */
export function snippetCode(version: VersionDto, snippetId: string): string {
  const snippet = version.snippets.find((candidate) => candidate.id === snippetId);
  if (!snippet) throw new Error(`snippet ${snippetId} is not in version ${version.id}`);
  return snippet.code;
}

/**
 * After a write to a version of one's group, its copy in full is read again from the server, `no-cache`: a
 * published version of a public group may sit in the browser's HTTP cache for a minute (cache-control: public,
 * max-age=60), where a plain revalidation would find the code from before the write. Read even when no card holds
 * it yet, so that the HTTP cache holds the new code when one asks for it.
 */
export async function refreshGroupVersion(groupId: string, versionId: string): Promise<void> {
  await mutate(getGetPublicGroupVersionKey(groupId, versionId), getPublicGroupVersion(groupId, versionId, { cache: 'no-cache' }), {
    revalidate: false,
  }).catch(() => undefined);
}

/** What a card (CardVersionDto) or a version in full tells of a version's snippets. */
export interface VersionSnippetsShape {
  /** How many snippets the version holds; absent: `snippets` are all of them (a version in full). */
  snippetCount?: number;
  snippets: readonly { truncated?: boolean }[];
}

/**
 * Whether a version as a card lists it carries all its snippets in full (nothing to fetch): every
 * snippet there and none cut. True of a version in full (VersionDto) and of the card's
 * versions without snippets.
 */
export function isVersionComplete(version: VersionSnippetsShape): boolean {
  return (
    (version.snippetCount === undefined || version.snippets.length >= version.snippetCount) &&
    version.snippets.every((snippet) => !snippet.truncated)
  );
}

/** Snippets a card carries of the version it shows (the server's CARD_LIMITS.snippets): the first ones. */
export const CARD_PREVIEW_SNIPPETS = 3;

/** A snippet as a screen shows it: a card's preview (maybe cut: `truncated`) or one of a version read in full. */
export type ShownSnippet = CardSnippetDto | SnippetDto;

/**
 * The snippets to show of a card's version (CardVersionDto): the card's own, or the version read in full
 * (useGroupVersion) when the card lacks its first snippets (a version other than the one it previews) or
 * when `wanted` (the screen needs more: every snippet, a cut one whole) and the card's are incomplete.
 * Never reads a version the card carries whole, nor any other version.
 * - `snippets`: in order; `total`: how many the version holds; `whole`: the snippets are the version in full;
 * - `isLoading`, `error`, `retry`: of the read, when one is needed.
 */
export function useVersionSnippets(groupId: string, version: CardVersionDto | undefined, wanted: boolean) {
  const complete = !version || isVersionComplete(version);
  const lacksFirst = !!version && version.snippets.length < Math.min(version.snippetCount, CARD_PREVIEW_SNIPPETS);
  const needed = !complete && (wanted || lacksFirst);
  const read = useGroupVersion(groupId, version?.id, needed);
  const whole = needed && !!read.version;
  const snippets: readonly ShownSnippet[] = whole ? (read.version?.snippets ?? []) : (version?.snippets ?? []);
  return {
    snippets,
    total: whole ? snippets.length : (version?.snippetCount ?? 0),
    whole,
    isLoading: needed && read.isLoading,
    error: needed ? (read.error as unknown) : undefined,
    retry: read.retry,
  };
}

/** Whether a shown snippet is a card's preview cut short (CardSnippetDto.truncated). */
export function isCut(snippet: ShownSnippet): snippet is CardSnippetDto {
  return 'truncated' in snippet && snippet.truncated;
}

/**
 * Every version of a group for a version switcher or the diff's pickers: the versions a card lists
 * (`listed`, in order), or, when the card left some out to stay within its size (versionCount more than
 * it lists), all of them read from GET /api/public/groups/{id}/versions once `wanted` (the switcher is
 * about to open): numbers, names and snippet counts, no snippets. A version the card did not list
 * carries no snippets (`snippets: []`): its content is read when it is shown (useVersionSnippets).
 */
export function useVersionList<V extends { id: string }>(
  groupId: string,
  listed: readonly V[],
  versionCount: number | undefined,
  wanted: boolean,
): readonly (V | CardVersionDto)[] {
  const token = useShareToken();
  const missing = (versionCount ?? 0) > listed.length;
  const read = wanted && missing;
  const publicList = useListPublicGroupVersions(groupId, { swr: { enabled: read && !token, revalidateOnFocus: false } });
  const sharedList = useListSharedGroupVersions(token ?? '', { swr: { enabled: read && !!token, revalidateOnFocus: false } });
  const all = token ? sharedList.data : publicList.data;
  return useMemo(() => {
    if (!missing || !all) return listed;
    const byId = new Map<string, V>(listed.map((version) => [version.id, version]));
    return all.map((summary) => byId.get(summary.id) ?? { ...summary, snippets: [] });
  }, [listed, missing, all]);
}
