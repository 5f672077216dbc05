import { getGetCurrentUserKey } from '@api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Reloads GET /api/users after an account change (the header and the cards follow). */
export function useRefreshCurrentUser(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(getGetCurrentUserKey()), [mutate]);
}
