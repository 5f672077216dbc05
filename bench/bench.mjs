// `npm run bench`: the public listing under load, on data built from the code on this machine.
//
// 1. Data (bench/seed.mjs): a corpus of real code chunks (bench/corpus/build-corpus.mjs, built
//    into .data/bench/ when missing or shorter than --groups) and a query set drawn from its
//    vocabulary (bench/corpus/build-queries.mjs: --queries measured searches, more for warm-ups,
//    and relevance checks). Group i is corpus line i, public, owned by one of 2,000 bench users;
//    then the search rows (group_search) are built and the database VACUUM ANALYZEd.
// 2. A server started as `npm start` runs it (backend/dist/bin/bench-server.js, NODE_ENV=production)
//    with the page cache off (PUBLIC_PAGE_TTL_MS=0): every search once in sequence (latency per
//    search), the relevance checks (best match), then autocannon at each --connections for the
//    baseline (the same process answering the default page's bytes from memory), the default page
//    and the search mix (each request the next search of the set, cycling). A second server with the
//    default page cache runs the same search mix: the cache's effect.
// 3. EXPLAIN (ANALYZE, BUFFERS) of the statements the five slowest searches run, after the servers.
// Results: bench/results/<pglite|postgres>-<groups>[-members][-other-code].md, one per configuration, replaced by
// each run (bench/report.mjs; earlier runs are in git) (the command, machine, data set,
// table, targets met or missed, sequential pass, relevance, plans).
//
// PGlite by default (.data/bench-pglite), PostgreSQL with DATABASE_URL (use a dedicated database).
// Usage: npm run bench -- [--groups 100000] [--duration 10] [--warmup 2] [--connections 10,50]
//   [--queries 2500] [--relevance 100] [--seed 1] [--port 3777] [--skip-seed] [--rebuild-data] [--bulk-index]
// --skip-seed measures the database as it is; --rebuild-data builds the corpus and query files again;
// --bulk-index drops the GIN indexes while the search rows are built and creates them after (about
// twice as fast for a large build, but the indexes come out packed rather than grown row by row).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMeter, formatCpuMs } from './cpu.mjs';
import { openLoad } from './open-load.mjs';
import { TARGETS, writeReport } from './report.mjs';
import { benchDataDir, benchPgliteDir, randomFor } from './corpus/lib.mjs';
import { listingBackend } from './listing-backend.mjs';
import { buildSearchIndex, prepareData, progress, restoreSavedIndexes, scanCorpus, seedGroups, SHAPES } from './seed.mjs';
import { benchServerEnv, checkNode, npmCommand, root, run, searchPath, stopGroup, visitorAddresses, waitFor } from '../scripts/lib.mjs';

checkNode();
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { values: args } = parseArgs({
  options: {
    groups: { type: 'string', default: process.env.BENCH_GROUPS ?? '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10,50' },
    queries: { type: 'string', default: '2500' },
    relevance: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '3777' },
    'skip-seed': { type: 'boolean', default: false },
    'rebuild-data': { type: 'boolean', default: false },
    'bulk-index': { type: 'boolean', default: false },
    shape: { type: 'string', default: 'corpus' },
  },
});
if (!SHAPES.includes(args.shape)) throw new Error(`--shape must be one of ${SHAPES.join(', ')}`);
const SHAPE = args.shape;
const N = Number(args.groups);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = args.connections.split(',').map(Number);
const QUERIES = Number(args.queries);
const SEED = Number(args.seed);
const PORT = Number(args.port);
/** The slowest searches of the sequential pass timed again to find the five slowest. */
const SLOW_CANDIDATES = 25;
/** Searches run before the sequential pass (JIT, statistics, connections), not measured. */
const SEQUENTIAL_WARMUP = 100;
/** PUBLIC_PAGE_TTL_MS when it is not set (backend/src/config/env.ts). */
const DEFAULT_PAGE_TTL_MS = 2000;
/** Share of non-2xx answers or errors past which a run is invalid. */
const MAX_FAILURES = 0.001;
const HEADERS = { 'accept-language': 'en-EN' };
for (const [name, value] of Object.entries({ groups: N, duration: DURATION, warmup: WARMUP, queries: QUERIES, seed: SEED, port: PORT })) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
}
// One benchmark at a time: two would share the machine, and on PGlite the database directory,
// which only one process may open.
const lockFile = join(root, '.data', 'bench.lock');
mkdirSync(dirname(lockFile), { recursive: true });
try {
  writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
} catch {
  const holder = Number(readFileSync(lockFile, 'utf8'));
  let alive = false;
  try {
    alive = holder > 0 && process.kill(holder, 0);
  } catch {
    // No such process: the lock is left from a run that was killed.
  }
  if (alive) {
    console.error(`Another benchmark is running (pid ${holder}, ${lockFile}): wait for it to end.`);
    process.exit(1);
  }
  writeFileSync(lockFile, String(process.pid));
}
process.on('exit', () => rmSync(lockFile, { force: true }));

