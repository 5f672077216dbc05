import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DbExecutor, DatabaseService } from '../../../backend/src/database/database.service';
import { resultRows } from '../../../backend/src/database/result-rows';
import { applySqlDefinitions, definitionDrift, SQL_DEFINITIONS } from '../../../backend/src/database/sql-definitions';
import { MIGRATIONS_FOLDER } from '../../../backend/src/database/database.service';
import { startApp, type TestApp } from '../support/app';

/** The last migration written before the definitions moved to their files: later ones change tables only. */
const LAST_MIGRATION_WITH_FUNCTIONS = '0022_search_content_digest';

/**
 * Every SQL function and trigger has one current definition, in backend/src/database/sql/<name>.sql:
 * the database the migrations and the definitions' runner made holds exactly those, and a function
 * changed anywhere else (a migration restating it, a hand edit) is told apart.
 */
let t: TestApp;
let db: DbExecutor;

beforeAll(async () => {
  t = await startApp();
  db = t.app.get(DatabaseService).db;
});

afterAll(() => t?.close());

class Undo extends Error {}

/** Runs `work` in a transaction that is then rolled back: the shared database stays as it was. */
async function undone<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await db
    .transaction(async (tx) => {
      answer = await work(tx);
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  return answer as T;
}

it('the live definition of every SQL function and trigger is its file, and every one has a file', async () => {
  const drift = await definitionDrift(db);
  expect(drift.map((d) => d.name)).toEqual([]);
  const [row] = resultRows<{ count: number }>(
    await db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__sql_definitions WHERE name IN ${[...SQL_DEFINITIONS]}`),
  );
  expect(row.count).toBe(SQL_DEFINITIONS.length);
});

it('no migration since the definitions moved to their files defines a function or a trigger', () => {
  const { entries } = JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const since = entries.slice(entries.findIndex((e) => e.tag === LAST_MIGRATION_WITH_FUNCTIONS) + 1);
  const defining = since
    .filter((e) => /CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)/i.test(readFileSync(resolve(MIGRATIONS_FOLDER, `${e.tag}.sql`), 'utf8')))
    .map((e) => e.tag);
  expect(entries.some((e) => e.tag === LAST_MIGRATION_WITH_FUNCTIONS)).toBe(true);
  expect(defining).toEqual([]);
});

it('tells a function that a migration restated with another body apart from its file', async () => {
  const drift = await undone(async (tx) => {
    // What a migration that restates group_search_tags with a changed body would leave behind.
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION "group_search_tags"(tech uuid, owner uuid) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_tsvector(ARRAY['~t' || tech::text]) $$`),
    );
    return definitionDrift(tx);
  });
  expect(drift.map((d) => d.name)).toEqual(['group_search_tags']);
  expect(drift[0].live).toContain("ARRAY['~t' || tech::text])");
  expect(drift[0].file).toContain("'~u' || owner::text");
});

it('tells a trigger changed outside its file, and a function that has no file', async () => {
  const drift = await undone(async (tx) => {
    await tx.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER "group_search_sync" AFTER UPDATE OF "is_public" ON "snippet_groups"
      FOR EACH ROW EXECUTE FUNCTION "group_search_sync"()`),
    );
    await tx.execute(sql.raw(`CREATE FUNCTION "stray_helper"() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`));
    return definitionDrift(tx);
  });
  expect(drift.map((d) => d.name).sort()).toEqual(['group_search_sync', 'stray_helper']);
});

it('applies a definition again when its file changed since it was applied, and only then', async () => {
  const applied = await undone(async (tx) => {
    const unchanged = await applySqlDefinitions(tx);
    await tx.execute(sql`UPDATE drizzle.__sql_definitions SET digest = 'an older file' WHERE name = 'group_listed'`);
    return { unchanged, changed: await applySqlDefinitions(tx) };
  });
  expect(applied).toEqual({ unchanged: [], changed: ['group_listed'] });
});
