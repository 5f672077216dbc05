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
  };
  adminEmails: string[];
  /** Folder with the built web app, served at `/` when it exists. */
  webDist: string;
  logLevel: string;
  production: boolean;
}

export class ConfigError extends Error {}

const projectRoot = resolve(__dirname, '..', '..', '..');

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
  }
  return Number(raw);
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
  const port = parsePort('PORT', env.PORT, 3000);
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
    },
    adminEmails,
    webDist: resolve(projectRoot, env.WEB_DIST ?? 'frontend/dist'),
    logLevel,
    production: env.NODE_ENV === 'production',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
