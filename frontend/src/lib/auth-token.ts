/** localStorage key of the Firebase ID token sent as `Authorization: Bearer` (seed constant). */
export const AUTH_TOKEN_KEY = 'authToken';
/** localStorage key of the email an email-link sign-in was sent to (seed constant). */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. The signature is not checked (the server does). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token's `exp` claim is in the past (with a small margin so a token does not expire in flight).
 * A token without a readable `exp` is left to the server to judge.
 */
export function isTokenExpired(token: string, nowMs: number = Date.now(), marginSeconds = 30): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp - marginSeconds <= nowMs / 1000;
}

/** The email an email-link sign-in was sent to, kept on this device until the link is opened. */
export function readEmailForSignIn(): string | null {
  try {
    return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

export function storeEmailForSignIn(email: string): void {
  localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

export function clearEmailForSignIn(): void {
  try {
    localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
