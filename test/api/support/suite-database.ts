/**
 * Every suite on a database of its own, made before its first hook from the run's template (the schema
 * and the official technologies): suites never see each other's rows, and what a suite costs does not
 * depend on how much the suites before it wrote (the authorization matrix reads every table around
 * each call). On PGlite a copy of the template folder (support/pglite.ts); on PostgreSQL a database
 * created from a template database on DATABASE_URL's server. The suite's DATABASE_URL or
 * SNIPSTACK_TEST_PGLITE_DIR names it, so the apps it starts and the servers it spawns use it. Removed
 * with the run (support/global-teardown.ts).
 */
import { DatabaseService } from '../../../backend/src/database/database.service';
import { freshPgliteDir } from './pglite';
import { onDatabase, onPostgres, runDatabasePrefix } from './postgres';

/**
 * A new database on the run database's server, a copy of the run's template database (made by the
 * first suite: every migration applied, official technologies seeded, then left without a connection,
 * as CREATE DATABASE … TEMPLATE needs).
 */
async function suitePostgresDatabase(runUrl: string): Promise<string> {
  const prefix = runDatabasePrefix(runUrl, process.env.SNIPSTACK_TEST_RUN!);
  const template = `${prefix}template`;
  const name = `${prefix}s${process.pid}_${Date.now().toString(36)}`;
  await onPostgres(runUrl, async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${prefix}building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const database = await DatabaseService.open({
        databaseUrl: onDatabase(runUrl, building),
        pgliteDir: '',
        databasePoolSize: 1,
        pgliteQueueLimit: 1,
      });
      await database.close();
      // Whole or not at all: a database interrupted while building is never taken for the template.
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return onDatabase(runUrl, name);
}

beforeAll(async () => {
  const runUrl = process.env.SNIPSTACK_TEST_DATABASE_URL;
  if (runUrl) process.env.DATABASE_URL = await suitePostgresDatabase(runUrl);
  else if (process.env.SNIPSTACK_TEST_RUN_DIR) process.env.SNIPSTACK_TEST_PGLITE_DIR = await freshPgliteDir('suite');
}, 300_000);
