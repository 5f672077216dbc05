// The benchmark's data: the corpus and query files (built from the code on this machine when
// missing or too short, see corpus/), the groups inserted from the corpus, and their search rows.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { benchDataDir, randomFor, readJsonLines, root } from './corpus/lib.mjs';

/** Owners of the benchmark's groups: users bench-0 ... bench-1999. */
export const BENCH_USERS = 2000;
/** Corpus lines per INSERT statement. */
const INSERT_BATCH = 1000;
/** Groups per search-row rebuild. */
const INDEX_BATCH = 500;
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
 * Inserts the benchmark's groups: group i is corpus line i, public, one version 1.0.0 named after
 * the line's versionName, one snippet (SECOND_SNIPPET of them a second one, the line before), an
 * owner among BENCH_USERS, upvotes floor(r^8 * 1000), created over the last two years. Resumes
 * after the groups already there (each batch is one statement). Answers the corpus statistics.
 */
export async function seedGroups({ db, sql, corpus, groups, seed, driver, log }) {
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
  const stats = await scanCorpus(corpus, groups, seed, async (line, i, [owner, votes, age, second]) => {
    const before = previous;
    previous = line;
    if (i < existing) return;
    const technologyId = technologies.get(line.technology);
    if (!technologyId) throw new Error(`Corpus line ${i}: ${line.technology} is not an official technology`);
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
export async function buildSearchIndex({ db, sql, repository, bulk = false, log }) {
  const timings = [];
  const total = await repository.countStaleGroups(db);
  if (total > 0) {
    log(`Building the search rows of ${total.toLocaleString('en')} groups${bulk ? ' (GIN indexes dropped, created again after)' : ''} ...`);
    if (bulk) await dropSearchIndexes(db, sql);
    const bar = progress(total, 'groups');
    const started = performance.now();
    let done = 0;
    for (let after; ;) {
      const ids = await repository.staleGroups(db, INDEX_BATCH, after);
      if (ids.length === 0) break;
      await repository.rebuildGroups(db, ids);
      after = ids[ids.length - 1];
      done += ids.length;
      bar.tick(done);
    }
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
