import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../../config/env';

const ISSUER = 'snipstack';
const AUDIENCE = 'snipstack-api';

export class InvalidAccessTokenError extends Error {}

/** What an access token says: the member, their session generation and the session (refresh family). */
export interface AccessClaims {
  userId: string;
  generation: number;
  sessionId: string;
}

/**
 * Short-lived access tokens of built-in accounts (JWT, HS256, jose). Keys come from AUTH_JWT_KEYS:
 * the first signs (its `kid` in the header), every listed key verifies, so a new key can be put
 * first without signing anyone out. Without the variable (development), a random key per process.
 */
@Injectable()
export class AccessTokens {
  private readonly logger = new Logger(AccessTokens.name);
  private readonly keys: { kid: string; secret: Uint8Array }[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const configured = config.builtin.jwtKeys;
    this.keys = (configured ?? [{ kid: 'dev', secret: randomBytes(32).toString('base64url') }]).map((k) => ({
      kid: k.kid,
      secret: new TextEncoder().encode(k.secret),
    }));
    if (!configured && config.authProvider === 'builtin') {
      this.logger.warn('AUTH_JWT_KEYS is not set: sessions are signed with a random key and end when the server restarts');
    }
  }

  /** The key that signs the short cookies of provider sign-ins (the signing key: they live minutes). */
  get flowKey(): Uint8Array {
    return this.keys[0].secret;
  }

  /**
   * A secret derived from `value` with the signing key (HMAC-SHA256, base64url): the same value
   * gives the same secret on every instance sharing the keys; nobody without the key can derive it.
   */
  keyedSecret(label: string, value: string): string {
    return createHmac('sha256', this.keys[0].secret).update(`${label}:${value}`).digest('base64url');
  }

  get lifetimeSeconds(): number {
    return this.config.builtin.accessTokenSeconds;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const [key] = this.keys;
    return new SignJWT({ gen: claims.generation, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(key.secret);
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const key = this.keys.find((k) => k.kid === header.kid);
          if (!key) throw new InvalidAccessTokenError('unknown kid');
          return key.secret;
        },
        { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] },
      );
      if (typeof payload.sub !== 'string' || typeof payload.gen !== 'number' || typeof payload.sid !== 'string') {
        throw new InvalidAccessTokenError('claims');
      }
      return { userId: payload.sub, generation: payload.gen, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof InvalidAccessTokenError || error instanceof errors.JOSEError)
        throw new InvalidAccessTokenError((error as Error).message);
      throw error;
    }
  }
}
