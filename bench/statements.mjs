// `node bench/statements.mjs [--searches 600] [--from 0] [--buffers] [--slowest 30]`: where the database's time goes, by statement.
//
// Runs searches of the benchmark's query set one at a time, each as the server runs it (the
// statistics' estimate, ListingRepository.findPage, the page's cards when findPage answered ids,
// then the excerpts' read of the groups whose preview cannot give one: withExcerpts), on the
// benchmark's database (DATABASE_URL, or PGlite in .data/bench-pglite), and times every statement
// the listing sends by its kind (the GIN index's first matches, walks along an order's index, sorts,
// the texts' matches, cards, excerpts). No HTTP and no server: what each kind of statement costs,
// its share of the time, the GIN index's first statements by how many matches they read (at most
// SORT_ROWS + 1), and the time of a search by its number of matches. With --buffers
// (PostgreSQL), each statement first runs under EXPLAIN (ANALYZE, BUFFERS) with generic plans, as
// the server's prepared statements run, and the pages it touched are added up (the times are then
// of the second, warm run): read from outside shared buffers and hit, per statement kind and per
// kind of search (by its number of matches). Pages
// touched are what a search costs on a machine that keeps little in memory. With --slowest N, each
// search runs twice and keeps its faster run (the first may find its pages outside shared buffers),
// and the N slowest searches are listed with their statements' kinds and times, and the share of
// searches over 10, 25 and 50 ms: under load, these are the latency's tail (the times by statement
// kind then count both runs). Run `npm run bench`
// first (it builds the database, the query set and backend/dist). Nothing is written.
import { parseArgs } from 'node:util';
import { benchPgliteDir, latestQuerySet } from './corpus/lib.mjs';
import { listingBackend } from './listing-backend.mjs';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '600' },
    from: { type: 'string', default: '0' },
    buffers: { type: 'boolean', default: false },
    slowest: { type: 'string', default: '0' },
  },
});
const COUNT = Number(args.searches);
const FROM = Number(args.from);
const SLOWEST = Number(args.slowest);
const { sql, loadConfig, DatabaseService, resultRows, ListingRepository, StatisticsCache, plan, searchResolver, withExcerpts } =
  listingBackend();

const { file: queryFile, searches } = await latestQuerySet();

/** The kind of a listing statement, from its text (findPage's trace names its own alike). */
function kindOf(text) {
  if (text.includes('WITH page AS MATERIALIZED')) return 'matches';
  if (text.includes('group_search_text_matches')) return 'text matches';
  if (text.includes('group_search_matches(')) return 'sorted';
  if (text.includes('v.vector @@')) return 'walk';
  if (text.includes('w.text_vector @@')) return 'text walk';
  if (text.includes('group_cards')) return 'cards';
  if (text.includes('FROM versions x')) return 'excerpts';
  return 'other';
}

const env = process.env.DATABASE_URL ? process.env : { ...process.env, PGLITE_DIR: benchPgliteDir };
const service = await DatabaseService.open(loadConfig(env));
const { db } = service;
const times = new Map();
const execute = db.execute.bind(db);
if (args.buffers && !process.env.DATABASE_URL) throw new Error('--buffers needs PostgreSQL (DATABASE_URL)');
const explainer = args.buffers ? await db.$client.connect() : null;
await explainer?.query('SET plan_cache_mode = force_generic_plan');
/** Pages read and hit by the statements of the search running now, by statement kind (--buffers). */
let pages = {};
/** The statements of the search running now: kind and ms (--slowest). */
let steps = [];
/** Whether the search running now has a technology filter, and the statements' times by kind and filter. */
let filtered = false;
const timesByFilter = new Map();
/** The GIN index's first statements ("matches") by how many matches they read (found: at most SORT_ROWS + 1): count and ms. */
const matchesByRows = {};
const rowsBucketOf = (found) =>
  found == null ? 'no search' : found <= 1000 ? '0-1,000' : found <= 5000 ? '1,001-5,000' : found <= 20000 ? '5,001-20,000' : '20,001';
