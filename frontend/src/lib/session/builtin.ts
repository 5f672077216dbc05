import { currentLanguage } from '@/lib/i18n';

/**
 * The built-in accounts' calls that run without a signed-in member (AUTH_PROVIDER=builtin): plain
 * fetch, so that their refusals (a wrong password, an ended session) never reach the API client's
 * "401 ends the session". The refresh token travels in its httpOnly cookie; errors carry the codes
 * the sign-in screens already read (auth/invalid-credential, auth/too-many-requests, ...).
 */

const codeOf = (status: number): string =>
  status === 401
    ? 'auth/invalid-credential'
    : status === 429
      ? 'auth/too-many-requests'
      : status === 0
        ? 'auth/network-request-failed'
        : 'auth/internal-error';

async function post<T>(path: string, body?: object): Promise<{ status: number; data: T | null }> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/builtin/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': currentLanguage() },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    return { status: 0, data: null };
  }
  const data = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, data };
}

const failure = (status: number) => Object.assign(new Error(`The server answered ${status}`), { code: codeOf(status) });

/** The access token of an email + password sign-in, or null when the email is not verified yet (403). */
export async function builtinSignIn(email: string, password: string): Promise<string | null> {
  const { status, data } = await post<{ accessToken: string }>('sign-in', { email, password });
  if (status === 200 && data) return data.accessToken;
  if (status === 403) return null;
  throw failure(status);
}

/** A new access token for the refresh cookie (rotated by the server), or null when the session is over. */
export async function builtinRefresh(): Promise<string | null> {
  const { status, data } = await post<{ accessToken: string }>('refresh');
  return status === 200 && data ? data.accessToken : null;
}

/** Ends this browser's session on the server (best effort). */
export async function builtinLogOut(): Promise<void> {
  await post('log-out');
}

async function requestMail(path: 'resend-verification' | 'forgot-password' | 'email-link', email: string): Promise<void> {
  const { status } = await post(path, { email });
  if (status !== 200) throw failure(status);
}

export const builtinResendVerification = (email: string) => requestMail('resend-verification', email);
export const builtinForgotPassword = (email: string) => requestMail('forgot-password', email);
export const builtinRequestSignInLink = (email: string) => requestMail('email-link', email);

/** The token of an emailed sign-in link (`/link-register?token=`), or null when the address has none. */
export function signInLinkToken(href: string): string | null {
  try {
    return new URL(href).searchParams.get('token') || null;
  } catch {
    return null;
  }
}

/** The access token of the session an emailed sign-in link opens (the member is made if new). */
export async function builtinSignInWithLink(href: string): Promise<string> {
  const { status, data } = await post<{ accessToken: string }>('email-link/sign-in', { token: signInLinkToken(href) ?? '' });
  if (status === 200 && data) return data.accessToken;
  throw failure(status);
}
