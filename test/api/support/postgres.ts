import { Client } from 'pg';

/**
 * The test run's databases on PostgreSQL: beside DATABASE_URL's database (the run's), on its server,
 * named `<the run's database>_r<run>_…` (support/suite-database.ts makes them).
 */
export function runDatabasePrefix(runUrl: string, run: string | number): string {
  return `${new URL(runUrl).pathname.slice(1)}_r${run}_`;
}

/** `url` on another database of the same server. */
export function onDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** Runs `work` on a connection to a PostgreSQL server (or to one database of it). */
export async function onPostgres<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databasesStartingWith = (client: Client, prefix: string) =>
  client
    .query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
    .then(({ rows }) => rows.map((row) => row.datname));

/** The runs that have databases on the run database's server. */
export async function runDatabases(runUrl: string): Promise<number[]> {
  const prefix = `${new URL(runUrl).pathname.slice(1)}_r`;
  const names = await onPostgres(runUrl, (client) => databasesStartingWith(client, prefix));
  return [...new Set(names.map((name) => Number(/^(\d+)_/.exec(name.slice(prefix.length))?.[1])).filter((run) => run > 0))];
}

/** Drops every database of the run (its suites' and its template). */
export async function dropRunDatabases(runUrl: string, run: string | number): Promise<void> {
  await onPostgres(runUrl, async (client) => {
    for (const name of await databasesStartingWith(client, runDatabasePrefix(runUrl, run))) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
}
