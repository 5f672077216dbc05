import { Inject, Injectable, Logger } from '@nestjs/common';
import { type App, cert, deleteApp, initializeApp, applicationDefault } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { Identity } from '../../common/authenticated-request';
import { APP_CONFIG, type AppConfig } from '../../config/env';

export class InvalidTokenError extends Error {}
export class EmailInUseError extends Error {}

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
    // firebase-admin finds the emulator through this variable only.
    if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    const credential = emulatorHost ? undefined : serviceAccount ? cert(serviceAccount) : applicationDefault();
    this.app = initializeApp({ projectId, ...(credential ? { credential } : {}) }, `snipstack-${Date.now()}-${Math.random()}`);
    this.auth = getAuth(this.app);
  }

  async verifyToken(token: string): Promise<Identity> {
    try {
      // No revocation round trip on every request: tokens live one hour at most.
      const decoded = await this.auth.verifyIdToken(token, false);
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
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      if (code.startsWith('auth/')) throw new InvalidTokenError(code);
      throw error;
    }
  }

  /** Creates an email-and-password account whose email still has to be verified. */
  async createPasswordUser(email: string, password: string, displayName: string): Promise<{ uid: string }> {
    try {
      const record = await this.auth.createUser({ email, password, displayName, emailVerified: false });
      return { uid: record.uid };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new EmailInUseError();
      throw error;
    }
  }

  async isEmailRegistered(email: string): Promise<boolean> {
    try {
      await this.auth.getUserByEmail(email);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  async setPassword(uid: string, password: string): Promise<void> {
    await this.auth.updateUser(uid, { password });
  }

  async deleteUser(uid: string): Promise<void> {
    await this.auth.deleteUser(uid).catch(() => undefined);
  }

  /** Answers when the identity service can be reached (used by the health check). */
  async ping(): Promise<void> {
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