db.execute = async (statement) => {
  const query = db.dialect.sqlToQuery(statement.getSQL ? statement.getSQL() : statement);
  const kind = kindOf(query.sql);
  if (explainer) {
    // First, cold: the pages it reads are counted here; the run timed below finds them in shared buffers.
    const { rows } = await explainer.query({ text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, values: query.params });
    const { Plan: plan } = rows[0]['QUERY PLAN'][0];
    const entry = (pages[kind] ??= { read: 0, hit: 0 });
    entry.read += plan['Shared Read Blocks'] ?? 0;
    entry.hit += plan['Shared Hit Blocks'] ?? 0;
  }
  const started = performance.now();
  let result;
  try {
    result = await execute(statement);
    return result;
  } finally {
    if (kind === 'matches' && result) {
      const found = resultRows(result)[0]?.found;
      const entry = (matchesByRows[rowsBucketOf(found)] ??= { count: 0, ms: 0 });
      entry.count += 1;
      entry.ms += performance.now() - started;
    }
    const ms = performance.now() - started;
    for (const [map, key] of [
      [times, kind],
      [timesByFilter, `${kind}, ${filtered ? 'with' : 'without'}`],
    ]) {
      const entry = map.get(key) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += ms;
      map.set(key, entry);
    }
    steps.push({ kind, ms });
  }
};
const repository = new ListingRepository(db);
const statistics = new StatisticsCache(repository);
await statistics.refresh();
const technologies = new Map(
  resultRows(await execute(sql`SELECT id, name FROM technologies WHERE owner_id IS NULL`)).map((row) => [row.name, row.id]),
);
const resolveSearch = searchResolver(db, technologies);

const measured = searches.slice(FROM, FROM + COUNT);
/** Each search's faster run (--slowest). */
const timed = [];
/** Pages per kind of search (by its number of matches) and statement kind (--buffers). */
const pagesBySearch = new Map();
/** Time per search with and without a technology filter (the box's tech:/lang: or the technology picker). */
const byFilter = new Map();
const bucketOf = (page) => (!page.exact ? '1,000+' : page.total === 0 ? '0' : page.total <= 100 ? '1-100' : '101-1,000');
const started = performance.now();
for (const search of measured) {
  const resolved = await resolveSearch(search);
  if (!resolved) continue;
  filtered = Boolean(resolved.page.techId);
  const page = plan(resolved.page, resolved.parsed.terms, await statistics.current());
  const run = async () => {
    pages = {};
    steps = [];
    const runStarted = performance.now();
    const found = await repository.findPage(page);
    await withExcerpts(found.cards ?? (await repository.cards(found.ids)), resolved.parsed.terms, repository);
    return { found, ms: performance.now() - runStarted, steps };
  };
  let { found, ms, steps: ran } = await run();
  if (SLOWEST > 0) {
    const again = await run();
    if (again.ms < ms) ({ ms, steps: ran } = again);
    timed.push({ search, found, ms, steps: ran });
  }
  const bucket = pagesBySearch.get(bucketOf(found)) ?? { searches: 0, ms: 0, kinds: {} };
  bucket.searches += 1;
  bucket.ms += ms;
  for (const [kind, { read, hit }] of Object.entries(pages)) {
    const entry = (bucket.kinds[kind] ??= { read: 0, hit: 0 });
    entry.read += read;
    entry.hit += hit;
  }
  pagesBySearch.set(bucketOf(found), bucket);
  const filter = byFilter.get(page.techId ? 'with' : 'without') ?? { searches: 0, ms: 0 };
  filter.searches += 1;
  filter.ms += ms;
  byFilter.set(page.techId ? 'with' : 'without', filter);
}
const total = performance.now() - started;
explainer?.release();
await service.close();

