// `npm run bench`: seeds N public snippet groups (default 100k; `-- --groups 1000000` works) with
// realistic code across the technologies, then measures the public listing with autocannon at 10 and
// 50 connections beside a baseline (the same server answering a fixed JSON of the same size from
// memory), on PGlite (default, .data/bench-pglite) or PostgreSQL (DATABASE_URL: use a dedicated
// database). Prints req/s, p50 and p99 per scenario and writes bench/results/<date>-<driver>-<N>.md
// with EXPLAIN ANALYZE of each scenario's queries.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, hostname, release } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { CORPUS } from './bench-corpus.mjs';
import { answers, checkNode, npmCommand, root, run, stopGroup, waitFor } from './lib.mjs';

checkNode();
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { values: args } = parseArgs({
  options: {
    groups: { type: 'string', default: process.env.BENCH_GROUPS ?? '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    port: { type: 'string', default: '3777' },
    'skip-seed': { type: 'boolean', default: false },
  },
});
const N = Number(args.groups);
const DURATION = Number(args.duration);
const CONNECTIONS = args.connections.split(',').map(Number);
const PORT = Number(args.port);
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const pgliteDir = join(root, '.data', 'bench-pglite');
const dbEnv = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DIR: pgliteDir };

if ((await run(npmCommand, ['run', 'build', '-w', 'backend', '--silent'])) !== 0) process.exit(1);
const { loadConfig } = require(join(root, 'backend/dist/config/env.js'));
const { DatabaseService } = require(join(root, 'backend/dist/database/database.service.js'));
const { ListingRepository } = require(join(root, 'backend/dist/modules/snippet-groups/listing/listing.repository.js'));
const { sql } = require('drizzle-orm');

function bar(done, total, started) {
  const width = 30;
  const ratio = total ? done / total : 1;
  const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
  process.stderr.write(
    `\r  [${'#'.repeat(Math.round(ratio * width)).padEnd(width, '.')}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${Math.round(rate).toLocaleString('en')} groups/s   `,
  );
}

const rows = (result) => result.rows ?? result;