const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
// Each data shape has a PGlite database of its own (PostgreSQL: pass a database per shape).
const pgliteDir = SHAPE === 'corpus' ? benchPgliteDir : `${benchPgliteDir}-${SHAPE}`;
const dbEnv = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DIR: pgliteDir };
const log = (line) => console.log(line);
const benchStarted = performance.now();
const timings = [];
/** Runs `work`, recording how long it took under `phase`. */
async function timed(phase, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push({ phase, seconds: (performance.now() - started) / 1000 });
  }
}

if ((await run(npmCommand, ['run', 'build', '-w', 'backend', '--silent'])) !== 0) process.exit(1);
const { requireBackend, backend, sql, loadConfig, DatabaseService, ListingRepository, StatisticsCache, plan, searchResolver } =
  listingBackend();
const { SearchIndexRepository } = backend('modules/search/index/search-index.repository.js');

const rows = (result) => result.rows ?? result;
const openDatabase = () => DatabaseService.open(loadConfig({ ...process.env, ...dbEnv }));

// ---- 1. Data ----------------------------------------------------------------------------------

const data = await prepareData({
  groups: N,
  queries: QUERIES,
  warmup: 500,
  relevance: Number(args.relevance),
  seed: SEED,
  rebuild: args['rebuild-data'],
  log,
});
timings.push(...data.timings);
let database = await openDatabase();
let corpusStats;
if (args['skip-seed']) {
  corpusStats = await scanCorpus(data.corpus, N, SEED);
  await restoreSavedIndexes(database.db, sql, log);
} else {
  const seeded = await seedGroups({ db: database.db, sql, corpus: data.corpus, groups: N, seed: SEED, driver, log, shape: SHAPE });
  corpusStats = seeded.stats;
  timings.push(...seeded.timings);
  timings.push(
    ...(await buildSearchIndex({
      db: database.db,
      sql,
      repository: new SearchIndexRepository(),
      driver,
      bulk: args['bulk-index'],
      log,
    })),
  );
  log('VACUUM ANALYZE ...');
  await timed('VACUUM ANALYZE', () => database.db.execute(sql`VACUUM ANALYZE`));
}
const one = async (statement) => rows(await database.db.execute(statement))[0];
const dataset = {
  publicGroups: Number((await one(sql`SELECT count(*)::int AS c FROM snippet_groups WHERE is_public AND NOT is_hidden`)).c),
  searchRows: Number((await one(sql`SELECT count(*)::int AS c FROM group_search WHERE listed`)).c),
  snippets: Number((await one(sql`SELECT count(*)::int AS c FROM snippets`)).c),
  technologiesUsed: Number((await one(sql`SELECT count(DISTINCT technology_id)::int AS c FROM snippet_groups`)).c),
  groupSearchSize: (
    await one(sql`
      SELECT string_agg(format('%s %s (heap %s)', t, pg_size_pretty(total), pg_size_pretty(heap)), ', ') AS s FROM (
        SELECT t, sum(pg_total_relation_size(coalesce(p.relid, t))) AS total, sum(pg_relation_size(coalesce(p.relid, t))) AS heap
        FROM unnest(ARRAY['group_search', 'group_search_terms']::regclass[]) AS t LEFT JOIN LATERAL pg_partition_tree(t) p ON true
        GROUP BY t) sizes`)
  ).s,
  databaseSize: (await one(sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)).s,
  codeSize: (await one(sql`SELECT pg_size_pretty(sum(octet_length(code))) AS s FROM snippets`)).s,
  version: (await one(sql`SELECT version() AS v`)).v,
  corpus: corpusStats,
};
const technologyIds = new Map(
  rows(await database.db.execute(sql`SELECT id, name FROM technologies WHERE owner_id IS NULL`)).map((row) => [row.name, row.id]),
);
await database.close();
database = null;
if (dataset.searchRows < dataset.publicGroups) {
  log(`Warning: ${dataset.publicGroups - dataset.searchRows} public groups have no search row (run without --skip-seed)`);
}
if (dataset.corpus.distinct < Math.min(N, 300_000)) {
  log(`Warning: only ${dataset.corpus.distinct.toLocaleString('en')} distinct chunks among the ${N.toLocaleString('en')} groups`);
}

