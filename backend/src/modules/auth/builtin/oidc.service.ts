import { Inject, Injectable, Logger } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import { notFound } from '../../../common/errors';
import { APP_CONFIG, type AppConfig, type OidcProviderConfig } from '../../../config/env';
import { IdentityUnavailableError } from '../identity.service';
import { AccessTokens } from './access-tokens';
import { BuiltinAuthService, type IssuedSession } from './builtin-auth.service';

/** Minutes a sign-in may take at the provider (the flow cookie's life). */
const FLOW_MINUTES = 10;

/** Why a provider sign-in did not end in a session (the web app shows it). */
export class OidcSignInError extends Error {
  constructor(readonly reason: 'flow' | 'provider' | 'unverified') {
    super(reason);
  }
}

/** The role the provider's groups give (OIDC_<ID>_ADMIN_GROUP, _MODERATOR_GROUP), or null. */
function roleOf(provider: OidcProviderConfig, groups: unknown): 'admin' | 'moderator' | null {
  const list = Array.isArray(groups)
    ? groups.filter((g): g is string => typeof g === 'string')
    : typeof groups === 'string'
      ? [groups]
      : [];
  if (provider.adminGroup && list.includes(provider.adminGroup)) return 'admin';
  if (provider.moderatorGroup && list.includes(provider.moderatorGroup)) return 'moderator';
  return null;
}

/**
 * Sign-in with OpenID Connect providers (OIDC_PROVIDERS) for built-in accounts: the authorization
 * code flow with PKCE, state and nonce (openid-client). The flow's secrets travel in a short signed
 * cookie; the provider's verified email links to an existing member or makes a new one.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private readonly discovered = new Map<string, Promise<client.Configuration>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService,
  ) {}

  /** The providers' ids and button labels (none unless built-in accounts are on). */
  list(): { id: string; label: string }[] {
    return this.builtin.enabled ? this.config.builtin.oidc.map(({ id, label }) => ({ id, label })) : [];
  }

  private provider(id: string): OidcProviderConfig {
    this.builtin.requireEnabled();
    const provider = this.config.builtin.oidc.find((p) => p.id === id);
    if (!provider) throw notFound('auth.unknownProvider');
    return provider;
  }

  redirectUri(id: string): string {
    return `${this.config.publicUrl}/api/auth/oidc/${id}/callback`;
  }

  /** The provider's metadata, discovered once (again after a failure); 503 while it does not answer. */
  private async discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    try {
      return await this.discoverOnce(provider);
    } catch (error) {
      this.logger.warn(`The ${provider.id} provider does not answer: ${(error as Error).message}`);
      throw new IdentityUnavailableError();
    }
  }

  private discoverOnce(provider: OidcProviderConfig): Promise<client.Configuration> {
    let found = this.discovered.get(provider.id);
    if (!found) {
      const options = this.config.builtin.oidcAllowHttp ? { execute: [client.allowInsecureRequests] } : undefined;
      found = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, options);
      found.catch(() => this.discovered.delete(provider.id)).catch(() => undefined);
      this.discovered.set(provider.id, found);
    }
    return found;
  }

  /** Where to send the browser, and the flow cookie's value (state, nonce, PKCE verifier, signed). */
  async start(id: string): Promise<{ url: string; flow: string }> {
    const provider = this.provider(id);
    const configuration = await this.discover(provider);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(id),
      scope: provider.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const flow = await new SignJWT({ provider: id, state, nonce, verifier })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .sign(this.tokens.flowKey);
    return { url: url.href, flow };
  }

  /** Ends the flow the provider sent the browser back from: a session of the member (OidcSignInError otherwise). */
  async callback(id: string, query: Record<string, string | undefined>, flowCookie: string | undefined): Promise<IssuedSession> {
    const provider = this.provider(id);
    const flow = await this.readFlow(id, flowCookie);
    const configuration = await this.discover(provider);
    const back = new URL(this.redirectUri(id));
    for (const [name, value] of Object.entries(query)) if (typeof value === 'string') back.searchParams.set(name, value);
    let claims: {
      sub: string;
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
      preferred_username?: unknown;
      [claim: string]: unknown;
    };
    try {
      const tokens = await client.authorizationCodeGrant(configuration, back, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const sub = tokens.claims()!.sub;
      claims = { ...tokens.claims(), ...(await client.fetchUserInfo(configuration, tokens.access_token, sub)) };
    } catch (error) {
      this.logger.warn(`Sign-in with ${id} refused: ${(error as Error).message}`);
      throw new OidcSignInError('provider');
    }
    if (typeof claims.email !== 'string' || claims.email_verified !== true) throw new OidcSignInError('unverified');
    const name =
      typeof claims.preferred_username === 'string' ? claims.preferred_username : typeof claims.name === 'string' ? claims.name : null;
    return this.builtin.signInWithIdentity(`oidc:${id}`, claims.sub, claims.email, name, roleOf(provider, claims[provider.rolesClaim]));
  }

  private async readFlow(id: string, cookie: string | undefined): Promise<{ state: string; nonce: string; verifier: string }> {
    if (!cookie) throw new OidcSignInError('flow');
    try {
      const { payload } = await jwtVerify(cookie, this.tokens.flowKey, { algorithms: ['HS256'] });
      const { provider, state, nonce, verifier } = payload;
      if (provider !== id || typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
        throw new Error('flow');
      return { state, nonce, verifier };
    } catch {
      throw new OidcSignInError('flow');
    }
  }
}
