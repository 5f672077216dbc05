import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config/env';
import * as schema from './schema';
import { OFFICIAL_TECHNOLOGIES, TECH_ICON_PREFIX } from './official-technologies';
import { PglitePreparedStatements } from './pglite-prepared';
import { StatementGate } from './statement-gate';
import { StatementQueue } from './statement-queue';
import { loadDemoData } from './demo-data';
import { applySqlDefinitions } from './sql-definitions';
/** Re-exported: repositories read results through it. */
export { resultRows } from './result-rows';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction on it: repositories accept either. */
export type DbExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'query'>;

export const MIGRATIONS_FOLDER = resolve(__dirname, '..', '..', 'src', 'database', 'migrations');
/** Serialises migrations when several instances start against one PostgreSQL server. */
const MIGRATION_LOCK = 727_100_001;
/**
 * How long a request waits for a PostgreSQL connection (a free one of the pool, or a new one) before
 * it answers 503: a server that is down refuses at once, one that does not answer (a failover, a
 * lost network) would otherwise hold requests for minutes.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long an idle PostgreSQL connection stays open (node-postgres closes them after 10 s by default). A new
 * connection is a new backend process that maps PostgreSQL's shared memory page by page and fills its catalog caches
 * again, which costs most where a page fault is slow (a paravirtualised host); kept open, backends do not come and go
 * between bursts (docs/performance.md, "Where the constants come from"). A pool holds at most DATABASE_POOL_SIZE
 * connections.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** What starts the text of a statement that `prepared` marks. */
const PREPARED_MARK = '/* prepared */ ';

/**
 * Marks a hot read so that the database plans it once per connection instead of on every call: the
 * listing's statements cost more to plan (their subqueries, the group JSON) than to run. The
 * statement becomes a named prepared statement (its name a hash of its text) with a generic plan
 * made on its first call (PLAN_CACHE_MODE): node-postgres's on PostgreSQL, PglitePreparedStatements
 * on PGlite (outside transactions; inside one the mark is a comment). Only for statements whose text
 * does not grow with their values (every value a parameter, no lists spelled out): each distinct
 * text is kept on each connection.
 */
export function prepared(statement: SQL): SQL {
  return sql.join([sql.raw(PREPARED_MARK), statement]);
}

/**
 * How PostgreSQL plans the statements `prepared` names: generically, once. Left to itself it plans
 * each call again whenever the generic plan's estimate is higher, as it is for a `LIMIT $n` it
 * cannot see (the listing's page then costs its planning every time). The listing's statements
 * take the plan that their shape makes right whatever the values (an order's index, or the search
 * functions in database/sql), which is why forcing the generic plan is safe for them; on this
 * connection nothing else is a named statement but the trigger function group_search_sync's
 * update by primary key.
 */
export const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * PostgreSQL's JIT compiler, off on the server's connections. It compiles a statement's expressions
 * on every execution whose plan costs more than jit_above_cost, and a generic plan (PLAN_CACHE_MODE)
 * of a walk along an order's index (`LIMIT $n` unseen) always does, and compiling cost a walk more than its work
 * (docs/performance.md, "Where the constants come from"). The listing's statements read at most a few thousand rows:
 * compiling never pays for itself.
 */
export const JIT = 'off';

/**
 * PostgreSQL's parallel workers, none on the server's connections. The listing's statements read at
 * most a few thousand rows; what a parallel plan did was mislead the planner: a walk's generic plan
 * (`LIMIT $n` unseen, taken as a tenth of the rows) costs each walked row's vector check as one probe
 * of every partition of group_search_terms (migration 0020; run-time pruning reads one), and a
 * parallel sort's smaller row estimate (833,334 of 1,000,000) then made sorting the whole table look
 * cheaper than walking the order's index: the recent order's walks took 700 ms instead of ~5 ms at
 * 1,000,000 groups. Concurrent requests keep both cores busy anyway.
 */
export const PARALLEL_WORKERS_PER_GATHER = 0;

/**
 * The pool's connection settings: the URL, and the plan cache mode, JIT and parallel workers as startup options of
 * every connection (no statement to run first). A URL's own `?options=` would replace ours, so they
 * are joined.
 */
