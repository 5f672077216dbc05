/** The code of a failed identity (Firebase Auth) call, e.g. `auth/wrong-password`; undefined for other errors. */
export function identityErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Codes of an identity session that ended (expired, revoked, or the account changed): sign in again. */
const SESSION_ENDED = new Set(['auth/user-token-expired', 'auth/invalid-user-token', 'auth/requires-recent-login', 'auth/user-not-found']);

export function isSessionEndedError(error: unknown): boolean {
  return SESSION_ENDED.has(identityErrorCode(error) ?? '');
}

/** Thrown when an account change needs the identity user and nobody is signed in to Firebase. */
export function signedOutError(): Error {
  return Object.assign(new Error('Not signed in to the identity service'), { code: 'auth/user-token-expired' });
}
