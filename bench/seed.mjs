// The benchmark's data: the corpus and query files (built from the code on this machine when
// missing or too short, see corpus/), the groups inserted from the corpus, and their search rows.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { benchDataDir, randomFor, readJsonLines, root } from './corpus/lib.mjs';

/** Owners of the benchmark's groups: users bench-0 ... bench-1999. */
export const BENCH_USERS = 2000;
/** Corpus lines per INSERT statement. */
const INSERT_BATCH = 1000;
/** Groups per search-row rebuild. */
const INDEX_BATCH = 500;
/**
 * Search-row rebuilds in flight on PostgreSQL: while the database writes one batch, this process
 * tokenizes the next (each batch's groups are its own rows, so batches never wait on each other).
 * One on PGlite, which runs in this process.
 */
const INDEX_CONCURRENCY = { postgres: 2, pglite: 1 };
/** Share of the groups that get a second snippet (the corpus line before theirs). */
const SECOND_SNIPPET = 0.03;
const DAY_MS = 86_400_000;

const rows = (result) => result.rows ?? result;
const count = async (db, statement) => Number(rows(await db.execute(statement))[0].c);

/** A progress bar on stderr: tick(done) redraws it, end() closes the line. */
export function progress(total, unit) {
  const started = Date.now();
  let last = 0;
  const draw = (done) => {
    const width = 30;
    const ratio = total ? Math.min(1, done / total) : 1;
    const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
    process.stderr.write(
      `\r  [${'#'.repeat(Math.round(ratio * width)).padEnd(width, '.')}] ${(ratio * 100).toFixed(0).padStart(3)}% ` +
        `${done.toLocaleString('en')}/${total.toLocaleString('en')} ${Math.round(rate).toLocaleString('en')} ${unit}/s   `,
    );
  };
  return {
    tick(done) {
      if (Date.now() - last < 200 && done < total) return;
      last = Date.now();
      draw(done);
    },
    end(done = total) {
      draw(done);
      process.stderr.write('\n');
    },
  };
}

