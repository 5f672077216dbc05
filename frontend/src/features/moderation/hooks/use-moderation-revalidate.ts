import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const PREFIXES = ['/api/moderation', '/api/public', '/api/technologies'];

/** After a moderation action: the queues, the audit log and what the public sees are all stale. */
export function useModerationRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => {
        const url = Array.isArray(key) ? key[0] : key;
        return typeof url === 'string' && PREFIXES.some((prefix) => url.startsWith(prefix));
      }),
    [mutate],
  );
}
