/**
 * The mutator of the CLI's generated client (openapi/cli-client): every call goes to the configured
 * server with the stored personal API token and the CLI's language, answers `{ data, status, headers }`
 * and throws a CliApiError (status, the server's translated message, its body) on any non-2xx answer.
 */

export interface ApiTarget {
  baseUrl: string;
  token: string | null;
  language: 'en-EN' | 'es-ES';
  /** Told the bytes received so far of a long download (an export). */
  onProgress?: (received: number, total: number | null) => void;
}

let target: ApiTarget = { baseUrl: 'http://localhost:3000', token: null, language: 'en-EN' };

export function configureApi(next: ApiTarget): void {
  target = next;
}

/** A refused call: the HTTP status (0: the server could not be reached) and the server's answer. */
export class CliApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'CliApiError';
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const total = Number(response.headers.get('content-length')) || null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    target.onProgress?.(received, total);
  }
  const bytes = Buffer.concat(chunks);
  if (type.startsWith('application/json')) return bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
  if (type.startsWith('text/')) return bytes.toString('utf8');
  return bytes;
}

export async function cliFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (target.token && !headers.has('authorization')) headers.set('authorization', `Bearer ${target.token}`);
  headers.set('accept-language', target.language);
  let response: Response;
  try {
    response = await fetch(new URL(url, target.baseUrl), { ...init, headers });
  } catch (error) {
    throw new CliApiError(0, (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : String(error), null);
  }
  const data = await readBody(response);
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new CliApiError(response.status, typeof message === 'string' ? message : `HTTP ${response.status}`, data);
  }
  return { data, status: response.status, headers: response.headers } as T;
}