/** Lines of a file (counted newlines), 0 when it does not exist. */
export async function countLines(path) {
  if (!existsSync(path)) return 0;
  let lines = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

function runNode(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/**
 * The corpus (at least `groups` lines) and the query files (`queries` measured searches plus
 * `warmup` more for the warm-ups, and `relevance` checks), built when missing, too short or older
 * than the corpus. Query files are per sample (the corpus lines they are drawn from, at most
 * 100,000 and never past `groups`, so every relevance check names a group that exists).
 */
export async function prepareData({ groups, queries, warmup, relevance, seed, rebuild, log }) {
  const timings = [];
  const corpus = join(benchDataDir, 'corpus.jsonl');
  let lines = rebuild ? 0 : await countLines(corpus);
  if (lines < groups) {
    log(`Building the corpus: ${groups.toLocaleString('en')} lines of code from this machine ...`);
    const started = performance.now();
    await runNode('bench/corpus/build-corpus.mjs', ['--count', String(groups), '--seed', String(seed), '--out', corpus]);
    timings.push({ phase: 'corpus build', seconds: (performance.now() - started) / 1000 });
    lines = await countLines(corpus);
    if (lines < groups) throw new Error(`The corpus has ${lines} lines, fewer than the ${groups} groups asked for`);
  } else log(`Corpus: ${corpus} (${lines.toLocaleString('en')} lines, enough for ${groups.toLocaleString('en')})`);

  const sample = Math.min(groups, 100_000);
  const total = queries + warmup;
  const queriesFile = join(benchDataDir, `queries-${sample}-${total}-${relevance}-s${seed}.jsonl`);
  const relevanceFile = join(benchDataDir, `relevance-${sample}-${total}-${relevance}-s${seed}.jsonl`);
  const fresh = (file) => existsSync(file) && statSync(file).mtimeMs >= statSync(corpus).mtimeMs;
  if (rebuild || !fresh(queriesFile) || !fresh(relevanceFile)) {
    log(
      `Building ${total.toLocaleString('en')} searches and ${relevance} relevance checks from the first ${sample.toLocaleString('en')} corpus lines ...`,
    );
    const started = performance.now();
    const args = ['--corpus', corpus, '--sample', String(sample), '--count', String(total), '--relevance', String(relevance)];
    await runNode('bench/corpus/build-queries.mjs', [
      ...args,
      '--seed',
      String(seed),
      '--out',
      queriesFile,
      '--relevance-out',
      relevanceFile,
    ]);
    timings.push({ phase: 'query set build', seconds: (performance.now() - started) / 1000 });
  } else {
    // Written now as far as latestQuerySet can tell: the set this run measures is the one it finds.
    const now = new Date();
    utimesSync(queriesFile, now, now);
  }
  const searches = [];
  for await (const search of readJsonLines(queriesFile)) searches.push(search);
  if (searches.length < total) {
    log(`Warning: the vocabulary gave ${searches.length} distinct searches, fewer than the ${total} asked for`);
  }
  const measuredCount = Math.min(queries, searches.length - Math.min(warmup, Math.floor(searches.length / 5)));
  const checks = [];
  for await (const check of readJsonLines(relevanceFile)) checks.push(check);
  return {
    corpus,
    queriesFile,
    relevanceFile,
    searches: searches.slice(0, measuredCount),
    warmupSearches: searches.slice(measuredCount),
    checks,
    timings,
  };
}

/**
 * Reads the first `groups` corpus lines: their distinct chunks and technologies, and calls
 * `each(line, i, draws)` with four numbers of [0, 1) that depend on the seed and the line only.
 */
export async function scanCorpus(corpus, groups, seed, each = () => {}) {
  const random = randomFor(seed * 7919 + 17);
  const distinct = new Set();
  const perTechnology = new Map();
  let i = 0;
  for await (const line of readJsonLines(corpus)) {
    if (i === groups) break;
    distinct.add(createHash('sha1').update(line.code).digest().readUIntBE(0, 6));
    perTechnology.set(line.technology, (perTechnology.get(line.technology) ?? 0) + 1);
    await each(line, i, [random(), random(), random(), random()]);
    i++;
  }
  return { lines: i, distinct: distinct.size, perTechnology: [...perTechnology].sort((a, b) => b[1] - a[1]) };
}

/** PostgreSQL's text cannot hold NUL characters. */
const clean = (text) => String(text ?? '').replaceAll(String.fromCharCode(0), '');

/**
 * The data shapes: `corpus`, one snippet a group (SECOND_SNIPPET a second one); `members`, as members
 * make them (membersGroup): 1 to 3 versions, 1 to 3 snippets each, some large, a few groups near
 * the storage limits.
 */
export const SHAPES = ['corpus', 'members'];
/** Shares of groups with 1, 2 and 3 snippets a version, and of 1, 2 and 3 versions (members' shape). */
const SNIPPETS_PER_VERSION = [0.55, 0.3, 0.15];
const VERSIONS_PER_GROUP = [0.7, 0.2, 0.1];
/** Share of snippets that are a larger window of a file (8 KB to 100 KB: several chunks of one technology joined). */
const LARGE_SNIPPET = 0.02;
/** One group in this many is filled near the storage limit: 3 versions of 16 snippets of ~100 KB (~4.8 MB). */
const NEAR_LIMIT_EVERY = 20_000;
const SNIPPET_BYTES = 100 * 1024;
/** Chunks kept per technology to cut larger windows from. */
const WINDOW_CHUNKS = 64;

/** Index drawn from a list of shares. */
function drawn(shares, r) {
  let left = r;
  for (const [index, share] of shares.entries()) if ((left -= share) < 0) return index;
  return shares.length - 1;
}

/**
 * A window of code of about `bytes` (the recent chunks of one technology joined, cut at a line end,
 * at most 100 KB): what a member pastes when they keep a whole file or a long part of one.
 */
function windowOf(recent, bytes) {
  let code = '';
  for (let i = recent.length - 1; i >= 0 && code.length < bytes; i--) code = `${recent[i].code}\n\n${code}`;
  while (code.length < bytes && code.length > 0) code += `\n${code}`;
  let cut = code.slice(0, Math.min(bytes, SNIPPET_BYTES - 1024));
  const end = cut.lastIndexOf('\n');
  if (end > cut.length / 2) cut = cut.slice(0, end);
  while (Buffer.byteLength(cut) > SNIPPET_BYTES) cut = cut.slice(0, -512);
  return cut;
}

/**
 * The versions of a group of the members' shape for corpus line `line` (its technology's recent
 * chunks in `recent`): its first snippet is the line's chunk, the others the chunks before it of the
 * same technology, a few of them larger windows; later versions the same snippets, the last one edited.
 */
function membersGroup(line, recent, random, nearLimit) {
  const versions = nearLimit ? 3 : drawn(VERSIONS_PER_GROUP, random()) + 1;
  const count = nearLimit ? 16 : drawn(SNIPPETS_PER_VERSION, random()) + 1;
  const snippets = [];
  for (let n = 0; n < count; n++) {
    const source = n === 0 ? line : (recent[recent.length - 1 - ((n * 7) % recent.length)] ?? line);
    const large = nearLimit || random() < LARGE_SNIPPET;
    const bytes = nearLimit ? SNIPPET_BYTES - 2048 : Math.round(8192 * Math.exp(random() * Math.log(SNIPPET_BYTES / 8192)));
    snippets.push({ d: clean(source.description), c: clean(large ? windowOf([...recent, source], bytes) : source.code) });
  }
  return Array.from({ length: versions }, (_, v) => ({
    no: `1.${v}.0`,
    name: v === 0 ? clean(line.versionName) || 'General' : `${clean(line.versionName) || 'General'} ${v + 1}`,
    snippets:
      v === 0
        ? snippets
        : snippets.map((snippet, n) => (n === snippets.length - 1 ? { ...snippet, c: `${snippet.c}\n// revised in 1.${v}.0` } : snippet)),
  }));
}

/**
 * Inserts the benchmark's groups: group i is corpus line i, public, one version 1.0.0 named after
 * the line's versionName, one snippet (SECOND_SNIPPET of them a second one, the line before), an
 * owner among BENCH_USERS, upvotes floor(r^8 * 1000), created over the last two years. Resumes
 * after the groups already there (each batch is one statement). Answers the corpus statistics.
 */
export async function seedGroups({ db, sql, corpus, groups, seed, driver, log, shape = 'corpus' }) {
  await db.execute(sql`
    INSERT INTO users (firebase_uid, email, username)
    SELECT 'bench-' || g, 'bench' || g || '@bench.invalid', 'bench_' || g FROM generate_series(0, ${BENCH_USERS - 1}) g
    ON CONFLICT DO NOTHING`);
  const owners = rows(await db.execute(sql`SELECT id FROM users WHERE firebase_uid LIKE 'bench-%' ORDER BY firebase_uid`)).map(
    (row) => row.id,
  );
  const technologies = new Map(
    rows(await db.execute(sql`SELECT id, name FROM technologies WHERE owner_id IS NULL`)).map((row) => [row.name, row.id]),
  );
  const existing = await count(
    db,
    sql`SELECT count(*)::int AS c FROM snippet_groups WHERE owner_id IN (SELECT id FROM users WHERE firebase_uid LIKE 'bench-%')`,
  );
  if (existing > groups) {
    throw new Error(
      `The database already holds ${existing.toLocaleString('en')} benchmark groups, more than --groups ${groups}: ` +
        `run with --groups ${existing}, or use another database (PGlite: delete .data/bench-pglite)`,
    );
  }
  const timings = [];
  if (existing === groups) log(`The database already holds the ${groups.toLocaleString('en')} benchmark groups`);
  else {
    log(
      `Inserting ${(groups - existing).toLocaleString('en')} public groups (${existing.toLocaleString('en')} already there) on ${driver} ...`,
    );
  }
  const now = Date.now();
  const bar = existing < groups ? progress(groups - existing, 'groups') : null;
  const started = performance.now();
  let batch = [];
  let previous = null;
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    if (shape === 'members') {
      await db.execute(sql`
        WITH src AS MATERIALIZED (
          SELECT s.*, gen_random_uuid() AS gid
          FROM json_to_recordset(${JSON.stringify(batch)}::json)
            AS s(owner_id uuid, technology_id uuid, upvotes int, created_at timestamptz, versions json)
        ),
        g AS (
          INSERT INTO snippet_groups (id, owner_id, technology_id, is_public, upvote_count, created_at, updated_at)
          SELECT gid, owner_id, technology_id, true, upvotes, created_at, created_at FROM src
        ),
        v AS MATERIALIZED (
          SELECT src.gid, gen_random_uuid() AS vid, (e.n - 1)::int AS position, e.v
          FROM src, json_array_elements(src.versions) WITH ORDINALITY AS e(v, n)
        ),
        vi AS (
          INSERT INTO versions (id, group_id, no, name, position) SELECT vid, gid, v->>'no', v->>'name', position FROM v
        )
        INSERT INTO snippets (version_id, description, code, position)
        SELECT v.vid, x->>'d', x->>'c', (k.n - 1)::int FROM v, json_array_elements(v.v->'snippets') WITH ORDINALITY AS k(x, n)`);
      inserted += batch.length;
      batch = [];
      bar.tick(inserted);
      return;
    }
    await db.execute(sql`
      WITH src AS MATERIALIZED (
        SELECT s.*, gen_random_uuid() AS gid, gen_random_uuid() AS vid
        FROM json_to_recordset(${JSON.stringify(batch)}::json)
          AS s(owner_id uuid, technology_id uuid, upvotes int, created_at timestamptz, version_name text, d1 text, c1 text, d2 text, c2 text)
      ),
      g AS (
        INSERT INTO snippet_groups (id, owner_id, technology_id, is_public, upvote_count, created_at, updated_at)
        SELECT gid, owner_id, technology_id, true, upvotes, created_at, created_at FROM src
      ),
      v AS (
        INSERT INTO versions (id, group_id, no, name, position) SELECT vid, gid, '1.0.0', version_name, 0 FROM src
      )
      INSERT INTO snippets (version_id, description, code, position)
      SELECT vid, d1, c1, 0 FROM src
      UNION ALL
      SELECT vid, d2, c2, 1 FROM src WHERE c2 IS NOT NULL`);
    inserted += batch.length;
    batch = [];
    bar.tick(inserted);
  };
  const recentByTechnology = new Map();
  const stats = await scanCorpus(corpus, groups, seed, async (line, i, [owner, votes, age, second]) => {
    const before = previous;
    previous = line;
    const recent = recentByTechnology.get(line.technology) ?? [];
    recentByTechnology.set(line.technology, recent);
    if (shape === 'members') {
      recent.push(line);
      if (recent.length > WINDOW_CHUNKS) recent.shift();
    }
    if (i < existing) return;
    const technologyId = technologies.get(line.technology);
    if (!technologyId) throw new Error(`Corpus line ${i}: ${line.technology} is not an official technology`);
    if (shape === 'members') {
      batch.push({
        owner_id: owners[Math.floor(owner * owners.length)],
        technology_id: technologyId,
        upvotes: Math.floor(votes ** 8 * 1000),
        created_at: new Date(now - age * 730 * DAY_MS).toISOString(),
        versions: membersGroup(line, recent.slice(0, -1), randomFor(seed * 1_000_003 + i), i % NEAR_LIMIT_EVERY === NEAR_LIMIT_EVERY - 1),
      });
      if (batch.length >= (i % NEAR_LIMIT_EVERY > NEAR_LIMIT_EVERY - INSERT_BATCH ? 50 : INSERT_BATCH)) await flush();
      return;
    }
    const extra = second < SECOND_SNIPPET && before;
    batch.push({
      owner_id: owners[Math.floor(owner * owners.length)],
      technology_id: technologyId,
      upvotes: Math.floor(votes ** 8 * 1000),
      created_at: new Date(now - age * 730 * DAY_MS).toISOString(),
      version_name: clean(line.versionName) || 'General',
      d1: clean(line.description),
      c1: clean(line.code),
      d2: extra ? clean(before.description) : null,
      c2: extra ? clean(before.code) : null,
    });
    if (batch.length === INSERT_BATCH) await flush();
  });
  await flush();
  if (bar) {
    bar.end(inserted);
    timings.push({ phase: `insert ${inserted.toLocaleString('en')} groups`, seconds: (performance.now() - started) / 1000 });
  }
  return { stats, timings };
}

/**
 * Creates again the GIN indexes a bulk build dropped (saved in bench_saved_indexes, so that a run
 * stopped half-way still gets them back on the next run); answers how many.
 */
export async function restoreSavedIndexes(db, sql, log) {
  const saved = await count(db, sql`SELECT count(*)::int AS c FROM pg_tables WHERE tablename = 'bench_saved_indexes'`);
  if (saved === 0) return 0;
  const definitions = rows(await db.execute(sql`SELECT name, definition FROM bench_saved_indexes ORDER BY name`));
  for (const { name, definition } of definitions) {
    log(`Creating ${name} ...`);
    // A partitioned table's index is listed as `ON ONLY` the table: created on it, it is built on every partition.
    await db.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ').replace(' ON ONLY ', ' ON ')));
    await db.execute(sql`DELETE FROM bench_saved_indexes WHERE name = ${name}`);
  }
  return definitions.length;
}

/** Drops the search tables' GIN indexes, their definitions saved for restoreIndexes. */
async function dropSearchIndexes(db, sql) {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_saved_indexes (name text PRIMARY KEY, definition text NOT NULL)`);
  const indexes = rows(
    await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('group_search', 'group_search_terms') AND indexdef ILIKE '% USING gin %'`,
    ),
  );
  for (const { indexname, indexdef } of indexes) {
    await db.execute(sql`INSERT INTO bench_saved_indexes (name, definition) VALUES (${indexname}, ${indexdef}) ON CONFLICT DO NOTHING`);
    await db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  }
}

