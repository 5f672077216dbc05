import type { ScopedMutator } from 'swr';
import { getGetClientConfigKey, getListPublicGroupsKey, getListPublicTechnologiesKey } from '@api';
import { isKeyOf } from '../use-api-mutation';

/** SWR keys of public data (the same for everyone), which are reloaded instead of dropped. */
const PUBLIC_KEYS = [getListPublicGroupsKey(), getListPublicTechnologiesKey(), getGetClientConfigKey()].map(isKeyOf);

const isPublicKey = (key: unknown): boolean => PUBLIC_KEYS.some((matches) => matches(key));

/**
 * Drops every cached answer when the member changes (sign-in, sign-out, expiry): the user, own groups
 * and custom technologies go; public lists are fetched again for the new session.
 */
export async function resetSessionCaches(mutate: ScopedMutator): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
  void mutate(isPublicKey);
}
