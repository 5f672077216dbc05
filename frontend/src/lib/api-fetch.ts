import { clearStoredToken, isTokenExpired, readStoredToken, storeToken } from './auth-token';
import i18n, { currentLanguage } from './i18n';

/**
 * The mutator every generated API call goes through (orval `override.mutator`).
 * - `Authorization: Bearer <authToken>` when a token is stored, refreshed first through Firebase when expired;
 * - `Accept-Language` from the interface language (`en-EN` or `es-ES`);
 * - answers `{ data, status, headers }`; any non-2xx answer throws an {@link ApiError} with the server's message;
 * - a 401 removes the stored token and sends the user to the root page.
 */

/** Request header that asks apiFetch not to attach (or refresh) the token; stripped before sending. */
export const SKIP_AUTH_HEADER = 'x-snipstack-skip-auth';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's translated message. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, message: string, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
type TokenRefresher = () => Promise<string | null>;

const goToRoot: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
};
let unauthorizedHandler: UnauthorizedHandler = goToRoot;

/** What happens after a 401 once the token is removed; the app points it at the router (navigate to `/`). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? goToRoot;
}

const firebaseRefresher: TokenRefresher = async () => {
  const { refreshIdToken } = await import('./firebase');
  return refreshIdToken();
};
let tokenRefresher: TokenRefresher = firebaseRefresher;

/** Replaces how an expired token is renewed (Firebase by default). */
export function setTokenRefresher(refresher: TokenRefresher | null): void {
  tokenRefresher = refresher ?? firebaseRefresher;
}

let refreshInFlight: Promise<string | null> | null = null;

/** The stored token, renewed and stored again first when it has expired; null when signed out. */
export async function getValidToken(): Promise<string | null> {
  const token = readStoredToken();
  if (!token || !isTokenExpired(token)) return token;
  refreshInFlight ??= tokenRefresher()
    .catch(() => null)
    .finally(() => {
      refreshInFlight = null;
    });
  const fresh = await refreshInFlight;
  if (fresh) {
    storeToken(fresh);
    return fresh;
  }
  return token; // the server decides; a 401 then clears it
}

/** The request headers apiFetch sends (pure: exported for tests and for non-fetch uploads). */
export function buildRequestHeaders(init: HeadersInit | undefined, token: string | null, language: string): Headers {
  const headers = new Headers(init);
  const skipAuth = headers.has(SKIP_AUTH_HEADER);
  headers.delete(SKIP_AUTH_HEADER);
  if (token && !skipAuth && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', language);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The server's error message (`{ statusCode, message, error }`, message already translated). */
export function errorMessageOf(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join('. ');
  }
  return null;
}

export const apiFetch = async <T>(url: string, options: RequestInit): Promise<T> => {
  const skipAuth = new Headers(options?.headers).has(SKIP_AUTH_HEADER);
  const token = skipAuth ? null : await getValidToken();
  const headers = buildRequestHeaders(options?.headers, token, currentLanguage());

  let response: Response;
  try {
    response = await fetch(url, { ...options, headers });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, i18n.t('messages:errors.network'), null);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) {
      clearStoredToken();
      unauthorizedHandler();
    }
    throw new ApiError(response.status, errorMessageOf(data) ?? i18n.t('messages:errors.generic'), data);
  }
  return { data, status: response.status, headers: response.headers } as T;
};

export default apiFetch;