/** The API path of a search of the query set (searchPath). */
const pathOf = (search, limit) => searchPath(search, technologyIds, limit);
const measuredPaths = data.searches.map((search) => pathOf(search));
const warmupPaths = (data.warmupSearches.length ? data.warmupSearches : data.searches).map((search) => pathOf(search));

/**
 * Technology pages as visitors open them: a technology drawn by its share of the groups, either
 * sort, the first page most often, then the next ten pages, and a tenth of them deep (up to the
 * 1,000-result cap). Drawn once from the seed: the same paths every run.
 */
function technologyPaths(count, salt) {
  const random = randomFor(SEED * 7_777 + salt);
  const used = dataset.corpus.perTechnology.filter(([name]) => technologyIds.has(name));
  const totalGroups = used.reduce((sum, [, n]) => sum + n, 0);
  const paths = [];
  for (let i = 0; i < count; i++) {
    let ticket = random() * totalGroups;
    const [name] = used.find(([, n]) => (ticket -= n) < 0) ?? used[used.length - 1];
    const depth = random();
    const page = depth < 0.7 ? 0 : depth < 0.9 ? 1 + Math.floor(random() * 10) : Math.floor(random() * 83);
    paths.push(`/api/public/?techID=${technologyIds.get(name)}&sort=${random() < 0.5 ? 0 : 1}&skip=${Math.min(996, page * 12)}&limit=12`);
  }
  return paths;
}
const techPaths = technologyPaths(2000, 1);
const techWarmPaths = technologyPaths(500, 2);
/** The traffic every page gets: the searches, with a default page and a technology page after every eight. */
const mixedPaths = measuredPaths.flatMap((path, i) => (i % 8 === 7 ? [path, '/api/public/', techPaths[i % techPaths.length]] : [path]));

// ---- 2. Servers and load ------------------------------------------------------------------------

const base = `http://127.0.0.1:${PORT}`;
const baselineFile = join(root, '.data', 'bench-baseline.json');
mkdirSync(join(root, '.data'), { recursive: true });

