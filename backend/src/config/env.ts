import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** Typed, validated configuration read once from the environment. */
export interface AppConfig {
  port: number;
  /** Interface to listen on: loopback with the Auth emulator, every interface with a real project (HOST overrides). */
  host: string;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy): false (none: the socket's
   * address is the client), or their addresses, CIDR ranges and proxy-addr's names.
   */
  trustProxy: false | string[];
  /** postgres://... when set; otherwise the embedded PGlite under `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  redisUrl: string | null;
  /** Start of every Redis key and channel name (REDIS_PREFIX): several sites or test runs can share one Redis. */
  redisPrefix: string;
  firebase: {
    projectId: string;
    /** host:port of the Auth emulator, or null for a real Firebase project. */
    emulatorHost: string | null;
    apiKey: string;
    authDomain: string;
    /** Service-account credentials (FIREBASE_SERVICE_ACCOUNT); null: the emulator or application default credentials. */
    serviceAccount: Record<string, string> | null;
  };
  adminEmails: string[];
  /** AUTH_PROVIDER: who signs members in (firebase: Firebase Authentication, the default; builtin: the server's own accounts). */
  authProvider: AuthProvider;
  /** The built-in accounts (AUTH_PROVIDER=builtin); see docs/sign-in.md. */
  builtin: {
    /**
     * AUTH_JWT_KEYS: `kid:secret` pairs, comma-separated; the first signs access tokens, every one is
     * accepted (rotation: put the new key first, drop the old one once its tokens expired). Null in
     * development without the variable: a random key per process (everyone signs in again on restart).
     */
    jwtKeys: { kid: string; secret: string }[] | null;
    /** Seconds an access token lives (AUTH_ACCESS_TOKEN_SECONDS, 600). */
    accessTokenSeconds: number;
    /** Days a refresh token (and its family) lives unused (AUTH_REFRESH_TOKEN_DAYS, 30). */
    refreshTokenDays: number;
    /** Minutes an emailed link works (AUTH_LINK_MINUTES, 60). */
    linkMinutes: number;
    /** OpenID Connect providers members may sign in with (OIDC_PROVIDERS and OIDC_<ID>_*); see docs/sign-in.md. */
    oidc: OidcProviderConfig[];
    /** OIDC_ALLOW_HTTP=1: accept providers at http:// addresses (development and tests only). */
    oidcAllowHttp: boolean;
  };
  /** PUBLIC_URL: the site's address as members reach it, for the links in emails (default http://localhost:PORT). */
  publicUrl: string;
  /** Outgoing email: SMTP_URL (smtp:// or smtps://) and MAIL_FROM; without SMTP_URL each mail is written to the log. */
  mail: { smtpUrl: string | null; from: string };
  /** Largest number of PostgreSQL connections (DATABASE_URL only). */
  databasePoolSize: number;
  /** Statements that may wait for the embedded PGlite (one runs at a time); more answer 503 (PGlite only). */
  pgliteQueueLimit: number;
  /** PGlite's buffer pool (shared_buffers) in MB, for a database kept in a directory (PGlite only; an in-memory one keeps PGlite's own 128 MB). */
  pgliteSharedBuffersMb: number;
  /** DEMO_DATA=1 (`npm start -- --demo`): load the demo members' public groups at start, once. */
  demoData: boolean;
  listing: {
    /** How long an anonymous page of the public listing is reused, in ms (0: never). */
    pageTtlMs: number;
  };
  /**
   * Requests per minute: auth calls per client address; upvotes and reports per member; anonymous
   * reads per client address. Per hour, per member, a regular and a new account's limit: creating
   * groups, versions, snippets and share links. Per day, a new account's publications of public groups.
   */
  rateLimits: {
    auth: number;
    upvote: number;
    report: number;
    anonymous: number;
    groupCreate: CreationLimit;
    versionCreate: CreationLimit;
    snippetCreate: CreationLimit;
    /** Share links are not built yet: the limit is here for them. */
    shareLinkCreate: CreationLimit;
    /** Imports (each up to IMPORT_LIMITS.groups groups) per member and hour. */
    importCreate: CreationLimit;
    /** Comments and replies written per member and hour. */
    commentCreate: CreationLimit;
    /** Changes to collections (created, changed, deleted, items added, moved, removed) per member and hour. */
    collectionWrite: CreationLimit;
    newAccountPublish: number;
  };
  /** Hours during which an account counts as new (NEW_ACCOUNT_HOURS, 24): lower limits. */
  newAccountHours: number;
  /**
   * Bytes of code (UTF-8, every version, drafts too): at most `groupCodeBytes` in one group
   * (GROUP_CODE_LIMIT_BYTES, 5 MB) and `memberCodeBytes` over all of a member's groups
   * (MEMBER_CODE_LIMIT_BYTES, 200 MB); a write past either is refused with 413.
   */
  storage: { groupCodeBytes: number; memberCodeBytes: number };
  /**
   * Milliseconds a large group's vectors wait after the last write before the deferred indexer builds
   * them (SEARCH_INDEX_DELAY_MS, 100; at most ten times that after the first): writes in a row are built once.
   */
  searchIndexDelayMs: number;
  /** REPORTS_AUTO_HIDE: distinct members whose open reports hide a group pending a moderator's review. */
  reportsAutoHide: number;
  /** Folder with the built web app, served at `/` when it exists. */
  webDist: string;
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (human-readable) or 'json' (one object a line); null: pretty when stdout is a terminal. */
  logFormat: LogFormat | null;
  /** METRICS=1: Prometheus metrics at GET /api/metrics (404 otherwise); METRICS_TOKEN, when set, required as a Bearer token. */
  metrics: { enabled: boolean; token: string | null };
  production: boolean;
}

