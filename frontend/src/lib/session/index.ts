/**
 * The session module: the only code that reads or writes the stored token and the email-link address
 * (localStorage), talks to the Firebase SDK, or decides who is signed in. Everything else uses this API.
 */
export { startSession } from './session';
export { isSignedIn, useSession } from './use-session';
export { hasRole, STAFF_ROLES, useCurrentUser } from './use-current-user';
export { useIdentity } from './use-identity';
export { type AuthProviderName, getAuthProvider, useAuthProvider } from './provider';
export { readEmailForSignIn } from './token-storage';
export type { Identity, SocialProvider, SocialSignIn } from './identity';
export { identityErrorCode, isSessionEndedError } from './identity-error';
export {
  isEmailChangeConfirmed,
  keepSessionWithToken,
  type PendingEmailChange,
  readPendingEmailChange,
  rememberPendingEmailChange,
  renewSessionWithPassword,
  sendEmailChangeLink,
} from './account-identity';
