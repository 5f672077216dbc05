import type { FastifyRequest } from 'fastify';
import type { User } from '../database/schema';

/**
 * What the backend knows about a verified caller (from a real project's verified token, or with the
 * Auth emulator from its user record: IdentityService.verifyToken); nothing Firebase-specific.
 */
export interface Identity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  provider: string;
  googleId: string | null;
  githubId: string | null;
  /** Built-in accounts: the session (refresh token family) the access token belongs to. */
  sessionId?: string;
}

/**
 * A request once the auth guard (modules/auth/auth.guard.ts) has seen it: with a valid token, the
 * verified identity and our member's row (or, with a personal API token, the token and the member). Read them with @CurrentIdentity() and @CurrentUser().
 */
export interface AuthenticatedRequest extends FastifyRequest {
  identity?: Identity;
  user?: User;
  /** Set when the caller sent a personal API token (`ssk_...`) instead of a Firebase ID token: no `identity` then. */
  apiToken?: { id: string; scope: 'read' | 'write' };
}
