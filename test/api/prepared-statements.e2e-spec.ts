import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DatabaseService, PLAN_CACHE_MODE, prepared, resultRows } from '../../backend/src/database/database.service';
import { startApp, type TestApp } from './support/app';
import { dbOf, userIdOf } from './support/database';
import { insertGroup, memberWithId } from './support/fixtures';
import { freshDatabase } from './support/server-process';

/**
 * The listing's statements are planned once per connection (database.service.ts `prepared`): on
 * PostgreSQL they run as named prepared statements with generic plans, and answer as they did
 * unnamed. Checked on a PostgreSQL database of this suite's own (DATABASE_URL's when set) with a
 * pool of one connection, so the statements the requests prepared are on the connection the test
 * reads pg_prepared_statements from; and on an in-memory PGlite, where the mark is only a comment.
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

it('answers a marked statement on PGlite as the same statement unmarked', async () => {
  const pglite = await DatabaseService.open({ databaseUrl: null, pgliteDir: 'memory://', databasePoolSize: 1, pgliteQueueLimit: 64 });
  try {
    expect(pglite.driver).toBe('pglite');
    const statement = sql`SELECT ${41}::int + 1 AS n, ${'a'}::text || 'b' AS s`;
    const plain = resultRows(await pglite.db.execute(statement));
    expect(resultRows(await pglite.db.execute(prepared(statement)))).toEqual(plain);
    expect(plain).toEqual([{ n: 42, s: 'ab' }]);
  } finally {
    await pglite.close();
  }
});
