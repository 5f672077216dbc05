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

/** What a provider says about the member: OpenID Connect claims, or their equivalent read from GitHub's API. */
interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  preferred_username?: unknown;
  [claim: string]: unknown;
}

/** GitHub's OAuth endpoints (an OAuth app; PKCE and state as for OpenID Connect, no ID token). */
function githubConfiguration(provider: OidcProviderConfig, allowHttp: boolean): client.Configuration {
  const configuration = new client.Configuration(
    {
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/login/oauth/authorize`,
      token_endpoint: `${provider.issuer}/login/oauth/access_token`,
    },
    provider.clientId,
    provider.clientSecret,
  );
  if (allowHttp) client.allowInsecureRequests(configuration);
  return configuration;
}

/**
 * The member at GitHub: the account id as subject, the login as name, and the primary email only
 * when GitHub says it is verified (GET /user, GET /user/emails; the scope user:email).
 */
async function githubClaims(provider: OidcProviderConfig, accessToken: string): Promise<ProviderClaims> {
  const get = async (path: string) => {
    const response = await fetch(`${provider.apiUrl}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': 'Snipstack',
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  const user = (await get('/user')) as { id?: unknown; login?: unknown; name?: unknown };
  if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('GitHub /user has no id');
  const emails = await get('/user/emails');
  const primary = Array.isArray(emails)
    ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]).find((e) => e.primary === true)
    : undefined;
  return {
    sub: String(user.id),
    email: primary?.email,
    email_verified: primary?.verified === true,
    preferred_username: user.login,
    name: user.name,
  };
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
 * code flow with PKCE, state and nonce (openid-client); GitHub (type github) with PKCE and state. The flow's secrets travel in a short signed
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

  /** The providers' ids, button labels and types (none unless built-in accounts are on). */
  list(): { id: string; label: string; type: OidcProviderConfig['type'] }[] {
    return this.builtin.enabled ? this.config.builtin.oidc.map(({ id, label, type }) => ({ id, label, type })) : [];
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
      found =
        provider.type === 'github'
          ? Promise.resolve(githubConfiguration(provider, this.config.builtin.oidcAllowHttp))
          : client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, options);
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
      // GitHub is OAuth 2.0 without ID tokens: nothing carries a nonce back.
      ...(provider.type === 'github' ? {} : { nonce }),
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
    let claims: ProviderClaims;
    try {
      if (provider.type === 'github') {
        const tokens = await client.authorizationCodeGrant(configuration, back, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
        });
        claims = await githubClaims(provider, tokens.access_token);
      } else {
        const tokens = await client.authorizationCodeGrant(configuration, back, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const sub = tokens.claims()!.sub;
        claims = { ...tokens.claims(), ...(await client.fetchUserInfo(configuration, tokens.access_token, sub)) };
      }
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
