import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { OFFICIAL_TECHNOLOGIES } from '../../../backend/src/database/official-technologies';
import { onPostgres } from '../support/postgres';
import { freshDatabase, spawnServer } from '../support/server-process';

/**
 * Several instances started at the same moment on one fresh PostgreSQL database (what
 * `docker compose up` with replicas does): each applies the migrations under one advisory lock, so
 * the first applies them all, the others find them applied, and every instance comes up healthy.
 * Each instance is the compiled server in its own process. So that they really meet, the test holds
 * the lock itself until all of them wait for it, then lets them go at once.
 */

const INSTANCES = 3;
/** MIGRATION_LOCK in backend/src/database/database.service.ts (the migrations' advisory lock key). */
const MIGRATION_LOCK = 727_100_001;
const RUN = `migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
const journal = JSON.parse(readFileSync(resolve(__dirname, '../../../backend/src/database/migrations/meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** Sessions of this database waiting for the migration lock. */
async function waitingForLock(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted AND objid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [MIGRATION_LOCK],
  );
  return rows[0].n;
}

async function waitUntil(check: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}; ${servers.map((s) => s.output()).join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
let servers: Awaited<ReturnType<typeof spawnServer>>[] = [];

beforeAll(async () => {
  database = await freshDatabase(`snipstack_${RUN}`);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

it(`applies the migrations once when ${INSTANCES} instances start together on a fresh database, and all come up healthy`, async () => {
  const holder = new Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const spawned = await Promise.all(
      Array.from({ length: INSTANCES }, () => spawnServer({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' })),
    );
    servers = spawned;
    await waitUntil(
      async () => (await waitingForLock(holder)) === INSTANCES,
      60_000,
      `${INSTANCES} instances waiting for the migration lock`,
    );
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await holder.end();
  }
  const spawned = servers;
  await Promise.all(spawned.map((s) => s.ready));

  for (const s of spawned) {
    const ready = await fetch(`${s.base}/api/health/ready`);
    expect(ready.status).toBe(200);
  }

  const applied = await onPostgres(database.url, (c) =>
    c.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at'),
  );
  expect(applied.rows).toHaveLength(journal.entries.length);
  expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);

  // The official technologies were seeded once, not once per instance.
  const official = await onPostgres(database.url, (c) =>
    c.query<{ name: string }>('SELECT name FROM technologies WHERE owner_id IS NULL ORDER BY name'),
  );
  expect(official.rows).toHaveLength(OFFICIAL_TECHNOLOGIES.length);

  // Each serves the same data.
  const lists = await Promise.all(spawned.map(async (s) => (await (await fetch(`${s.base}/api/public/technologies`)).json()) as unknown));
  for (const list of lists.slice(1)) expect(list).toEqual(lists[0]);

  await Promise.all(spawned.map((s) => s.stop()));
  for (const s of spawned) expect((await s.exited).code).toBe(0);
}, 120_000);
