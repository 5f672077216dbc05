// One folder per test run under .data/test-pglite, named after this process so that runs side by side
// never share one: `template/` is a migrated PGlite database that each suite's own copies
// (support/pglite.ts, support/suite-database.ts). On PostgreSQL, the suites' databases are made on
// DATABASE_URL's server (support/postgres.ts). What runs whose process is gone left behind is removed.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { alive } from './pg-cluster';
import { dropRunDatabases, runDatabases } from './postgres';

const base = resolve(__dirname, '../../../.data/test-pglite');

export default async function globalSetup(): Promise<void> {
  let entries: string[] = [];
  try {
    entries = readdirSync(base);
  } catch {
    /* first run */
  }
  for (const entry of entries) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || !alive(pid)) rmSync(join(base, entry), { recursive: true, force: true });
  }
  const dir = join(base, `run-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  process.env.SNIPSTACK_TEST_RUN = String(process.pid);
  process.env.SNIPSTACK_TEST_RUN_DIR = dir;
  const url = process.env.DATABASE_URL;
  if (url) {
    process.env.SNIPSTACK_TEST_DATABASE_URL = url;
    for (const run of await runDatabases(url)) if (!alive(run)) await dropRunDatabases(url, run);
  }
}