async function seed(database) {
  const db = database.db;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_corpus (n int PRIMARY KEY, description text NOT NULL, code text NOT NULL)`);
  await db.execute(sql`TRUNCATE bench_corpus`);
  for (const [index, [description, code]] of CORPUS.entries()) {
    await db.execute(sql`INSERT INTO bench_corpus (n, description, code) VALUES (${index}, ${description}, ${code})`);
  }
  await db.execute(sql`
    INSERT INTO users (firebase_uid, email, username)
    SELECT 'bench-' || g, 'bench' || g || '@bench.invalid', 'bench_' || g FROM generate_series(0, 1999) g
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_owner`);
  await db.execute(
    sql`CREATE TABLE bench_owner AS SELECT (row_number() OVER (ORDER BY firebase_uid) - 1)::int AS n, id FROM users WHERE firebase_uid LIKE 'bench-%'`,
  );
  await db.execute(sql`DROP TABLE IF EXISTS bench_tech`);
  await db.execute(
    sql`CREATE TABLE bench_tech AS SELECT (row_number() OVER (ORDER BY name) - 1)::int AS n, id, name FROM technologies WHERE owner_id IS NULL`,
  );
  const techN = Number(rows(await db.execute(sql`SELECT count(*)::int AS c FROM bench_tech`))[0].c);
  const existing = Number(
    rows(
      await db.execute(
        sql`SELECT count(*)::int AS c FROM snippet_groups g JOIN users u ON u.id = g.owner_id WHERE u.firebase_uid LIKE 'bench-%'`,
      ),
    )[0].c,
  );
  if (existing >= N) {
    console.log(`Database already holds ${existing.toLocaleString('en')} benchmark groups`);
    return;
  }
  console.log(
    `Seeding ${(N - existing).toLocaleString('en')} public groups (${existing.toLocaleString('en')} already there) on ${driver} ...`,
  );
  const batch = 5000;
  const started = Date.now();
  for (let from = existing; from < N; from += batch) {
    const to = Math.min(N, from + batch) - 1;
    await db.execute(sql`
      WITH src AS (
        SELECT i, gen_random_uuid() AS gid, gen_random_uuid() AS vid, t.id AS tech_id, t.name AS tech_name, o.id AS owner_id,
               (i * 31) % ${CORPUS.length} AS c1, (i * 17 + 5) % ${CORPUS.length} AS c2
        FROM generate_series(${from}::int, ${to}::int) AS i
        JOIN bench_tech t ON t.n = i % ${techN}
        JOIN bench_owner o ON o.n = i % 2000
      ),
      g AS (
        INSERT INTO snippet_groups (id, owner_id, technology_id, is_public, upvote_count, created_at, updated_at, search_text)
        SELECT s.gid, s.owner_id, s.tech_id, true, floor(power(random(), 8) * 1000)::int,
               now() - random() * interval '730 days', now(),
               concat_ws(E'\\n', s.tech_name, '1.0.0', 'General',
                 c1.description || CASE WHEN s.i % 5000 = 0 THEN ' quokka' ELSE '' END, c1.code, c2.description, c2.code)
        FROM src s JOIN bench_corpus c1 ON c1.n = s.c1 JOIN bench_corpus c2 ON c2.n = s.c2
        RETURNING id
      ),
      v AS (
        INSERT INTO versions (id, group_id, no, name, position) SELECT vid, gid, '1.0.0', 'General', 0 FROM src RETURNING id
      )
      INSERT INTO snippets (version_id, description, code, position)
      SELECT s.vid, c.description || CASE WHEN pick.k = 0 AND s.i % 5000 = 0 THEN ' quokka' ELSE '' END, c.code, pick.k
      FROM src s CROSS JOIN LATERAL (VALUES (0, s.c1), (1, s.c2)) AS pick(k, cn) JOIN bench_corpus c ON c.n = pick.cn`);
    bar(to + 1 - existing, N - existing, started);
  }
  process.stderr.write('\n');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; analysing ...`);
  await db.execute(sql`VACUUM ANALYZE`);
}

const database = await DatabaseService.open(loadConfig({ ...process.env, ...dbEnv }));
if (!args['skip-seed']) await seed(database);
const publicCount = Number(
  rows(await database.db.execute(sql`SELECT count(*)::int AS c FROM snippet_groups WHERE is_public AND NOT is_hidden`))[0].c,
);
const python = rows(await database.db.execute(sql`SELECT id FROM technologies WHERE owner_id IS NULL AND name = 'Python'`))[0].id;
const deepSkip = Math.min(50_000, Math.floor(publicCount / 2));

const scenarios = [
  { name: 'default page', query: {}, page: { skip: 0, limit: 12, sort: 0, terms: [] } },
  { name: 'technology filter (Python)', query: { techID: python }, page: { skip: 0, limit: 12, sort: 0, techId: python, terms: [] } },
  { name: 'common word "return"', query: { q: 'return' }, page: { skip: 0, limit: 12, sort: 0, terms: ['return'] } },
  { name: 'rare word "quokka"', query: { q: 'quokka' }, page: { skip: 0, limit: 12, sort: 0, terms: ['quokka'] } },
  { name: 'identifier prefix "useEff"', query: { q: 'useEff' }, page: { skip: 0, limit: 12, sort: 0, terms: ['useEff'] } },
  { name: `deep page (skip=${deepSkip})`, query: { skip: deepSkip }, page: { skip: deepSkip, limit: 12, sort: 0, terms: [] } },
];

