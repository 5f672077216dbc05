import type { SWRConfiguration } from 'swr';
import { isApiError } from './api-fetch';

/** App-wide SWR behaviour: no refetch storm on focus; client errors (4xx) are not retried. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 5_000,
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500),
};
