import { resolve } from 'node:path';

/** Typed, validated configuration read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... when set; otherwise the embedded PGlite under `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  redisUrl: string | null;
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
  /** Largest number of PostgreSQL connections (DATABASE_URL only). */
  databasePoolSize: number;
  listing: {
    /** How long an anonymous page of the public listing is reused, in ms (0: never). */
    pageTtlMs: number;
  };
  /** Requests per minute: auth calls per client address; upvotes and reports per member. */
  rateLimits: { auth: number; upvote: number; report: number };
  /** Folder with the built web app, served at `/` when it exists. */
  webDist: string;
  logLevel: string;
  production: boolean;
}

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
const CONNECTIONS = { min: 1, max: 1000, describe: 'a number of connections between 1 and 1000' };

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
  const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const adminEmails = (env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    pgliteDir: env.PGLITE_DIR?.startsWith('memory://') ? env.PGLITE_DIR : resolve(projectRoot, env.PGLITE_DIR ?? '.data/pglite'),
    redisUrl,
    firebase: {
      projectId,
      emulatorHost,
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      serviceAccount: parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT),
    },
    adminEmails,
    databasePoolSize: parseInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, CONNECTIONS),
    listing: {
      pageTtlMs: parseInteger('PUBLIC_PAGE_TTL_MS', env.PUBLIC_PAGE_TTL_MS, 2000, MILLISECONDS),
    },
    rateLimits: {
      auth: parseInteger('RATE_LIMIT_AUTH_PER_MINUTE', env.RATE_LIMIT_AUTH_PER_MINUTE, 30, PER_MINUTE),
      upvote: parseInteger('RATE_LIMIT_UPVOTE_PER_MINUTE', env.RATE_LIMIT_UPVOTE_PER_MINUTE, 60, PER_MINUTE),
      report: parseInteger('RATE_LIMIT_REPORT_PER_MINUTE', env.RATE_LIMIT_REPORT_PER_MINUTE, 10, PER_MINUTE),
    },
    webDist: resolve(projectRoot, env.WEB_DIST ?? 'frontend/dist'),
    logLevel,
    production: env.NODE_ENV === 'production',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
