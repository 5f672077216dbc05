import type { ScopedMutator } from 'swr';

/** True for SWR keys of public data (the same for everyone), which are reloaded instead of dropped. */
function isPublicKey(key: unknown): boolean {
  const first = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && first.startsWith('/api/public');
}

/**
 * Drops every cached answer when the member changes (sign-in, sign-out, expiry): the user, own groups
 * and custom technologies go; public lists are fetched again for the new session.
 */
export async function resetSessionCaches(mutate: ScopedMutator): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
  void mutate(isPublicKey);
}