function withSessionSettings(url: string): { connectionString: string; options: string } {
  const ours = `-c plan_cache_mode=${PLAN_CACHE_MODE} -c jit=${JIT} -c max_parallel_workers_per_gather=${PARALLEL_WORKERS_PER_GATHER}`;
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  if (own === null) return { connectionString: url, options: ours };
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: `${own} ${ours}` };
}

/** Names already given: the marked texts are few (`prepared` is only for texts that do not grow with their values). */
const preparedNames = new Map<string, string>();

/** The statement's name on a connection: the same text always gets the same name (hashed once, not on every call). */
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** What the connection is doing now (for the metrics): node-postgres's pool, or PGlite's statement queue. */
export type DatabaseUsage =
  { driver: 'postgres'; total: number; idle: number; waiting: number; max: number } | { driver: 'pglite'; pending: number; limit: number };

/**
 * Owns the connection: PGlite in-process by default (data under `.data/`), node-postgres when
 * DATABASE_URL is set. Applies the committed migrations and seeds the official technologies.
 */
export class DatabaseService {
  /** Official technologies inserted at start (logged by the application once its logger is up). */
  seeded = 0;

  private constructor(
    readonly db: Database,
    readonly driver: 'pglite' | 'postgres',
    private readonly closeConnection: () => Promise<void>,
    /** The pool's or the queue's counts now. */
    readonly usage: () => DatabaseUsage,
    /** Applies the committed migrations that are missing (migrate). */
    private readonly applyMigrations: () => Promise<void>,
  ) {}

  static async open(
    config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'databasePoolSize' | 'pgliteQueueLimit'> &
      Partial<Pick<AppConfig, 'pgliteSharedBuffersMb' | 'demoData'>>,
  ): Promise<DatabaseService> {
    const service = config.databaseUrl
      ? await DatabaseService.openPostgres(config.databaseUrl, config.databasePoolSize)
      : await DatabaseService.openPglite(config.pgliteDir, config.pgliteQueueLimit, config.pgliteSharedBuffersMb);
    await service.migrate();
    service.seeded = await service.seedOfficialTechnologies();
    if (config.demoData) await loadDemoData(service.db);
    if (service.driver === 'pglite') service.keepStatisticsFresh();
    return service;
  }

