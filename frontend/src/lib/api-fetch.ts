import i18n, { currentLanguage } from './i18n';

/**
 * The mutator every generated API call goes through (orval `override.mutator`).
 * - `Authorization: Bearer <token>` with the token the session (lib/session) provides;
 * - `Accept-Language` from the interface language (`en-EN` or `es-ES`);
 * - answers the parsed body ({@link apiFetchWithHeaders} also the headers); any non-2xx answer throws an
 *   {@link ApiError} with the server's message;
 * - a 401 tells the session, which ends it (lib/session).
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

/** How requests are authenticated: the session module (lib/session) installs its credentials at start. */
export interface ApiCredentials {
  /** The bearer token to send (renewed first when expired), or null when signed out. */
  getToken: () => Promise<string | null>;
  /** Called when the server answers 401: the session is over. */
  onUnauthorized: () => void;
}

const anonymous: ApiCredentials = { getToken: async () => null, onUnauthorized: () => undefined };
let credentials: ApiCredentials = anonymous;

export function setApiCredentials(next: ApiCredentials | null): void {
  credentials = next ?? anonymous;
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
  // Files (a ZIP export): the bytes, untouched.
  if (response.ok && /^application\/(zip|octet-stream)/.test(response.headers.get('content-type') ?? '')) return response.blob();
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

/** The parsed body of a successful answer and its headers (for the few calls that answer in headers too, e.g. `x-total-count`). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

/** One API request as described above, answering the body and the headers. */
export const apiFetchWithHeaders = async <T>(url: string, options: RequestInit): Promise<ApiAnswer<T>> => {
  const skipAuth = new Headers(options?.headers).has(SKIP_AUTH_HEADER);
  const token = skipAuth ? null : await credentials.getToken();
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
    if (response.status === 401) credentials.onUnauthorized();
    throw new ApiError(response.status, errorMessageOf(data) ?? i18n.t('messages:errors.generic'), data);
  }
  return { data: data as T, headers: response.headers };
};

/** The mutator of the generated client (orval `override.mutator`): the parsed body of a successful answer. */
export const apiFetch = async <T>(url: string, options: RequestInit): Promise<T> => (await apiFetchWithHeaders<T>(url, options)).data;

export default apiFetch;