/** A per-member limit: for accounts older than NEW_ACCOUNT_HOURS, and for newer ones. */
export interface CreationLimit {
  regular: number;
  newAccount: number;
}

/** One OpenID Connect provider (or GitHub, an OAuth 2.0 provider) of the built-in accounts. */
export interface OidcProviderConfig {
  /** Lower-case id, in the routes (/api/auth/oidc/<id>/start) and the identities ('oidc:<id>'). */
  id: string;
  /** `oidc`: discovered from its issuer; `github`: GitHub's OAuth endpoints (the id `github`, or OIDC_<ID>_TYPE=github). */
  type: 'oidc' | 'github';
  /** The issuer (oidc); GitHub's web address (github: OIDC_<ID>_GITHUB_URL, https://github.com). */
  issuer: string;
  /** GitHub's API (github: OIDC_<ID>_API_URL, https://api.github.com); null for oidc. */
  apiUrl: string | null;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** The sign-in button's text. */
  label: string;
  /** OIDC_<ID>_ROLES_CLAIM (default `groups`): the claim listing the member's groups at the provider. */
  rolesClaim: string;
  /** OIDC_<ID>_ADMIN_GROUP / _MODERATOR_GROUP: a group in that claim makes the member an admin / a moderator. */
  adminGroup: string | null;
  moderatorGroup: string | null;
}

export const AUTH_PROVIDERS = ['firebase', 'builtin'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export class ConfigError extends Error {}

const projectRoot = resolve(__dirname, '..', '..', '..');

/** A whole number within [min, max]; `fallback` when unset; `describe` completes "NAME must be ...". */
function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  range: { min: number; max?: number; describe: string },
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < range.min || value > (range.max ?? Number.MAX_SAFE_INTEGER)) {
    throw new ConfigError(`${name} must be ${range.describe} (got "${raw}")`);
  }
  return value;
}

const PORT = { min: 1, max: 65535, describe: 'a port number between 1 and 65535' };
const MILLISECONDS = { min: 0, describe: 'a whole number of milliseconds (0 turns it off)' };
const PER_MINUTE = { min: 1, describe: 'a whole number of requests per minute, at least 1' };
const PER_HOUR = { min: 1, describe: 'a whole number per hour, at least 1' };
const PER_DAY = { min: 1, describe: 'a whole number per day, at least 1' };
const HOURS = { min: 0, max: 8760, describe: 'a whole number of hours between 0 and 8760' };

