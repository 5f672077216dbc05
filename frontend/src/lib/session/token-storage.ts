/**
 * What the session keeps in localStorage, under the keys of the specification (docs/specification.md, section 9):
 * the Firebase ID token sent as `Authorization: Bearer` and the email an email-link sign-in was sent to.
 * Storage can be unavailable (private modes, quotas): reads answer null and clears do nothing then.
 */
export const AUTH_TOKEN_KEY = 'authToken';
const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

export const readStoredToken = (): string | null => read(AUTH_TOKEN_KEY);
export const storeToken = (token: string): void => localStorage.setItem(AUTH_TOKEN_KEY, token);
export const clearStoredToken = (): void => remove(AUTH_TOKEN_KEY);

/** The email an email-link sign-in was sent to, kept on this device until the link is opened. */
export const readEmailForSignIn = (): string | null => read(EMAIL_FOR_SIGN_IN_KEY);
export const storeEmailForSignIn = (email: string): void => localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
export const clearEmailForSignIn = (): void => remove(EMAIL_FOR_SIGN_IN_KEY);