/**
 * Builds the search rows (group_search) of every group lacking one, INDEX_BATCH at a time, with
 * the application's SearchIndexRepository (its keyset walk: each group read once). With `bulk`, the
 * GIN indexes are dropped first and created again at the end (faster for a large build, but the
 * indexes come out packed, not grown row by row as on a live site).
 */
export async function buildSearchIndex({ db, sql, repository, driver, bulk = false, log }) {
  const timings = [];
  const total = await repository.countStaleGroups(db);
  if (total > 0) {
    log(`Building the search rows of ${total.toLocaleString('en')} groups${bulk ? ' (GIN indexes dropped, created again after)' : ''} ...`);
    if (bulk) await dropSearchIndexes(db, sql);
    const bar = progress(total, 'groups');
    const started = performance.now();
    let done = 0;
    const inFlight = new Set();
    for (let after; ;) {
      const ids = await repository.staleGroups(db, INDEX_BATCH, after);
      if (ids.length === 0) break;
      after = ids[ids.length - 1];
      const rebuilt = repository.rebuildGroups(db, ids).then(() => {
        inFlight.delete(rebuilt);
        done += ids.length;
        bar.tick(done);
      });
      inFlight.add(rebuilt);
      if (inFlight.size >= INDEX_CONCURRENCY[driver]) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    bar.end(done);
    timings.push({ phase: `search rows of ${done.toLocaleString('en')} groups`, seconds: (performance.now() - started) / 1000 });
  }
  const started = performance.now();
  if ((await restoreSavedIndexes(db, sql, log)) > 0) {
    timings.push({ phase: 'GIN indexes created', seconds: (performance.now() - started) / 1000 });
  }
  // The large technologies' partitions (the server does it at start too, and then only every few hours).
  const partitioning = performance.now();
  if (total > 0) await db.execute(sql`ANALYZE group_search`);
  const made = await repository.partitionLargeTechnologies(db);
  if (made > 0) {
    log(`${made} technologies given their own partition of group_search_terms`);
    timings.push({ phase: `own partitions of ${made} technologies`, seconds: (performance.now() - partitioning) / 1000 });
  }
  return timings;
}