/** RATE_LIMIT_<NAME>_PER_HOUR and NEW_ACCOUNT_<NAME>_PER_HOUR. */
function creationLimit(env: NodeJS.ProcessEnv, name: string, regular: number, newAccount: number): CreationLimit {
  return {
    regular: parseInteger(`RATE_LIMIT_${name}_PER_HOUR`, env[`RATE_LIMIT_${name}_PER_HOUR`], regular, PER_HOUR),
    newAccount: parseInteger(`NEW_ACCOUNT_${name}_PER_HOUR`, env[`NEW_ACCOUNT_${name}_PER_HOUR`], newAccount, PER_HOUR),
  };
}
const CONNECTIONS = { min: 1, max: 1000, describe: 'a number of connections between 1 and 1000' };
/**
 * DATABASE_POOL_SIZE by default: twice this host's cores, 4 to 10. The pool's size is also how many statements run at
 * once (the statement gate); the listing's statements read shared buffers, so PostgreSQL runs about as many at once as
 * it has cores, and more only take turns on them, each switch costing the database CPU. Twice the cores covers the
 * round trips between statements. The default assumes the database has as many cores as this host, as when both
 * share it (docker/compose.yaml); set DATABASE_POOL_SIZE to about twice the database's cores otherwise
 * (docs/operations.md).
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}
const DELAY_MS = { min: 0, max: 600_000, describe: 'a number of milliseconds between 0 and 600000' };
const REPORTERS = { min: 1, max: 1000, describe: 'a number of reporters between 1 and 1000' };
/**
 * PGlite's buffer pool by default, for a database in a directory. PostgreSQL's own default, 128 MB, held a
 * fifth of the benchmark's 100,000 groups: every search read ~30 pages from the directory, a system
 * call and a copy into WebAssembly each (14% of the server's time); at 768 MB it read none. Memory is
 * taken as pages are first read, so a small database uses little of it; PGlite's memory is at most 2 GB.
 */
export const PGLITE_SHARED_BUFFERS_MB = 512;
const CODE_BYTES = { min: 1024, describe: 'a whole number of bytes, at least 1024' };
const BUFFER_MB = { min: 16, max: 1024, describe: 'a number of megabytes between 16 and 1024' };
const QUEUED_STATEMENTS = { min: 1, max: 100_000, describe: 'a number of statements between 1 and 100000' };

const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (address/prefix) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset trusts no proxy. Never `true`: trusting every sender of X-Forwarded-For lets
 * anyone choose the address the rate limits count. No hop counts either: they cannot tell the
 * proxy from a client that connects directly (Fastify treats a number as trusting nobody).
 */
function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (raw === undefined || raw.trim() === '') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyEntry)) {
    throw new ConfigError(
      `TRUST_PROXY must be a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${raw}")`,
    );
  }
  return entries;
}

function parseFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

/** AUTH_JWT_KEYS: `kid:secret,kid:secret`; each secret at least 32 characters. */
function parseJwtKeys(raw: string | undefined): AppConfig['builtin']['jwtKeys'] {
  if (raw === undefined || raw.trim() === '') return null;
  const keys = raw.split(',').map((entry) => {
    const at = entry.indexOf(':');
    return { kid: entry.slice(0, at).trim(), secret: entry.slice(at + 1).trim() };
  });
  if (!keys.every((k) => /^[\w.-]{1,40}$/.test(k.kid) && k.secret.length >= 32)) {
    throw new ConfigError('AUTH_JWT_KEYS must be comma-separated kid:secret pairs, each secret at least 32 characters');
  }
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new ConfigError('AUTH_JWT_KEYS has the same kid twice');
  return keys;
}

/**
 * AUTH_JWT_KEYS_FILE: the AUTH_JWT_KEYS value kept in a file, which is written with one random key
 * when missing. The file appears complete or not at all (written aside, then hard-linked into
 * place), so instances starting together on one volume all read the key the first one wrote.
 */
