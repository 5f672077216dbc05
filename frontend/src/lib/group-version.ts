import { getGetPublicGroupVersionKey, getPublicGroupVersion, useGetPublicGroupVersion, type VersionDto } from '@api';
import { mutate } from 'swr';

/**
 * One version of a group in full (GET /api/public/groups/{id}/versions/{versionId}): a card carries
 * only the first lines of the version it shows, so every screen that needs more (expanding a snippet
 * or a card, another version, copying, filling in variables, the diff, editing) reads the one version
 * it needs through here. The owner reads their drafts and private groups the same way (signed in).
 */
export function useGroupVersion(groupId: string, versionId: string | null | undefined, enabled = true) {
  const query = useGetPublicGroupVersion(groupId, versionId ?? '', { swr: { enabled: enabled && !!versionId, revalidateOnFocus: false } });
  return { version: query.data, isLoading: query.isLoading, error: query.error, retry: () => void query.mutate() };
}

/** The version in full, from the cache when a screen read it already (copy, fill in: the whole code, never the preview). */
export async function loadGroupVersion(groupId: string, versionId: string): Promise<VersionDto> {
  const key = getGetPublicGroupVersionKey(groupId, versionId);
  const cached = await mutate<VersionDto>(key, (current) => current, { revalidate: false });
  if (cached) return cached;
  const version = await getPublicGroupVersion(groupId, versionId);
  await mutate(key, version, { revalidate: false });
  return version;
}

/** After a write to a version of one's group: its cached copy is read again where it is shown. */
export function refreshGroupVersion(groupId: string, versionId: string): Promise<unknown> {
  return mutate(getGetPublicGroupVersionKey(groupId, versionId));
}
