import { getListPublicGroupsKey } from '@api';
import type { ScopedMutator } from 'swr';
import { isApiError } from '@/lib/api-fetch';
import { revalidateKeys } from '@/lib/use-api-mutation';

/** Runs a call on one listed group; when it answers 404 (hidden or deleted meanwhile) the listing is reloaded to show it as it is now. */
export async function reloadListingWhenGone<T>(mutate: ScopedMutator, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) void revalidateKeys(mutate, [getListPublicGroupsKey()]);
    throw error;
  }
}
