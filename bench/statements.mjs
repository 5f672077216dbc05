// `node bench/statements.mjs [--searches 600] [--from 0] [--buffers]`: where the database's time goes, by statement.
//
// Runs searches of the benchmark's query set one at a time, each as the server runs it (the
// statistics' estimate, ListingRepository.findPage, then the page's cards when findPage answered
// ids), on the benchmark's database (DATABASE_URL, or PGlite in .data/bench-pglite), and times every
// statement the listing sends by its kind (the GIN index's first matches, walks along an order's
// index, sorts, the texts' matches, cards). No HTTP and no server: what each kind of statement costs,
// its share of the time, and the time of a search by its number of matches. With --buffers
// (PostgreSQL), each statement first runs under EXPLAIN (ANALYZE, BUFFERS) with generic plans, as
// the server's prepared statements run, and the pages it touched are added up (the times are then
// of the second, warm run): read from outside shared buffers and hit, per statement kind and per
// kind of search (by its number of matches). Pages
// touched are what a search costs on a machine that keeps little in memory. Run `npm run bench`
// first (it builds the database, the query set and backend/dist). Nothing is written.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDataDir, readJsonLines, root } from './corpus/lib.mjs';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '600' },
    from: { type: 'string', default: '0' },
    buffers: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.searches);
const FROM = Number(args.from);
const require = createRequire(join(root, 'backend/package.json'));
const backend = (path) => require(join(root, 'backend/dist', path));
const { sql } = require('drizzle-orm');
const { loadConfig } = backend('config/env.js');
const { DatabaseService, resultRows } = backend('database/database.service.js');
const { ListingRepository } = backend('modules/snippet-groups/listing/listing.repository.js');
const { resolveListingQuery } = backend('modules/snippet-groups/listing/listing.service.js');
const { SearchStatistics } = backend('modules/snippet-groups/listing/search-statistics.js');
const { parseSearch } = backend('modules/snippet-groups/search/search-query.js');
const { TechnologiesRepository } = backend('modules/technologies/technologies.repository.js');
const { UsersRepository } = backend('modules/users/users.repository.js');

const queryFile = readdirSync(benchDataDir)
  .filter((name) => name.startsWith('queries-') && name.endsWith('.jsonl'))
  .sort()
  .at(-1);
if (!queryFile) throw new Error(`No query set in ${benchDataDir}: run npm run bench first`);
const searches = [];
for await (const search of readJsonLines(join(benchDataDir, queryFile))) searches.push(search);

/** The kind of a listing statement, from its text (ListingRepository.statements names them alike). */
function kindOf(text) {
  if (text.includes('WITH page AS MATERIALIZED')) return 'matches';
  if (text.includes('group_search_text_matches')) return 'text matches';
  if (text.includes('group_search_matches(')) return 'sorted';
  if (text.includes('v.vector @@')) return 'walk';
  if (text.includes('w.text_vector @@')) return 'text walk';
  if (text.includes('group_cards')) return 'cards';
  return 'other';
}

const env = process.env.DATABASE_URL ? process.env : { ...process.env, PGLITE_DIR: join(root, '.data', 'bench-pglite') };
const service = await DatabaseService.open(loadConfig(env));
const { db } = service;
const times = new Map();
const execute = db.execute.bind(db);
if (args.buffers && !process.env.DATABASE_URL) throw new Error('--buffers needs PostgreSQL (DATABASE_URL)');
const explainer = args.buffers ? await db.$client.connect() : null;
await explainer?.query('SET plan_cache_mode = force_generic_plan');
/** Pages read and hit by the statements of the search running now, by statement kind (--buffers). */
let pages = {};
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
  try {
    return await execute(statement);
  } finally {
    const entry = times.get(kind) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += performance.now() - started;
    times.set(kind, entry);
  }
};
const repository = new ListingRepository(db);
const statistics = new SearchStatistics(repository);
await statistics.refresh();
const technologies = new Map(
  resultRows(await execute(sql`SELECT id, name FROM technologies WHERE owner_id IS NULL`)).map((row) => [row.name, row.id]),
);
const technologiesRepository = new TechnologiesRepository(db);
const usersRepository = new UsersRepository(db);
const qualifiers = {
  technologyId: (name) => technologiesRepository.officialIdByName(name),
  userId: (username) => usersRepository.idByUsername(username),
};

const measured = searches.slice(FROM, FROM + COUNT);
/** Pages per kind of search (by its number of matches) and statement kind (--buffers). */
const pagesBySearch = new Map();
const bucketOf = (page) => (!page.exact ? '1,000+' : page.total === 0 ? '0' : page.total <= 100 ? '1-100' : '101-1,000');
const started = performance.now();
for (const search of measured) {
  const parsed = parseSearch(search.q);
  const query = {
    skip: search.skip,
    limit: 12,
    sort: search.sort,
    q: search.q,
    techID: search.tech ? technologies.get(search.tech) : undefined,
  };
  const page = await resolveListingQuery(query, parsed, qualifiers);
  if (!page) continue;
  if (page.match) await statistics.planSearch(parsed.terms, page);
  pages = {};
  const searchStarted = performance.now();
  const found = await repository.findPage(page);
  if (!found.groups) await repository.cards(found.ids);
  const bucket = pagesBySearch.get(bucketOf(found)) ?? { searches: 0, ms: 0, kinds: {} };
  bucket.searches += 1;
  bucket.ms += performance.now() - searchStarted;
  for (const [kind, { read, hit }] of Object.entries(pages)) {
    const entry = (bucket.kinds[kind] ??= { read: 0, hit: 0 });
    entry.read += read;
    entry.hit += hit;
  }
  pagesBySearch.set(bucketOf(found), bucket);
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
console.log('\nTime per search, by its number of matches:');
for (const [bucket, { searches: count, ms }] of [...pagesBySearch].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(
    `${bucket.padStart(9)} matches: ${String(count).padStart(5)} searches, ${(ms / count).toFixed(1)} ms each, ${((ms / total) * 100).toFixed(0)}% of the time`,
  );
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