function jwtKeysFromFile(path: string): string {
  const read = () => readFileSync(path, 'utf8').trim();
  const failed = (error: unknown) =>
    new ConfigError(`AUTH_JWT_KEYS_FILE ${path} cannot be read or created: ${(error as NodeJS.ErrnoException).code ?? error}`);
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw failed(error);
  }
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(aside, `k1:${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
    return read();
  } catch (error) {
    throw failed(error);
  }
}

/**
 * OIDC_PROVIDERS=keycloak,dex and, for each, OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, optional
 * _SCOPES and _LABEL. The id `github` (or OIDC_<ID>_TYPE=github) is the GitHub preset: no issuer,
 * GitHub's OAuth endpoints (OIDC_<ID>_GITHUB_URL and _API_URL for GitHub Enterprise Server).
 */
function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return ids.map((id) => {
    if (!/^[a-z0-9-]{1,30}$/.test(id)) throw new ConfigError(`OIDC_PROVIDERS: "${id}" must be 1 to 30 letters, digits or -`);
    const name = `OIDC_${id.toUpperCase().replace(/-/g, '_')}`;
    const type = (env[`${name}_TYPE`]?.trim() || (id === 'github' ? 'github' : 'oidc')) as OidcProviderConfig['type'];
    if (type !== 'oidc' && type !== 'github') throw new ConfigError(`${name}_TYPE must be oidc or github (got "${type}")`);
    const github = type === 'github';
    const issuer = github
      ? (parseUrl(`${name}_GITHUB_URL`, env[`${name}_GITHUB_URL`], ['https:', 'http:']) ?? 'https://github.com')
      : parseUrl(`${name}_ISSUER`, env[`${name}_ISSUER`], ['https:', 'http:']);
    const clientId = env[`${name}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${name}_CLIENT_SECRET`]?.trim();
    if (!issuer || !clientId || !clientSecret) {
      throw new ConfigError(
        github
          ? `GitHub provider "${id}" needs ${name}_CLIENT_ID and ${name}_CLIENT_SECRET (an OAuth app of GitHub)`
          : `OIDC provider "${id}" needs ${name}_ISSUER, ${name}_CLIENT_ID and ${name}_CLIENT_SECRET`,
      );
    }
    return {
      id,
      type,
      // An OpenID Connect issuer is compared as written (Authentik's ends with /).
      issuer: github ? issuer.replace(/\/+$/, '') : issuer,
      apiUrl: github
        ? (parseUrl(`${name}_API_URL`, env[`${name}_API_URL`], ['https:', 'http:']) ?? 'https://api.github.com').replace(/\/+$/, '')
        : null,
      clientId,
      clientSecret,
      scopes: env[`${name}_SCOPES`]?.trim() || (github ? 'read:user user:email' : 'openid email profile'),
      label: env[`${name}_LABEL`]?.trim() || (github ? 'GitHub' : id),
      rolesClaim: env[`${name}_ROLES_CLAIM`]?.trim() || 'groups',
      adminGroup: env[`${name}_ADMIN_GROUP`]?.trim() || null,
      moderatorGroup: env[`${name}_MODERATOR_GROUP`]?.trim() || null,
    };
  });
}

function parseServiceAccount(raw: string | undefined): Record<string, string> | null {
  if (raw === undefined || raw.trim() === '') return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError('FIREBASE_SERVICE_ACCOUNT must be the JSON of a service-account key');
  }
  return parsed as Record<string, string>;
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  if (!url.hostname) throw new ConfigError(`${name} has no host`);
  return raw.trim();
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment; throws ConfigError with one clear sentence. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parseInteger('PORT', env.PORT, 3000, PORT);
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']);
  const redisPrefix = env.REDIS_PREFIX ?? 'snipstack:';
  if (!/^[\w:.-]{1,100}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX must be 1 to 100 letters, digits or _ : . - characters');
  }
  const authProvider = (env.AUTH_PROVIDER || 'firebase') as AuthProvider;
  if (!AUTH_PROVIDERS.includes(authProvider)) {
    throw new ConfigError(`AUTH_PROVIDER must be firebase or builtin (got "${env.AUTH_PROVIDER}")`);
  }
  const builtin = authProvider === 'builtin';
  // AUTH_JWT_KEYS wins over AUTH_JWT_KEYS_FILE; the file is read (or made) only for built-in accounts.
  const keysFile = env.AUTH_JWT_KEYS_FILE?.trim();
  const jwtKeys = parseJwtKeys(env.AUTH_JWT_KEYS?.trim() || (builtin && keysFile ? jwtKeysFromFile(keysFile) : undefined));
  if (builtin && !jwtKeys && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'AUTH_PROVIDER=builtin with NODE_ENV=production needs AUTH_JWT_KEYS (kid:secret pairs) or AUTH_JWT_KEYS_FILE (a file kept across restarts) to sign sessions',
    );
  }
  const smtpUrl = parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`;
  const projectId = (env.FIREBASE_PROJECT_ID ?? 'demo-snippets').trim();
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) {
    throw new ConfigError(`FIREBASE_PROJECT_ID must be a Firebase project id (got "${projectId}")`);
  }
  // Without explicit credentials, the Auth emulator serves (a demo-* project never reaches Google).
  const usesRealFirebase = !!env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST && !projectId.startsWith('demo-');
  const emulatorHost = usesRealFirebase ? null : (env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099');
  if (emulatorHost && !/^[\w.-]+:\d+$/.test(emulatorHost)) {
    throw new ConfigError(`FIREBASE_AUTH_EMULATOR_HOST must be host:port (got "${emulatorHost}")`);
  }
  if (usesRealFirebase && !env.FIREBASE_API_KEY) {
    throw new ConfigError('FIREBASE_API_KEY is required with a real FIREBASE_PROJECT_ID');
  }
  // The emulator's tokens are unsigned: it is for development and tests, never for a served site.
  const allowEmulatorInProduction = parseFlag('ALLOW_AUTH_EMULATOR_IN_PRODUCTION', env.ALLOW_AUTH_EMULATOR_IN_PRODUCTION);
  if (!builtin && emulatorHost && env.NODE_ENV === 'production' && !allowEmulatorInProduction) {
    throw new ConfigError(
      'NODE_ENV=production with the Firebase Auth emulator, whose tokens anyone can forge: configure a real FIREBASE_PROJECT_ID, or set ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1 on a machine nobody else can reach',
    );
  }
  const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const logFormat = env.LOG_FORMAT === undefined || env.LOG_FORMAT === '' ? null : env.LOG_FORMAT;
  if (logFormat !== null && !(LOG_FORMATS as readonly string[]).includes(logFormat)) {
    throw new ConfigError(`LOG_FORMAT must be pretty or json (got "${logFormat}")`);
  }
  const metricsToken = env.METRICS_TOKEN === undefined || env.METRICS_TOKEN === '' ? null : env.METRICS_TOKEN;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,200}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 200 printable characters without spaces');
  }
  const adminEmails = (env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return {
    port,
    // Loopback while the Auth emulator signs members in (its tokens can be forged), and for built-in
    // accounts in development; every interface otherwise.
    host: env.HOST || ((builtin ? env.NODE_ENV !== 'production' : emulatorHost) ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl,
    pgliteDir: env.PGLITE_DIR?.startsWith('memory://') ? env.PGLITE_DIR : resolve(projectRoot, env.PGLITE_DIR ?? '.data/pglite'),
    redisUrl,
    redisPrefix,
    firebase: {
      projectId,
      emulatorHost,
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      serviceAccount: parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT),
    },
    adminEmails,
    authProvider,
    builtin: {
      jwtKeys,
      accessTokenSeconds: parseInteger('AUTH_ACCESS_TOKEN_SECONDS', env.AUTH_ACCESS_TOKEN_SECONDS, 600, {
        min: 30,
        max: 86_400,
        describe: 'a number of seconds between 30 and 86400',
      }),
      refreshTokenDays: parseInteger('AUTH_REFRESH_TOKEN_DAYS', env.AUTH_REFRESH_TOKEN_DAYS, 30, {
        min: 1,
        max: 365,
        describe: 'a number of days between 1 and 365',
      }),
      oidc: parseOidcProviders(env),
      oidcAllowHttp: parseFlag('OIDC_ALLOW_HTTP', env.OIDC_ALLOW_HTTP),
      linkMinutes: parseInteger('AUTH_LINK_MINUTES', env.AUTH_LINK_MINUTES, 60, {
        min: 5,
        max: 10_080,
        describe: 'a number of minutes between 5 and 10080',
      }),
    },
    publicUrl: publicUrl.replace(/\/+$/, ''),
    mail: { smtpUrl, from: env.MAIL_FROM?.trim() || 'Snipstack <no-reply@snipstack.invalid>' },
    databasePoolSize: parseInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, defaultPoolSize(), CONNECTIONS),
    pgliteQueueLimit: parseInteger('PGLITE_QUEUE_LIMIT', env.PGLITE_QUEUE_LIMIT, 64, QUEUED_STATEMENTS),
    pgliteSharedBuffersMb: parseInteger('PGLITE_SHARED_BUFFERS_MB', env.PGLITE_SHARED_BUFFERS_MB, PGLITE_SHARED_BUFFERS_MB, BUFFER_MB),
    demoData: parseFlag('DEMO_DATA', env.DEMO_DATA),
    listing: {
      pageTtlMs: parseInteger('PUBLIC_PAGE_TTL_MS', env.PUBLIC_PAGE_TTL_MS, 2000, MILLISECONDS),
    },
    rateLimits: {
      auth: parseInteger('RATE_LIMIT_AUTH_PER_MINUTE', env.RATE_LIMIT_AUTH_PER_MINUTE, 30, PER_MINUTE),
      upvote: parseInteger('RATE_LIMIT_UPVOTE_PER_MINUTE', env.RATE_LIMIT_UPVOTE_PER_MINUTE, 60, PER_MINUTE),
      report: parseInteger('RATE_LIMIT_REPORT_PER_MINUTE', env.RATE_LIMIT_REPORT_PER_MINUTE, 10, PER_MINUTE),
      anonymous: parseInteger('RATE_LIMIT_ANONYMOUS_PER_MINUTE', env.RATE_LIMIT_ANONYMOUS_PER_MINUTE, 300, PER_MINUTE),
      groupCreate: creationLimit(env, 'GROUPS', 60, 10),
      versionCreate: creationLimit(env, 'VERSIONS', 300, 50),
      snippetCreate: creationLimit(env, 'SNIPPETS', 600, 100),
      shareLinkCreate: creationLimit(env, 'SHARE_LINKS', 60, 10),
      importCreate: creationLimit(env, 'IMPORTS', 10, 2),
      commentCreate: creationLimit(env, 'COMMENTS', 120, 20),
      collectionWrite: creationLimit(env, 'COLLECTION_WRITES', 600, 100),
      newAccountPublish: parseInteger('NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY', env.NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY, 3, PER_DAY),
    },
    newAccountHours: parseInteger('NEW_ACCOUNT_HOURS', env.NEW_ACCOUNT_HOURS, 24, HOURS),
    storage: {
      groupCodeBytes: parseInteger('GROUP_CODE_LIMIT_BYTES', env.GROUP_CODE_LIMIT_BYTES, 5 * 1024 * 1024, CODE_BYTES),
      memberCodeBytes: parseInteger('MEMBER_CODE_LIMIT_BYTES', env.MEMBER_CODE_LIMIT_BYTES, 200 * 1024 * 1024, CODE_BYTES),
    },
    searchIndexDelayMs: parseInteger('SEARCH_INDEX_DELAY_MS', env.SEARCH_INDEX_DELAY_MS, 100, DELAY_MS),
    reportsAutoHide: parseInteger('REPORTS_AUTO_HIDE', env.REPORTS_AUTO_HIDE, 5, REPORTERS),
    webDist: resolve(projectRoot, env.WEB_DIST ?? 'frontend/dist'),
    logLevel,
    logFormat: logFormat as LogFormat | null,
    metrics: { enabled: parseFlag('METRICS', env.METRICS), token: metricsToken },
    production: env.NODE_ENV === 'production',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