  /**
   * node-postgres on a pool that outlives the server: a connection the server ends (a restart, a
   * failover, `57P01 terminating connection due to administrator command`, a reset) fails what ran
   * on it and leaves the pool, which opens new ones once the server is back. Every client has an
   * `error` listener, idle or checked out (an `error` event without one would end the process).
   */
  private static async openPostgres(url: string, poolSize: number): Promise<DatabaseService> {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      ...withSessionSettings(url),
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const outage = new OutageLog();
    pool.on('error', (error) => outage.lost(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => outage.lost(error));
      outage.back();
    });
    const client = await pool.connect().catch(async (error: Error) => {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot connect to DATABASE_URL: ${error.message}`);
    });
    client.release();
    // On one connection, under a session-level advisory lock: instances starting at once apply the
    // migrations one after the other (the second finds them done). Drizzle's migrator runs them in its
    // own transaction on that connection, so the lock cannot be a transaction's.
    const applyMigrations = async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const session = await pool.connect();
      let broken: Error | undefined;
      try {
        await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle(session, { schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
          await applySqlDefinitions(drizzle(session, { schema }) as unknown as Database);
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        // A connection whose statements failed may still hold the lock: closed, not pooled.
        session.release(broken);
      }
    };
    // Statements marked by `prepared` run as named prepared statements (Drizzle gives the pool `{ text, types }`).
    // Every statement outside a transaction passes the gate (statement-gate.ts), which lets a unit's
    // next statement (a listing page's) go before new units' first ones; Drizzle calls `query` without a callback.
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    const gate = new StatementGate(poolSize, CONNECT_TIMEOUT_MS);
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      if (typeof rest.at(-1) === 'function') return query(config, ...rest);
      const text = (config as { text?: unknown; name?: unknown } | null)?.text;
      if (typeof text === 'string' && text.startsWith(PREPARED_MARK) && !(config as { name?: unknown }).name) {
        return gate.run(() => query({ ...(config as object), name: preparedName(text) }, ...rest));
      }
      return gate.run(() => query(config, ...rest));
    }) as typeof pool.query;
    const db = drizzle(pool, { schema }) as unknown as Database;
    return new DatabaseService(
      db,
      'postgres',
      () => pool.end(),
      () => ({
        driver: 'postgres',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount + gate.waiting,
        max: poolSize,
      }),
      applyMigrations,
    );
  }

  /**
   * PGlite runs one statement at a time: statements wait in line, at most `queueLimit` of them
   * (PGLITE_QUEUE_LIMIT); past that they are refused at once (503) instead of waiting behind all.
   */
  private static async openPglite(dir: string, queueLimit: number, sharedBuffersMb?: number): Promise<DatabaseService> {
    const pglite = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const inMemory = dir.startsWith('memory://');
    if (!inMemory) mkdirSync(dir, { recursive: true });
    // The statements `prepared` marks are planned once, generically, as on PostgreSQL's connections.
    const client = await pglite.PGlite.create(inMemory ? undefined : dir, {
      extensions: { pg_trgm },
      startParams: [
        ...pglite.PGlite.defaultStartParams,
        '-c',
        `plan_cache_mode=${PLAN_CACHE_MODE}`,
        // A database in a directory gets its buffer pool (PGLITE_SHARED_BUFFERS_MB); an in-memory one (tests) keeps PGlite's.
        ...(inMemory || !sharedBuffersMb ? [] : ['-c', `shared_buffers=${sharedBuffersMb}MB`]),
      ],
    });
    const statements = new PglitePreparedStatements(client, pglite);
    const queue = new StatementQueue(queueLimit);
    // What Drizzle calls on the client; a transaction's own statements run on its handle, inside its turn.
    const queued: Pick<typeof client, 'query' | 'transaction'> = {
      query: (text, params, options) =>
        queue.run(() =>
          text.startsWith(PREPARED_MARK)
            ? statements.query(preparedName(text), text, params, options)
            : client.query(text, params, options),
        ),
      transaction: (work) => queue.run(() => client.transaction(work)),
    };
    const db = drizzle({ client: queued as never, schema }) as unknown as Database;
    return new DatabaseService(
      db,
      'pglite',
      () => client.close(),
      () => ({ driver: 'pglite', pending: queue.pending, limit: queue.limit }),
      async () => {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await applySqlDefinitions(db);
      },
    );
  }

  /** Applies the committed migrations that are missing; several instances starting at once apply them once. */
  migrate(): Promise<void> {
    return this.applyMigrations();
  }

  /** Inserts the official technologies that are missing; never overwrites moderators' edits. */
  async seedOfficialTechnologies(): Promise<number> {
    const values = OFFICIAL_TECHNOLOGIES.map((t) => sql`(${t.name}, ${t.use}, ${TECH_ICON_PREFIX + t.icon + '.svg'}, ${t.language})`);
    const result = await this.db.execute(sql`
      INSERT INTO technologies (name, use, image_url, language)
      SELECT v.name, v.use, v.image_url, v.language
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(name, use, image_url, language)
      WHERE NOT EXISTS (
        SELECT 1 FROM technologies t WHERE t.owner_id IS NULL AND lower(t.name) = lower(v.name)
      )
      ON CONFLICT DO NOTHING`);
    const inserted = Number(
      (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0,
    );
    return inserted;
  }

  private statisticsTimer: NodeJS.Timeout | null = null;

  /**
   * PGlite has no autovacuum daemon, so the planner's statistics would never follow the data: analyse
   * at start and every 15 minutes (PostgreSQL servers do this themselves).
   */
  private keepStatisticsFresh(): void {
    const analyse = () =>
      this.db.execute(sql`ANALYZE`).catch((error: Error) => new Logger(DatabaseService.name).warn(`ANALYZE failed: ${error.message}`));
    void analyse();
    this.statisticsTimer = setInterval(analyse, 15 * 60_000);
    this.statisticsTimer.unref();
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`SELECT 1`);
  }

  async close(): Promise<void> {
    if (this.statisticsTimer) clearInterval(this.statisticsTimer);
    await this.closeConnection();
  }
}

/** Logs a lost PostgreSQL connection once per outage (not once per connection or request), and its end. */
class OutageLog {
  private readonly logger = new Logger(DatabaseService.name);
  private down = false;

  lost(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`PostgreSQL connection lost: ${error.message}; requests that need the database answer 503 until it is back`);
  }

  back(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('PostgreSQL connections are open again');
  }
}