// EXPLAIN ANALYZE of each scenario's page and count queries, before the server takes the database.
const repository = new ListingRepository(database.db);
const client = database.db.$client;
async function explain(query) {
  const { sql: text, params } = query.toSQL();
  const started = performance.now();
  const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  const ms = performance.now() - started;
  return { ms, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') };
}
for (const scenario of scenarios) {
  scenario.explainPage = await explain(repository.pageQuery(scenario.page));
  scenario.explainCount = await explain(repository.countQuery(scenario.page));
}
await database.close();

// The server, as `npm start` runs it, plus the baseline route (backend/src/bin/bench-server.ts).
const baselineFile = join(root, '.data', 'bench-baseline.json');
mkdirSync(join(root, '.data'), { recursive: true });
writeFileSync(baselineFile, '[]');
const server = spawn(process.execPath, [join(root, 'backend/dist/bin/bench-server.js'), baselineFile], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...dbEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: '.data/no-web',
  },
});
const base = `http://127.0.0.1:${PORT}`;
const results = [];
try {
  await waitFor(() => answers(`${base}/api/health`), { timeoutMs: 120_000, what: 'the benchmark server' });
  const page = await (await fetch(`${base}/api/public/`)).text();
  writeFileSync(baselineFile, page);
  const url = (query) => `${base}/api/public/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const targets = [
    { name: 'baseline (fixed JSON from memory)', url: `${base}/api/bench/baseline` },
    ...scenarios.map((s) => ({ name: s.name, url: url(s.query), scenario: s })),
  ];
  for (const target of targets) {
    for (const connections of CONNECTIONS) {
      await autocannon({ url: target.url, connections, duration: 1 }); // warm-up
      const r = await autocannon({ url: target.url, connections, duration: DURATION, headers: { 'accept-language': 'en-EN' } });
      const row = {
        name: target.name,
        connections,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        bytes: r.throughput.average,
      };
      results.push(row);
      console.log(
        `${target.name.padEnd(36)} c=${String(connections).padStart(2)}  ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`,
      );
    }
  }
} finally {
  await stopGroup(server);
}

const baselineAt = (c) => results.find((r) => r.name.startsWith('baseline') && r.connections === c);
const maxC = Math.max(...CONNECTIONS);
const lines = [
  `# Public listing benchmark: ${driver}, ${publicCount.toLocaleString('en')} public groups`,
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${hostname()}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
  `- Database: ${driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in-process WASM)'}; server and load generator on the same machine`,
  `- autocannon, ${DURATION} s per run after a 1 s warm-up; targets: p99 <= 50 ms at 50 connections; default page >= 50% of the baseline's req/s`,
  '',
  '| scenario | connections | req/s | p50 ms | p99 ms | vs baseline | non-2xx |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / (baselineAt(r.connections)?.rps || 1)) * 100).toFixed(0)}% | ${r.non2xx + r.errors} |`,
  ),
  '',
  '## Verdict',
  '',
  ...scenarios.map((s) => {
    const r = results.find((x) => x.name === s.name && x.connections === maxC);
    return r
      ? `- ${s.name}: p99 ${r.p99} ms at ${maxC} connections: ${r.p99 <= 50 ? 'meets' : 'MISSES'} the 50 ms target`
      : `- ${s.name}: not measured`;
  }),
  (() => {
    const r = results.find((x) => x.name === 'default page' && x.connections === maxC);
    const b = baselineAt(maxC);
    return r && b
      ? `- default page throughput: ${((r.rps / b.rps) * 100).toFixed(0)}% of the baseline at ${maxC} connections: ${r.rps >= b.rps / 2 ? 'meets' : 'MISSES'} the 50% target`
      : '';
  })(),
  '',
  '## Query plans (EXPLAIN ANALYZE, measured before the load, cold for the count cache)',
  '',
  ...scenarios.flatMap((s) => [
    `### ${s.name}`,
    '',
    `Page query (${s.explainPage.ms.toFixed(1)} ms):`,
    '```',
    s.explainPage.plan,
    '```',
    `Count query (${s.explainCount.ms.toFixed(1)} ms; the service reuses a count for 5 s, PUBLIC_COUNT_TTL_MS):`,
    '```',
    s.explainCount.plan,
    '```',
    '',
  ]),
];
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(root, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-${driver}-${publicCount}.md`);
writeFileSync(file, lines.join('\n') + '\n');
console.log(`\nResults written to ${file}`);
