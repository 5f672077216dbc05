import { identityErrorCode } from '@/lib/session';

/** Firebase codes that mean "these credentials do not sign anyone in". */
const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

/** The message key for a failed email + password sign-in. */
export function signInErrorKey(error: unknown): string {
  const code = identityErrorCode(error);
  if (code && WRONG_CREDENTIALS.has(code)) return 'messages:errors.wrongCredentials';
  if (code === 'auth/too-many-requests') return 'auth:errors.tooManyRequests';
  if (code === 'auth/network-request-failed') return 'messages:errors.network';
  return 'messages:errors.generic';
}

/** The message key for a failed popup sign-in (silent codes are filtered out before). */
export function popupErrorKey(error: unknown): string {
  const code = identityErrorCode(error);
  if (code === 'auth/account-exists-with-different-credential') return 'auth:errors.accountExists';
  if (code === 'auth/popup-blocked') return 'auth:errors.popupBlocked';
  return 'messages:errors.generic';
}
