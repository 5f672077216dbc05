import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, on a spare port, for tests that stop and restart it: the
 * machine's shared server is never touched. As root, a Debian cluster (`pg_createcluster`, started and
 * stopped with `pg_ctlcluster`, removed with `pg_dropcluster`; initdb refuses to run as root); as
 * any other user, `initdb` and `pg_ctl` in a temporary folder, which is the same server. Both trust
 * local connections (user `postgres`) and listen on the loopback interface only.
 */
export interface PgCluster {
  readonly port: number;
  readonly description: string;
  url(database: string): string;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops and removes the cluster and its data; safe to call twice. */
  drop(): void;
}

const PREFIX = 'snipstack_test_';

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl): `PG_BIN`, else the newest under /usr/lib/postgresql. */
export function postgresBin(): string | null {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v) && Number(v) >= 15)
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => join(base, v, 'bin')).find(has);
  return found ?? null;
}

/** A TCP port nothing listens on right now. */
export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether process `pid` is still running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/pg_createcluster');
}

/** Clusters left by test runs that were killed before they could drop theirs. */
function dropStaleDebianClusters(version: string): void {
  const listing = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  for (const line of listing.split('\n')) {
    const [ver, name] = line.trim().split(/\s+/);
    const pid = name?.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('_')[0]) : NaN;
    if (ver === version && Number.isInteger(pid) && !alive(pid)) {
      execFileSync('pg_dropcluster', ['--stop', version, name], { stdio: 'ignore' });
    }
  }
}

export async function createCluster(bin: string): Promise<PgCluster> {
  const port = await sparePort();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  if (isRoot() && process.env.PG_CLUSTER_TEMP_DIR !== '1') {
    const version = bin.split('/').at(-2) ?? '15';
    dropStaleDebianClusters(version);
    const name = `${PREFIX}${process.pid}_${port}`;
    const ctl = (...args: string[]) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, ...args]);
    execFileSync('pg_createcluster', [version, name, '-p', String(port), '--', '--auth=trust', '--no-sync'], { stdio: 'ignore' });
    let dropped = false;
    const cluster: PgCluster = {
      port,
      description: `Debian cluster ${version}/${name} on port ${port}`,
      url,
      stop: async (mode) => void (await ctl('stop', '-m', mode)),
      start: async () => void (await ctl('start')),
      drop: () => {
        if (dropped) return;
        dropped = true;
        execFileSync('pg_dropcluster', ['--stop', version, name], { stdio: 'ignore' });
      },
    };
    return started(cluster);
  }
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-pg-'));
  const data = join(dir, 'data');
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'], { stdio: 'ignore' });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let dropped = false;
  const cluster: PgCluster = {
    port,
    description: `initdb + pg_ctl cluster in ${dir} on port ${port}`,
    url,
    stop: async (mode) => void (await pgCtl('stop', '-w', '-m', mode)),
    start: async () => void (await pgCtl('start', '-w', '-l', join(dir, 'server.log'), '-o', options)),
    drop: () => {
      if (dropped) return;
      dropped = true;
      try {
        execFileSync(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-w', '-m', 'immediate'], { stdio: 'ignore' });
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return started(cluster);
}

/** Starts a cluster just made; drops it when it does not start. */
async function started(cluster: PgCluster): Promise<PgCluster> {
  try {
    await cluster.start();
  } catch (error) {
    cluster.drop();
    throw error;
  }
  return cluster;
}