console.log(
  `${measured.length} searches of ${queryFile} (from ${FROM}), one at a time: ${total.toFixed(0)} ms, ${(total / Math.max(1, measured.length)).toFixed(1)} ms each`,
);
for (const [kind, { count, ms }] of [...times].sort((a, b) => b[1].ms - a[1].ms)) {
  if (kind === 'other') continue;
  console.log(
    `${kind.padEnd(13)} ${String(count).padStart(5)} statements ${ms.toFixed(0).padStart(7)} ms  ${((ms / total) * 100).toFixed(0).padStart(3)}%  mean ${(ms / count).toFixed(1)} ms`,
  );
}
console.log('\nThe GIN index\'s first statements ("matches"), by the matches they read:');
for (const bucket of ['no search', '0-1,000', '1,001-5,000', '5,001-20,000', '20,001']) {
  const entry = matchesByRows[bucket];
  if (entry)
    console.log(
      `${bucket.padStart(13)}: ${String(entry.count).padStart(5)} statements, ${entry.ms.toFixed(0).padStart(6)} ms, mean ${(entry.ms / entry.count).toFixed(1)} ms`,
    );
}
const searchesMs = [...pagesBySearch.values()].reduce((sum, bucket) => sum + bucket.ms, 0);
console.log('\nTime per search, by its number of matches:');
for (const [bucket, { searches: count, ms }] of [...pagesBySearch].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(
    `${bucket.padStart(9)} matches: ${String(count).padStart(5)} searches, ${(ms / count).toFixed(1)} ms each, ${((ms / searchesMs) * 100).toFixed(0)}% of the time`,
  );
}
console.log('\nTime per search, with and without a technology filter:');
for (const [filter, { searches: count, ms }] of byFilter) {
  console.log(
    `${filter.padStart(9)}: ${String(count).padStart(5)} searches, ${(ms / count).toFixed(1)} ms each, ${((ms / searchesMs) * 100).toFixed(0)}% of the time`,
  );
}
console.log('Their statements, by kind:');
for (const [key, { count, ms }] of [...timesByFilter].sort((a, b) => b[1].ms - a[1].ms)) {
  if (!key.startsWith('other'))
    console.log(
      `${key.padStart(22)}: ${String(count).padStart(5)} statements, ${ms.toFixed(0).padStart(6)} ms, mean ${(ms / count).toFixed(1)} ms`,
    );
}
if (SLOWEST > 0) {
  timed.sort((a, b) => b.ms - a.ms);
  const over = (ms) => `${((timed.filter((t) => t.ms > ms).length / timed.length) * 100).toFixed(1)}% over ${ms} ms`;
  const at = (share) => timed[Math.floor(timed.length * share)]?.ms.toFixed(1);
  console.log(`\nEach search's faster of two runs: p50 ${at(0.5)} ms, p99 ${at(0.01)} ms; ${[10, 25, 50].map(over).join(', ')}`);
  console.log(`The ${SLOWEST} slowest (ms, q, technology, sort, skip, matches: statements):`);
  for (const { search, found, ms, steps: ran } of timed.slice(0, SLOWEST)) {
    const matches = found.exact ? String(found.total) : '1,000+';
    const statements = ran.map((step) => `${step.kind} ${step.ms.toFixed(1)}`).join(', ');
    console.log(
      `${ms.toFixed(1).padStart(6)}  ${JSON.stringify(search.q)} ${search.tech ?? '-'} s${search.sort} k${search.skip} ${matches}: ${statements}`,
    );
  }
}
if (args.buffers) {
  console.log('\nPages per search (read from outside shared buffers / hit), by its number of matches and statement kind (--buffers):');
  for (const [bucket, { searches: count, kinds }] of [...pagesBySearch].sort((a, b) => a[0].localeCompare(b[0]))) {
    const all = Object.values(kinds).reduce((sum, { read, hit }) => ({ read: sum.read + read, hit: sum.hit + hit }), { read: 0, hit: 0 });
    const parts = Object.entries(kinds)
      .sort((a, b) => b[1].read - a[1].read)
      .map(([kind, { read, hit }]) => `${kind} ${(read / count).toFixed(0)} / ${(hit / count).toFixed(0)}`);
    console.log(
      `${bucket.padStart(9)} matches: ${String(count).padStart(5)} searches, ${(all.read / count).toFixed(0)} read / ${(all.hit / count).toFixed(0)} hit each: ${parts.join(', ')}`,
    );
  }
}
