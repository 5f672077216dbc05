import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from './database.service';
import { resultRows } from './result-rows';

/**
 * The database's functions and triggers, one current definition each in `sql/<name>.sql` (the file of
 * a trigger's function holds the trigger too). Migrations change tables; these files are the only
 * place a function's body is written. After the migrations, every file whose text changed since it
 * was last applied is applied again (CREATE OR REPLACE) and its digest recorded in
 * drizzle.__sql_definitions, one transaction a file: a start with nothing changed reads one table.
 * A migration that changes a function's arguments or result drops the old function; the new one is
 * created from its file right after. definitionDrift tells when the database's live definitions
 * differ from the files (the API test sql-definitions.e2e-spec.ts fails then).
 */
export const SQL_DEFINITIONS_FOLDER = resolve(__dirname, '..', '..', 'src', 'database', 'sql');

/** In the order they are applied: a SQL-language function after the functions its body calls. */
export const SQL_DEFINITIONS = [
  'group_listed',
  'group_search_tags',
  'group_search_labels',
  'group_search_filter',
  'group_search_signature_of',
  'group_search_signature',
  'group_search_matches',
  'group_search_text_matches',
  'group_search_sync',
  'group_search_terms_new_partition',
  'group_search_terms_own_partition',
  'group_search_terms_partition_large',
] as const;

export type SqlDefinitionName = (typeof SQL_DEFINITIONS)[number];

const QUOTE = '$snipstack_definition$';

export function sqlDefinition(name: SqlDefinitionName): string {
  return readFileSync(resolve(SQL_DEFINITIONS_FOLDER, `${name}.sql`), 'utf8');
}

/** A definition file (one or several statements) as one statement: a DO block that EXECUTEs its text. */
function asOneStatement(name: SqlDefinitionName): string {
  const text = sqlDefinition(name);
  if (text.includes(QUOTE)) throw new Error(`${name}.sql must not contain ${QUOTE}`);
  return `DO ${QUOTE.replace('definition', 'block')} BEGIN EXECUTE ${QUOTE}${text}${QUOTE}; END ${QUOTE.replace('definition', 'block')}`;
}

const digestOf = (name: SqlDefinitionName) => createHash('sha256').update(sqlDefinition(name)).digest('hex');

/** Applies each definition whose file changed since it was last applied; answers the names applied. */
export async function applySqlDefinitions(db: DbExecutor): Promise<SqlDefinitionName[]> {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__sql_definitions (
    name text PRIMARY KEY, digest text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const rows = resultRows<{ name: string; digest: string }>(await db.execute(sql`SELECT name, digest FROM drizzle.__sql_definitions`));
  const applied = new Map(rows.map((row) => [row.name, row.digest]));
  const done: SqlDefinitionName[] = [];
  for (const name of SQL_DEFINITIONS) {
    const digest = digestOf(name);
    if (applied.get(name) === digest) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(asOneStatement(name)));
      await tx.execute(sql`INSERT INTO drizzle.__sql_definitions (name, digest) VALUES (${name}, ${digest})
        ON CONFLICT (name) DO UPDATE SET digest = excluded.digest, applied_at = now()`);
    });
    done.push(name);
  }
  return done;
}

/** The live definition of a name: its functions' and triggers' text as PostgreSQL prints them. */
async function liveDefinition(db: DbExecutor, name: string): Promise<string> {
  const [row] = resultRows<{ definition: string | null }>(
    await db.execute(sql`SELECT string_agg(d, E'\n' ORDER BY d) AS definition FROM (
      SELECT pg_get_functiondef(p.oid) AS d FROM pg_proc p WHERE p.proname = ${name} AND p.pronamespace = 'public'::regnamespace
      UNION ALL
      SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t WHERE t.tgname = ${name} AND NOT t.tgisinternal) x`),
  );
  return row?.definition ?? '';
}

export interface DefinitionDrift {
  name: string;
  live: string;
  file: string;
}

class RolledBack extends Error {}

/**
 * The definitions whose live text differs from what their file makes, and the live functions and
 * triggers of the public schema that have no file. Each file is applied in a transaction that is
 * rolled back, so that PostgreSQL prints both the same way; nothing changes.
 */
export async function definitionDrift(db: DbExecutor): Promise<DefinitionDrift[]> {
  const drift: DefinitionDrift[] = [];
  await db
    .transaction(async (tx) => {
      for (const name of SQL_DEFINITIONS) {
        const live = await liveDefinition(tx, name);
        await tx.execute(sql.raw(asOneStatement(name)));
        const file = await liveDefinition(tx, name);
        if (live !== file) drift.push({ name, live, file });
      }
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  const known = new Set<string>(SQL_DEFINITIONS);
  const unknown = resultRows<{ name: string }>(
    await db.execute(sql`
      SELECT p.proname AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      UNION
      SELECT t.tgname FROM pg_trigger t WHERE NOT t.tgisinternal`),
  );
  for (const { name } of unknown) if (!known.has(name)) drift.push({ name, live: await liveDefinition(db, name), file: '' });
  return drift;
}
