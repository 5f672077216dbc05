import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type App, cert, deleteApp, initializeApp, applicationDefault } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Identity } from '../../common/authenticated-request';
import { AppException } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';

export class InvalidTokenError extends Error {}
export class EmailInUseError extends Error {}

/** Seconds a client should wait before trying again while the identity service does not answer. */
export const IDENTITY_RETRY_AFTER_SECONDS = 5;
/** The longest a request waits for the identity service (token keys, user records) before a 503. */
const IDENTITY_TIMEOUT_MS = 5000;

/** The identity service does not answer (down, unreachable, too slow): a 503, try again later. */
export class IdentityUnavailableError extends AppException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'auth.identityUnavailable');
  }
}

/**
 * Whether a firebase-admin error means the service did not answer rather than a refusal: network
 * errors, its internal errors, and a failed download of Google's token keys (which firebase-admin
 * reports as an invalid token).
 */
function isOutage(error: unknown): boolean {
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (['app/network-error', 'app/network-timeout', 'auth/internal-error'].includes(code)) return true;
  return code === 'auth/argument-error' && /^Error (while making request|fetching public keys)/.test(message);
}

/** The claims of a JWT, read without any check (only to refuse what is decidable offline), or null. */
function unverifiedClaims(token: string): { exp?: unknown } | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The only place that talks to Firebase Authentication (firebase-admin): the Auth emulator in
 * development, tests and the default run; a real project when configured.
 */
@Injectable()
export class IdentityService {
  private readonly logger = new Logger(IdentityService.name);
  private readonly app: App;
  readonly auth: Auth;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { projectId, emulatorHost, serviceAccount } = config.firebase;
    // firebase-admin finds the emulator through this variable only, and with it accepts unsigned
    // tokens: with a real project it must not be set, whatever the process was started with.
    if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const credential = emulatorHost ? undefined : serviceAccount ? cert(serviceAccount) : applicationDefault();
    this.app = initializeApp({ projectId, ...(credential ? { credential } : {}) }, `snipstack-${Date.now()}-${Math.random()}`);
    this.auth = getAuth(this.app);
  }

  /**
   * The caller of an ID token. A real project's tokens are signed by Google and verified in full
   * (signature, audience, issuer, expiry): their claims are the truth. The emulator's are unsigned,
   * so anyone can write their claims: only the uid is taken from them, and email, verification,
   * name, photo and linked providers come from the user record, which must exist and be enabled.
   */
  async verifyToken(token: string): Promise<Identity> {
    const exp = unverifiedClaims(token)?.exp;
    // Refused without a network call (firebase-admin checks the expiry only after the signature).
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) throw new InvalidTokenError('auth/id-token-expired');
    try {
      // No revocation round trip on every request: tokens live one hour at most.
      const decoded = await this.call(this.auth.verifyIdToken(token, false));
      if (!this.config.firebase.emulatorHost) return this.identityFromClaims(decoded);
      const record = await this.call(this.auth.getUser(decoded.uid));
      if (record.disabled) throw new InvalidTokenError('auth/user-disabled');
      return this.identityFromRecord(record, decoded);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      if (code.startsWith('auth/')) throw new InvalidTokenError(code);
      throw error;
    }
  }

  private identityFromClaims(decoded: DecodedIdToken): Identity {
    const identities = (decoded.firebase?.identities ?? {}) as Record<string, string[] | undefined>;
    return {
      uid: decoded.uid,
      email: decoded.email?.toLowerCase() ?? null,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: typeof decoded.picture === 'string' ? decoded.picture : null,
      provider: decoded.firebase?.sign_in_provider ?? 'unknown',
      googleId: identities['google.com']?.[0] ?? null,
      githubId: identities['github.com']?.[0] ?? null,
    };
  }

  private identityFromRecord(record: UserRecord, decoded: DecodedIdToken): Identity {
    const providerUid = (providerId: string) => record.providerData.find((p) => p.providerId === providerId)?.uid ?? null;
    return {
      uid: record.uid,
      email: record.email?.toLowerCase() ?? null,
      emailVerified: record.emailVerified,
      name: record.displayName ?? null,
      picture: record.photoURL ?? null,
      // Only says how this token was obtained; decides nothing.
      provider: decoded.firebase?.sign_in_provider ?? 'unknown',
      googleId: providerUid('google.com'),
      githubId: providerUid('github.com'),
    };
  }

  /** Creates an email-and-password account whose email still has to be verified. */
  async createPasswordUser(email: string, password: string, displayName: string): Promise<{ uid: string }> {
    try {
      const record = await this.call(this.auth.createUser({ email, password, displayName, emailVerified: false }));
      return { uid: record.uid };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new EmailInUseError();
      throw error;
    }
  }

  async isEmailRegistered(email: string): Promise<boolean> {
    try {
      await this.call(this.auth.getUserByEmail(email));
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  async setPassword(uid: string, password: string): Promise<void> {
    await this.call(this.auth.updateUser(uid, { password }));
  }

  async deleteUser(uid: string): Promise<void> {
    await this.call(this.auth.deleteUser(uid)).catch(() => undefined);
  }

  /**
   * Waits for the identity service at most IDENTITY_TIMEOUT_MS; an outage or a timeout becomes
   * IdentityUnavailableError (503), any other error passes through.
   */
  private async call<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new IdentityUnavailableError()), IDENTITY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      if (error instanceof IdentityUnavailableError) {
        this.logger.warn(`The identity service did not answer within ${IDENTITY_TIMEOUT_MS} ms`);
      } else if (isOutage(error)) {
        this.logger.warn(`The identity service does not answer: ${(error as Error).message}`);
        throw new IdentityUnavailableError();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A one-time link to set a new password (the operators' `npm run admin -- reset-password`). */
  passwordResetLink(email: string): Promise<string> {
    return this.call(this.auth.generatePasswordResetLink(email));
  }

  /** What the health check calls the identity service. */
  get name(): string {
    return this.config.authProvider === 'builtin' ? 'builtin' : 'firebase-auth';
  }

  /** Answers when the identity service can be reached (used by the health check). */
  async ping(): Promise<void> {
    // Built-in accounts live in the database, which the health check probes on its own.
    if (this.config.authProvider === 'builtin') return;
    const { emulatorHost, projectId } = this.config.firebase;
    if (emulatorHost) {
      const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/config`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`Auth emulator answered ${response.status}`);
      return;
    }
    await this.auth.listUsers(1);
  }

  async close(): Promise<void> {
    await deleteApp(this.app).catch((error: Error) => this.logger.warn(error.message));
  }
}
