// Helpers shared by the project's command-line scripts (start, test, emulator).
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(`Snipstack needs Node.js 22.12 or newer (24 LTS recommended); this is ${process.version}.`);
    process.exit(1);
  }
}

/** Newest modification time under a path (files only), skipping node_modules and dist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(1);
    });
  });
}

export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export async function waitFor(check, { timeoutMs, intervalMs = 250, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Stops a process group started with `detached: true`: SIGTERM, then SIGKILL after a grace period. */
export async function stopGroup(child, graceMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** What each workspace's build reads and writes, so that builds run only when a source changed. */
const BUILDS = {
  backend: {
    sources: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
    output: 'backend/dist/main.js',
  },
  frontend: {
    sources: [
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/package.json',
      'frontend/vite.config.ts',
      'openapi/client',
    ],
    output: 'frontend/dist/index.html',
  },
};

/** Builds a workspace when its output is missing or older than a source; answers the exit code. */
export async function buildIfStale(workspace) {
  const { sources, output } = BUILDS[workspace];
  const target = join(root, output);
  const stale = !existsSync(target) || Math.max(...sources.map((s) => newestMtime(join(root, s)))) > statSync(target).mtimeMs;
  if (!stale) return 0;
  console.log(`Building ${workspace} ...`);
  const code = await run(npmCommand, ['run', 'build', '-w', workspace, '--silent']);
  if (code !== 0) console.error(`Building ${workspace} failed.`);
  return code;
}

/**
 * The environment of the benchmark's server (backend/dist/bin/bench-server.js) on `port`: the
 * server as deployed, in production mode, on loopback, on top of `env` (the database's, the page
 * cache's time to live).
 */
export function benchServerEnv(port, env = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // Measured on loopback with the Auth emulator, which production mode otherwise refuses.
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '.data/no-web',
    // The load stands for many visitors behind a proxy on loopback (x-forwarded-for): the per-address
    // limit of anonymous reads stays as deployed, and costs what it costs with real visitors.
    TRUST_PROXY: 'loopback',
    ...env,
  };
}

/**
 * The API path of a search of the benchmark's query set (bench/corpus/build-queries.mjs), its technology by the ids of
 * `technologyIds` (official technology name -> id).
 */
export function searchPath(search, technologyIds, limit) {
  const params = new URLSearchParams({ q: search.q });
  if (search.tech) {
    const id = technologyIds.get(search.tech);
    if (!id) throw new Error(`The query set names ${search.tech}, which is not an official technology`);
    params.set('techID', id);
  }
  if (search.sort) params.set('sort', String(search.sort));
  if (search.skip) params.set('skip', String(search.skip));
  if (limit) params.set('limit', String(limit));
  return `/api/public/?${params}`;
}

/**
 * The visitors the benchmark's load stands for (x-forwarded-for, benchServerEnv's TRUST_PROXY): a function answering
 * the next of `count` addresses taking turns, so that at the benchmark's rates each stays far under the anonymous limit
 * (RATE_LIMIT_ANONYMOUS_PER_MINUTE, 300 by default: 5,000 req/s for a minute is 60 requests per address). One address
 * for all would meet the limit at once; no limit would not be the server as deployed (and the in-memory limiter's cost
 * grows with the hits one address keeps).
 */
export function visitorAddresses(count = 5000) {
  let visitor = 0;
  return () => {
    visitor = (visitor + 1) % count;
    return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
}