/** Whether something already listens on the benchmark's port (another server would be measured). */
async function portTaken() {
  try {
    await fetch(base, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch (error) {
    return error.cause?.code !== 'ECONNREFUSED';
  }
}

/** The server running now, stopped if the benchmark is interrupted (it runs in its own process group). */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark server`);
    void stopGroup(running).finally(() => process.exit(130));
  });
}

/** Fails once the benchmark's server has stopped: whatever answers on its port now is not it. */
function assertServer() {
  if (running && (running.exitCode !== null || running.signalCode !== null)) {
    throw new Error(`The benchmark server stopped (${running.exitCode ?? running.signalCode}); see its output above`);
  }
}

/** Runs `work` against the benchmark server started with `env` (on top of the database's). */
async function withServer(env, work) {
  if (await portTaken()) throw new Error(`Port ${PORT} is already in use: stop what listens there or pass --port`);
  const server = spawn(process.execPath, [join(root, 'backend/dist/bin/bench-server.js'), baselineFile], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Many visitors behind a proxy on loopback: see visitorAddress.
    env: benchServerEnv(PORT, { ...dbEnv, ...env }),
  });
  running = server;
  try {
    // Ready when the listing's data answers (the health check also wants the identity service, which the listing does not need).
    const ready = async () => {
      assertServer();
      return (await fetch(`${base}/api/public/technologies`, { signal: AbortSignal.timeout(1000) }).catch(() => null))?.ok;
    };
    await timed('server start', () => waitFor(ready, { timeoutMs: 300_000, what: 'the benchmark server' }));
    return await work();
  } finally {
    await stopGroup(server);
    running = null;
  }
}

const visitorAddress = visitorAddresses();

/** A function answering the next path of `paths` at each call, around and around. */
function cycle(paths) {
  let next = 0;
  return () => paths[next++ % paths.length];
}

const loadRows = [];
let invalidRuns = 0;

/**
 * The pids of PostgreSQL's backends serving the benchmark's database, other than the asking one
 * (the server's pool; on PGlite the database runs inside the server, so there are none apart).
 */
let backendsClient = null;
async function backendPids() {
  if (!backendsClient) {
    const { Client } = requireBackend('pg');
    backendsClient = new Client({ connectionString: process.env.DATABASE_URL });
    await backendsClient.connect();
  }
  const result = await backendsClient.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return result.rows.map((row) => row.pid);
}

/** A load run's row of the results: its figures, its CPU per request, whether it failed too often. */
function recordRun(name, connections, r, cpu) {
  assertServer();
  const failures = r.non2xx + r.errors;
  const failureShare = failures / Math.max(1, r.total + r.errors);
  const row = {
    name,
    connections,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    max: r.max,
    total: r.total,
    non2xx: r.non2xx,
    errors: r.errors,
    invalid: failureShare > MAX_FAILURES,
    cpu,
  };
  if (row.invalid) invalidRuns++;
  loadRows.push(row);
  console.log(
    `${name.padEnd(34)} c=${String(connections).padStart(2)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms` +
      `  CPU ms/req: server ${formatCpuMs(cpu.server)}, database ${formatCpuMs(cpu.database)}, load ${formatCpuMs(cpu.loadGenerator)}; machine ${cpu.machineBusy === null ? '?' : `${Math.round(cpu.machineBusy * 100)}%`} busy` +
      (failures ? `  (${r.non2xx} non-2xx, ${r.errors} errors${row.invalid ? ': INVALID RUN, over 0.1%' : ''})` : ''),
  );
}

/** A CPU meter over the running server (and its database's backends on PostgreSQL). */
const meterRun = () => cpuMeter({ serverPid: running.pid, backendPids: driver === 'postgres' ? backendPids : null });

/**
 * autocannon at every connection count (closed loop: each connection sends its next request when the last is
 * answered): a warm-up on `warmPaths`, then `duration` seconds on `paths`.
 */
async function load(name, paths, warmPaths = paths) {
  const nextPath = cycle(paths);
  const nextWarmPath = cycle(warmPaths);
  const requests = (next) => [
    {
      method: 'GET',
      setupRequest(request) {
        request.path = next();
        request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress() };
        return request;
      },
    },
  ];
  for (const connections of CONNECTIONS) {
    if (WARMUP > 0) await autocannon({ url: base, connections, duration: WARMUP, headers: HEADERS, requests: requests(nextWarmPath) });
    const meter = meterRun();
    await meter.start();
    const r = await autocannon({ url: base, connections, duration: DURATION, headers: HEADERS, requests: requests(nextPath) });
    const cpu = await meter.stop(r.requests.total);
    recordRun(
      name,
      connections,
      {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      },
      cpu,
    );
  }
}

/**
 * The search mix at the target's rate (bench/open-load.mjs: Poisson arrivals, latency from arrival), over the
 * target's connections: the latency visitors meet while the server serves that many searches a second. The
 * closed-loop runs measure how many it can serve; their p99 is set by the connection count once saturated.
 */
async function loadAtRate(name, paths, { rps, connections }) {
  const nextPath = cycle(paths);
  const meter = meterRun();
  await meter.start();
  const r = await openLoad({
    base,
    rate: rps,
    duration: DURATION,
    connections,
    nextPath,
    nextHeaders: () => ({ ...HEADERS, 'x-forwarded-for': visitorAddress() }),
    seed: SEED,
  });
  recordRun(name, connections, r, await meter.stop(r.total));
}

async function get(path) {
  assertServer();
  const started = performance.now();
  const response = await fetch(base + path, { headers: { ...HEADERS, 'x-forwarded-for': visitorAddress() } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body, headers: response.headers };
}

/** Every measured search once, in order: latency, status and total per search. */
async function sequentialPass() {
  for (const path of warmupPaths.slice(0, SEQUENTIAL_WARMUP)) await get(path);
  log(`Sequential pass: ${data.searches.length.toLocaleString('en')} searches, one at a time, page cache off ...`);
  const bar = progress(data.searches.length, 'searches');
  const results = [];
  for (const [i, search] of data.searches.entries()) {
    const { ms, status, headers } = await get(measuredPaths[i]);
    // A refused search (429 from the anonymous limit, 400, 503) would be timed as if it were one: stop instead.
    if (status !== 200) throw new Error(`GET ${measuredPaths[i]} answered ${status} in the sequential pass`);
    results.push({
      ...search,
      ms,
      status,
      total: Number(headers.get('x-total-count') ?? 0),
      exact: headers.get('x-total-count-exact') !== 'false',
    });
    bar.tick(i + 1);
  }
  bar.end();
  return results;
}

/** Best match on each relevance check: is a group whose description names every identifier on page 1? */
async function relevancePass() {
  const results = [];
  for (const check of data.checks) {
    const { status, body } = await get(pathOf({ q: check.q, tech: check.tech, sort: 2 }, 12));
    const items = status === 200 ? JSON.parse(body) : [];
    const names = (snippet) => check.identifiers.every((id) => snippet.description.toLowerCase().includes(id.toLowerCase()));
    const position = items.findIndex((group) => group.versions.some((version) => version.snippets.some(names)));
    results.push({ ...check, status, position, found: items.length });
  }
  return results;
}

/**
 * The five slowest searches: the SLOW_CANDIDATES slowest of the sequential pass, each timed three
 * times more (a single time can be a pause of the process), by their median.
 */
async function slowestSearches(results) {
  const candidates = [...results].sort((a, b) => b.ms - a.ms).slice(0, SLOW_CANDIDATES);
  for (const candidate of candidates) {
    const times = [];
    for (let i = 0; i < 3; i++) times.push((await get(pathOf(candidate))).ms);
    candidate.median = times.sort((a, b) => a - b)[1];
  }
  return candidates.sort((a, b) => b.median - a.median).slice(0, 5);
}

let sequential;
let slowest;
let relevance;
log(`Server with the page cache off (PUBLIC_PAGE_TTL_MS=0) ...`);
writeFileSync(baselineFile, '[]');
await withServer({ PUBLIC_PAGE_TTL_MS: '0' }, async () => {
  const page = await get('/api/public/');
  if (page.status !== 200) throw new Error(`GET /api/public/ answered ${page.status}`);
  writeFileSync(baselineFile, page.body);
  sequential = await timed('sequential pass', sequentialPass);
  // Every search's time, for analysis by kind (not committed: .data is ignored).
  writeFileSync(join(benchDataDir, `sequential-${driver}-${N}.json`), JSON.stringify(sequential));
  slowest = await slowestSearches(sequential);
  log(`Relevance: ${data.checks.length} best-match searches ...`);
  relevance = await timed('relevance checks', relevancePass);
  await timed('load runs, no cache', async () => {
    await load('baseline (same bytes from memory)', ['/api/bench/baseline']);
    await load('default page, no cache', ['/api/public/']);
    await load('technology pages, no cache', techPaths, techWarmPaths);
    await load('search mix, no cache', measuredPaths, warmupPaths);
    await load('mixed traffic, no cache', mixedPaths, warmupPaths);
    // At the target's rate (judged), and at half of it: the latency at a rate the server may keep when it cannot keep the target's.
    const target = TARGETS[driver];
    for (const rps of [target.search.rps, target.search.rps / 2]) {
      await loadAtRate(`search mix, no cache, ${rps} req/s offered`, measuredPaths, { rps, connections: target.connections });
    }
  });
});
log(`Server with the default page cache (PUBLIC_PAGE_TTL_MS=${process.env.PUBLIC_PAGE_TTL_MS ?? 'default'}) ...`);
await withServer({}, async () => {
  // A fresh process (and, on PGlite, a fresh database cache and its start-up ANALYZE): warmed by the
  // warm-up searches one at a time, as the first server was by its sequential pass; they are not
  // in the measured mix, so the page cache starts without any of it.
  await timed('warm-up of the second server', async () => {
    for (const path of warmupPaths) await get(path);
  });
  await timed('load runs, page cache on', () => load('search mix, page cache on', measuredPaths, warmupPaths));
});

// ---- 3. Plans of the slowest searches -----------------------------------------------------------

/**
 * A connection for the plans, with auto_explain loaded when the database allows it (PostgreSQL:
 * a superuser; PGlite: its contrib build), so that the plans of the statements run inside SQL
 * functions (which EXPLAIN shows as one Function Scan) come back as notices.
 */
async function openExplainer() {
  let session;
  if (driver === 'postgres') {
    const service = await openDatabase();
    const client = await service.db.$client.connect();
    let listener = null;
    client.on('notice', (notice) => listener?.(notice));
    session = {
      db: service.db,
      async run(text, params = [], onNotice = null) {
        listener = onNotice;
        try {
          return await client.query(text, params);
        } finally {
          listener = null;
        }
      },
      async close() {
        client.release();
        await service.close();
      },
    };
  } else {
    const { PGlite } = await import(requireBackend.resolve('@electric-sql/pglite'));
    const { pg_trgm } = await import(requireBackend.resolve('@electric-sql/pglite/contrib/pg_trgm'));
    const { auto_explain } = await import(requireBackend.resolve('@electric-sql/pglite/contrib/auto_explain'));
    const pg = await PGlite.create(pgliteDir, { extensions: { pg_trgm, auto_explain } });
    const { drizzle } = requireBackend('drizzle-orm/pglite');
    session = {
      db: drizzle({ client: pg, schema: backend('database/schema.js') }),
      run: (text, params = [], onNotice = undefined) => pg.query(text, params, { onNotice }),
      close: () => pg.close(),
    };
  }
  try {
    await session.run(`LOAD 'auto_explain'`);
    for (const setting of ['log_analyze = on', 'log_buffers = on', 'log_nested_statements = on', 'log_min_duration = -1']) {
      await session.run(`SET auto_explain.${setting}`);
    }
    await session.run('SET client_min_messages = log');
    session.autoExplain = true;
  } catch (error) {
    log(`No auto_explain (${error.message}): the plans inside SQL functions will be missing`);
    session.autoExplain = false;
  }
  return session;
}

log('EXPLAIN (ANALYZE, BUFFERS) of the five slowest searches ...');
const explainStarted = performance.now();
const explainer = await openExplainer();
const repository = new ListingRepository(explainer.db);
const statistics = new StatisticsCache(repository);
const resolveSearch = searchResolver(explainer.db, technologyIds);
for (const search of slowest) {
  const resolved = await resolveSearch(search);
  search.plans = [];
  if (!resolved) continue;
  // As the server estimates it: a common search is walked first.
  const page = plan(resolved.page, resolved.parsed.terms, await statistics.current());
  // The statements the page ran, in order (findPage's trace).
  const statements = [];
  await repository.findPage(page, statements);
  for (const statement of statements) {
    const { sql: text, params } = explainer.db.dialect.sqlToQuery(statement.sql);
    // EXPLAIN ANALYZE times every node (costly in PGlite's WASM): the statement is also timed alone.
    const alone = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await explainer.run(text, params);
      alone.push(performance.now() - started);
    }
    const notices = [];
    if (explainer.autoExplain) await explainer.run('SET auto_explain.log_min_duration = 0');
    const result = await explainer.run(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params, (notice) => notices.push(notice.message));
    if (explainer.autoExplain) await explainer.run('SET auto_explain.log_min_duration = -1');
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    const executed = /Execution Time: ([\d.]+) ms/.exec(plan);
    search.plans.push({
      name: statement.name,
      plan,
      ms: executed ? Number(executed[1]) : null,
      alone: alone.sort((a, b) => a - b)[1],
      // auto_explain's notices of the statements inside functions (the EXPLAIN itself is left out).
      nested: notices.filter((message) => /Query Text:/.test(message) && !/Query Text: EXPLAIN/.test(message)),
    });
  }
}
await explainer.close();
await backendsClient?.end();
timings.push({ phase: 'EXPLAIN of the slowest', seconds: (performance.now() - explainStarted) / 1000 });

// ---- Results ------------------------------------------------------------------------------------

const file = writeReport({
  driver,
  groups: N,
  shape: SHAPE,
  argv: process.argv.slice(2),
  databaseUrl: process.env.DATABASE_URL,
  settings: {
    duration: DURATION,
    warmup: WARMUP,
    connections: CONNECTIONS,
    sequentialWarmup: SEQUENTIAL_WARMUP,
    slowCandidates: SLOW_CANDIDATES,
    pageTtlMs: Number(process.env.PUBLIC_PAGE_TTL_MS ?? DEFAULT_PAGE_TTL_MS),
  },
  dataset: { ...dataset, queries: data.searches.length, warmupQueries: data.warmupSearches.length, checks: data.checks.length },
  timings: [...timings, { phase: 'whole run', seconds: (performance.now() - benchStarted) / 1000 }],
  loadRows,
  sequential,
  slowest,
  relevance,
});
console.log(`\nResults written to ${file}`);
if (invalidRuns > 0) {
  console.error(`\n${invalidRuns} load run(s) had more than 0.1% non-2xx answers or errors: the figures above are not valid.`);
  process.exit(1);
}
