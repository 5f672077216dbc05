import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  DatabaseService,
  IDLE_CONNECTION_MS,
  JIT,
  PARALLEL_WORKERS_PER_GATHER,
  PLAN_CACHE_MODE,
  prepared,
  resultRows,
} from '../../../backend/src/database/database.service';
import { startApp, type TestApp } from '../support/app';
import { dbOf, userIdOf } from '../support/database';
import { freshPgliteDir } from '../support/pglite';
import { insertGroup, memberWithId } from '../support/fixtures';
import { freshDatabase } from '../support/server-process';

/**
 * The listing's statements are planned once per connection (database.service.ts `prepared`): on
 * PostgreSQL they run as named prepared statements with generic plans, and answer as they did
 * unnamed. Checked on a PostgreSQL database of this suite's own (DATABASE_URL's when set) with a
 * pool of one connection, so the statements the requests prepared are on the connection the test
 * reads pg_prepared_statements from; and on an in-memory PGlite, through PglitePreparedStatements.
 */
const RUN = `prepared_${process.pid}_${randomBytes(4).toString('hex')}`;
let t: TestApp;
let database: { url: string; drop: () => Promise<void> } | null = null;

beforeAll(async () => {
  const url = process.env.DATABASE_URL ?? (database = await freshDatabase(`snipstack_${RUN}`)).url;
  t = await startApp({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1', PUBLIC_PAGE_TTL_MS: '0' });
  const member = await memberWithId(t);
  const ownerId = await userIdOf(t, member);
  for (let i = 0; i < 3; i++) await insertGroup(t, ownerId);
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

interface PreparedRow {
  name: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

it('runs the public listing as named statements with generic plans, answering as before', async () => {
  const paths = ['/api/public/', '/api/public/?q=print&sort=2', '/api/public/?sort=1&limit=2'];
  const first = await Promise.all(paths.map(async (path) => (await t.http().get(path).expect(200)).body));
  for (let round = 0; round < 3; round++) {
    for (const [i, path] of paths.entries()) expect((await t.http().get(path).expect(200)).body).toEqual(first[i]);
  }
  expect(first[0].length).toBeGreaterThan(0);

  const db = dbOf(t);
  const [{ mode }] = resultRows<{ mode: string }>(await db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`));
  expect(mode).toBe(PLAN_CACHE_MODE);
  const statements = resultRows<PreparedRow>(
    await db.execute(sql`SELECT name, statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'p\_%'`),
  );
  // The default page, the search and the recent order: one statement each at least, every one reused without planning again.
  expect(statements.length).toBeGreaterThanOrEqual(3);
  for (const row of statements) {
    expect(row.statement.startsWith('/* prepared */')).toBe(true);
    expect(Number(row.generic_plans)).toBeGreaterThanOrEqual(1);
    expect(Number(row.custom_plans)).toBe(0);
  }
});

it("turns PostgreSQL's JIT compiler off on the server's connections: a walk's generic plan would compile on every call", async () => {
  // A walk's generic plan (LIMIT $n unseen) costs more than jit_above_cost: with JIT on, each call compiled its
  // expressions again (docs/performance.md, "Where the constants come from").
  const [{ jit, server }] = resultRows<{ jit: string; server: string }>(
    await dbOf(t).execute(sql`SELECT current_setting('jit') AS jit, (SELECT boot_val FROM pg_settings WHERE name = 'jit') AS server`),
  );
  expect(JIT).toBe('off');
  expect(server).toBe('on');
  expect(jit).toBe(JIT);
});

it("runs no parallel workers on the server's connections: a parallel sort's estimate made a walk's generic plan sort the table", async () => {
  // At 1,000,000 groups the recent order's walks sorted every listed row (700 ms) instead of walking the order's
  // index (~5 ms): see PARALLEL_WORKERS_PER_GATHER.
  const [{ workers, server }] = resultRows<{ workers: string; server: string }>(
    await dbOf(t).execute(
      sql`SELECT current_setting('max_parallel_workers_per_gather') AS workers,
                 (SELECT boot_val FROM pg_settings WHERE name = 'max_parallel_workers_per_gather') AS server`,
    ),
  );
  expect(server).not.toBe('0');
  expect(workers).toBe(String(PARALLEL_WORKERS_PER_GATHER));
});

it("keeps the pool's idle PostgreSQL connections IDLE_CONNECTION_MS, not node-postgres's 10 s", () => {
  // The pool behind drizzle (node-postgres's Pool): a new connection is a new backend that maps shared memory and
  // fills its caches again (docs/performance.md, "Where the constants come from").
  const pool = (dbOf(t) as unknown as { $client: { options: { idleTimeoutMillis?: number; max?: number } } }).$client;
  expect(IDLE_CONNECTION_MS).toBeGreaterThanOrEqual(60_000);
  expect(pool.options.idleTimeoutMillis).toBe(IDLE_CONNECTION_MS);
  expect(pool.options.max).toBe(1);
});

/**
 * How long opening a new in-memory PGlite database may take: initdb and every migration run in WebAssembly,
 * seconds on an idle core, over a minute on a machine running other suites beside this one.
 */
const NEW_PGLITE_MS = 180_000;

it(
  "gives a PGlite database in a directory the buffer pool PGLITE_SHARED_BUFFERS_MB says, and an in-memory one PGlite's own",
  async () => {
    const dir = await freshPgliteDir('buffers');
    const settings = { databaseUrl: null, databasePoolSize: 1, pgliteQueueLimit: 64 };
    const bufferPool = async (service: DatabaseService) =>
      resultRows<{ size: string }>(await service.db.execute(sql`SELECT current_setting('shared_buffers') AS size`))[0].size;
    try {
      const onDisk = await DatabaseService.open({ ...settings, pgliteDir: dir, pgliteSharedBuffersMb: 48 });
      try {
        expect(await bufferPool(onDisk)).toBe('48MB');
      } finally {
        await onDisk.close();
      }
      const inMemory = await DatabaseService.open({ ...settings, pgliteDir: 'memory://', pgliteSharedBuffersMb: 48 });
      try {
        expect(await bufferPool(inMemory)).toBe('128MB');
      } finally {
        await inMemory.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  2 * NEW_PGLITE_MS,
);

describe('on PGlite', () => {
  // One new database for these tests (none leaves anything open or written behind it).
  let pglite: DatabaseService;
  beforeAll(async () => {
    pglite = await DatabaseService.open({
      databaseUrl: null,
      pgliteDir: await freshPgliteDir('prepared'),
      databasePoolSize: 1,
      pgliteQueueLimit: 64,
    });
  }, NEW_PGLITE_MS);
  afterAll(() => pglite?.close());

  /** A chain of errors (Drizzle wraps the driver's) holds this SQLSTATE. */
  const codeOf = (error: unknown): string | undefined => {
    for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (typeof e.code === 'string') return e.code;
    }
    return undefined;
  };

  it('answers a marked statement as the same statement unmarked, as a named statement with a generic plan', async () => {
    expect(pglite.driver).toBe('pglite');
    const ids = '{00000000-0000-0000-0000-000000000001,00000000-0000-0000-0000-000000000002}';
    const statement = (n: number, text: string | null) =>
      sql`SELECT ${n}::int + 1 AS n, ${text}::text || 'b' AS s, cardinality(${ids}::uuid[]) AS ids, ${'{"a":[1]}'}::json AS j, now() > ${'2020-01-01T00:00:00Z'}::timestamptz AS later`;
    const plain = resultRows(await pglite.db.execute(statement(41, 'a')));
    expect(plain).toEqual([{ n: 42, s: 'ab', ids: 2, j: { a: [1] }, later: true }]);
    expect(resultRows(await pglite.db.execute(prepared(statement(41, 'a'))))).toEqual(plain);
    // Other values through the same statement, a null among them.
    expect(resultRows(await pglite.db.execute(prepared(statement(1, null))))).toEqual([
      { n: 2, s: null, ids: 2, j: { a: [1] }, later: true },
    ]);
    await pglite.db.execute(prepared(statement(2, 'c')));

    const [{ mode }] = resultRows<{ mode: string }>(await pglite.db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`));
    expect(mode).toBe(PLAN_CACHE_MODE);
    const rows = resultRows<PreparedRow>(
      await pglite.db.execute(sql`SELECT name, statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'p\_%'`),
    );
    // Parsed once: one statement, whose generic plan the three calls used.
    expect(rows).toHaveLength(1);
    expect(rows[0].statement.startsWith('/* prepared */')).toBe(true);
    expect(Number(rows[0].generic_plans)).toBe(3);
    expect(Number(rows[0].custom_plans)).toBe(0);
  });

  it("fails a marked statement with the database's error, and runs the next", async () => {
    const divide = (by: number) => prepared(sql`SELECT 6 / ${by}::int AS q`);
    const failure = await pglite.db.execute(divide(0)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(codeOf(failure)).toBe('22012');
    expect(resultRows(await pglite.db.execute(divide(3)))).toEqual([{ q: 2 }]);
    // A text that does not parse is not kept: the same text fails again the same way.
    for (let i = 0; i < 2; i++) {
      const error = await pglite.db.execute(prepared(sql`SELEC ${i}::int`)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(codeOf(error)).toBe('42601');
    }
    expect(resultRows(await pglite.db.execute(divide(2)))).toEqual([{ q: 3 }]);
  });

  it('runs a marked statement after a transaction that is open, not inside it', async () => {
    await pglite.db.execute(sql`CREATE TABLE notes (id int)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes VALUES (1)`);
      inserted();
      await held;
      await tx.execute(sql`INSERT INTO notes VALUES (2)`);
    });
    await insertedOnce;
    const counted = pglite.db.execute(prepared(sql`SELECT count(*)::int AS n FROM notes WHERE id > ${0}::int`));
    release();
    await transaction;
    // Inside the transaction it would have counted 1 (its first row); after it, both.
    expect(resultRows(await counted)).toEqual([{ n: 2 }]);
  });
});
