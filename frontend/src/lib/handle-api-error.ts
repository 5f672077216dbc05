import { toast } from '@/components/toast';
import { errorMessageOf, isApiError } from './api-fetch';

export interface ApiErrorOptions {
  /** false: always the fallback, even when the server sent a message (fixed texts such as "Error requesting"). */
  showServerMessage?: boolean;
}

function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The text for a failed call: the server's translated message; when the server could not be reached,
 * the network message; otherwise `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string, { showServerMessage = true }: ApiErrorOptions = {}): string {
  if (!showServerMessage || !isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  return errorMessageOf(error.data) ?? fallback;
}

/**
 * The one way a failed API call reaches the user. Silent when the request was aborted or answered 401
 * (the session ends and the user is sent to the root page); a warning toast on 429 (too many requests);
 * an error toast otherwise. The text is {@link apiErrorMessage}'s.
 */
export function handleApiError(error: unknown, fallback: string, options?: ApiErrorOptions): void {
  if (isAborted(error) || (isApiError(error) && error.status === 401)) return;
  const message = apiErrorMessage(error, fallback, options);
  if (isApiError(error) && error.status === 429) toast.warning(message);
  else toast.error(message);
}
