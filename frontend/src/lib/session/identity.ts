import type { SocialProfileDto } from '@api';
import type { Auth, UserCredential } from 'firebase/auth';
import { paths } from '@/lib/paths';
import {
  builtinForgotPassword,
  builtinLogOut,
  builtinRefresh,
  builtinRequestSignInLink,
  builtinResendVerification,
  builtinSignIn,
  builtinSignInWithLink,
  signInLinkToken,
} from './builtin';
import { type AuthSdk, getFirebaseAuth, loadAuthSdk } from './firebase';
import { type AuthProviderName, getAuthProvider } from './provider';
import { clearEmailForSignIn, storeEmailForSignIn } from './token-storage';

export type SocialProvider = 'google' | 'github';

/** A popup sign-in that Firebase accepted: the profile the server records and the ID token to send with it. */
export interface SocialSignIn {
  profile: SocialProfileDto;
  getToken: () => Promise<string>;
}

/** Where an emailed link leads back to on this site. */
const backTo = (path: string) => `${window.location.origin}${path}`;

/** The profile `POST /api/auth/login-with-socials` records, read from the Firebase result. */
function socialProfileOf(credential: Pick<UserCredential, 'user'>): SocialProfileDto {
  const { user } = credential;
  const idOf = (providerId: string) => user.providerData.find((info) => info.providerId === providerId)?.uid ?? null;
  return {
    githubId: idOf('github.com'),
    googleId: idOf('google.com'),
    email: user.email,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
    displayName: user.displayName,
  } as unknown as SocialProfileDto; // the generated type reads the nullable fields as objects
}

/**
 * The sign-in flows of the login screens, the same on both providers (see `useIdentity()`). With
 * Firebase every call starts at once, so a popup opens within the click that asked for it.
 */
export interface Identity {
  provider: AuthProviderName;
  /** Registration emails the verification link itself (built-in accounts): the web app sends none. */
  verifiesOnRegister: boolean;
  /** The Google and GitHub buttons of Firebase (built-in accounts list the site's providers instead). */
  offersSocial: boolean;
  /** The emailed sign-in link needs the address typed again when opened on another device (Firebase's does). */
  signInLinkNeedsEmail: boolean;
  signInWithPassword(email: string, password: string): Promise<string | null>;
  sendVerificationEmail(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  sendSignInLink(email: string): Promise<void>;
  isSignInLink(href: string): boolean;
  signInWithLink(email: string, href: string): Promise<string>;
  signInWithProvider(provider: SocialProvider): Promise<SocialSignIn>;
  signOut(): Promise<void>;
  /** Built-in accounts, back from an OpenID Connect provider: the access token of the session cookie it set. */
  providerSessionToken(): Promise<string | null>;
}

const notOffered = () => Promise.reject(Object.assign(new Error('Not offered by this site'), { code: 'auth/operation-not-allowed' }));

/** Built-in accounts: the server's own sign-in, links and sessions (lib/session/builtin.ts). */
const builtinIdentity: Identity = {
  provider: 'builtin',
  verifiesOnRegister: true,
  offersSocial: false,
  signInLinkNeedsEmail: false,
  signInWithPassword: builtinSignIn,
  sendVerificationEmail: (email) => builtinResendVerification(email),
  sendPasswordReset: builtinForgotPassword,
  sendSignInLink: builtinRequestSignInLink,
  isSignInLink: (href) => signInLinkToken(href) !== null,
  signInWithLink: (_email, href) => builtinSignInWithLink(href),
  signInWithProvider: notOffered,
  signOut: builtinLogOut,
  providerSessionToken: builtinRefresh,
};

function createIdentity(auth: Auth, sdk: AuthSdk): Identity {
  const signOut = () => sdk.signOut(auth).catch(() => undefined);
  return {
    provider: 'firebase',
    verifiesOnRegister: false,
    offersSocial: true,
    signInLinkNeedsEmail: true,
    /** The ID token of an email + password sign-in, or null when the email is not verified yet (signed out again). */
    async signInWithPassword(email: string, password: string): Promise<string | null> {
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      if (user.emailVerified) return user.getIdToken();
      await signOut();
      return null;
    },
    /** Sends the verification email (again): signs in with the credentials to do so, then out. */
    async sendVerificationEmail(email: string, password: string): Promise<void> {
      try {
        const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
        await sdk.sendEmailVerification(user, { url: backTo(paths.login) });
      } finally {
        await signOut();
      }
    },
    sendPasswordReset: (email: string) => sdk.sendPasswordResetEmail(auth, email, { url: backTo(paths.login) }),
    /** Emails a sign-in link and keeps the address on this device for when the link comes back. */
    async sendSignInLink(email: string): Promise<void> {
      await sdk.sendSignInLinkToEmail(auth, email, { url: backTo(paths.linkRegister), handleCodeInApp: true });
      storeEmailForSignIn(email);
    },
    isSignInLink: (href: string) => sdk.isSignInWithEmailLink(auth, href),
    /** The ID token of an email-link sign-in. */
    async signInWithLink(email: string, href: string): Promise<string> {
      const { user } = await sdk.signInWithEmailLink(auth, email.trim(), href);
      clearEmailForSignIn();
      return user.getIdToken();
    },
    async signInWithProvider(provider: SocialProvider): Promise<SocialSignIn> {
      const authProvider = provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider();
      if (provider === 'github') authProvider.addScope('user:email');
      const credential = await sdk.signInWithPopup(auth, authProvider, sdk.browserPopupRedirectResolver);
      return { profile: socialProfileOf(credential), getToken: () => credential.user.getIdToken() };
    },
    /** Signs Firebase out (best effort). */
    signOut,
    providerSessionToken: () => Promise.resolve(null),
  };
}

/** The site's sign-in flows: the Firebase SDK is loaded only when Firebase signs members in. */
export async function loadIdentity(): Promise<Identity> {
  if ((await getAuthProvider()) === 'builtin') return builtinIdentity;
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
  return createIdentity(auth, sdk);
}
