// `DATABASE_URL=... node bench/tech-partitions.mjs --apply partitions|indexes [--share 0.03]` / `--restore`: an
// experiment, on the benchmark's PostgreSQL database only, of issue 10's next step: the search rows' GIN index by
// technology, so that a search filtered by a large technology reads only that technology's lists.
//
// --apply builds group_search_terms_by_tech, a copy of group_search_terms with each row's technology, and the same GIN
// index (fastupdate off, listed rows), laid out as:
//   partitions: LIST-partitioned by technology: a partition of its own for every technology holding at least --share
//               of the listed groups, a default partition for the rest (each with its part of the GIN index);
//   indexes:    one table, the whole GIN index, and a partial GIN index of its own for each such technology.
// It saves group_search_matches (the GIN index's first matches, migration 0016) and replaces it with a version
// reading the copy. A search without a technology asks the whole GIN index (partitions: every partition's). A search
// filtered by a technology with its own index or partition asks that one for its words without the technology's `~t`
// lexeme (partitions: pruned at run time, the server's plans being generic; indexes: a statement planned for that
// technology, EXECUTE, the only way a partial index is chosen); any other filtered search asks as before. Nothing else
// reads the copy (walks, cards and best match's texts read their own tables), so `node bench/statements.mjs` then times
// the GIN statements of either layout against the same database's. --restore puts the saved function back and drops
// the copy. Results: git show 02fa00c:bench/results/2026-11-28e-postgres-1000000-tech-index.md.
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    apply: { type: 'string' },
    restore: { type: 'boolean', default: false },
    share: { type: 'string', default: '0.03' },
  },
});
const layouts = ['partitions', 'indexes'];
if (!process.env.DATABASE_URL || (args.apply === undefined) === !args.restore || (args.apply && !layouts.includes(args.apply))) {
  console.error('usage: DATABASE_URL=... node bench/tech-partitions.mjs --apply partitions|indexes [--share 0.03] | --restore');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const run = async (label, text) => {
  const started = performance.now();
  const result = await client.query(text);
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
};
const SIGNATURE = 'group_search_matches(tsquery,tsquery,uuid,uuid,integer,integer)';

if (args.restore) {
  const saved = await client.query('SELECT definition FROM bench_saved_function WHERE name = $1', [SIGNATURE]);
  if (saved.rows.length === 0) throw new Error('nothing saved: --apply was not run here');
  await run('function restored', saved.rows[0].definition);
  await run('copy dropped', 'DROP TABLE IF EXISTS group_search_terms_by_tech, bench_tech_own, bench_saved_function');
  await client.end();
  process.exit(0);
}

await run(
  'saved function',
  `CREATE TABLE IF NOT EXISTS bench_saved_function (name text PRIMARY KEY, definition text NOT NULL);
   INSERT INTO bench_saved_function SELECT '${SIGNATURE}', pg_get_functiondef('${SIGNATURE}'::regprocedure)
   ON CONFLICT (name) DO NOTHING`,
);
const { rows: technologies } = await run(
  'technologies',
  `SELECT technology_id::text, count(*)::int AS listed, (count(*) / sum(count(*)) OVER ())::float8 AS share
   FROM group_search WHERE listed GROUP BY technology_id ORDER BY count(*) DESC`,
);
const own = technologies.filter((t) => t.share >= Number(args.share));
console.log(`${technologies.length} technologies; their own for ${own.length} (listed groups: ${own.map((t) => t.listed).join(', ')})`);
if (own.length === 0) throw new Error('no technology holds --share of the listed groups');
const uuid = (id) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
};
const storage = 'WITH (fillfactor = 90, toast_tuple_target = 128)';
const partitioned = args.apply === 'partitions';
await run(
  `layout (${args.apply})`,
  `DROP TABLE IF EXISTS group_search_terms_by_tech, bench_tech_own;
   CREATE TABLE bench_tech_own (technology_id uuid PRIMARY KEY);
   INSERT INTO bench_tech_own VALUES ${own.map((t) => `(${uuid(t.technology_id)})`).join(', ')};
   CREATE TABLE group_search_terms_by_tech (
     technology_id uuid NOT NULL, group_id uuid NOT NULL, listed boolean NOT NULL, upvote_count integer NOT NULL,
     created_at timestamptz NOT NULL, vector tsvector NOT NULL, toast_pad text DEFAULT repeat(' ', 2100) NOT NULL
   ) ${partitioned ? 'PARTITION BY LIST (technology_id)' : storage};
   ${
     partitioned
       ? `${own.map((t, i) => `CREATE TABLE group_search_terms_by_tech_${i} PARTITION OF group_search_terms_by_tech FOR VALUES IN (${uuid(t.technology_id)}) ${storage};`).join('\n')}
          CREATE TABLE group_search_terms_by_tech_rest PARTITION OF group_search_terms_by_tech DEFAULT ${storage};`
       : ''
   }
   ALTER TABLE group_search_terms_by_tech ALTER COLUMN vector SET STORAGE EXTERNAL;
   ALTER TABLE group_search_terms_by_tech ALTER COLUMN toast_pad SET STORAGE MAIN;
   ALTER TABLE group_search_terms_by_tech ALTER COLUMN vector SET STATISTICS 1000`,
);
await run(
  'rows copied',
  `INSERT INTO group_search_terms_by_tech (technology_id, group_id, listed, upvote_count, created_at, vector)
   SELECT s.technology_id, t.group_id, t.listed, t.upvote_count, t.created_at, t.vector
   FROM group_search_terms t JOIN group_search s ON s.group_id = t.group_id`,
);
await run('maintenance memory', "SET maintenance_work_mem = '1GB'");
await run(
  'GIN index built',
  'CREATE INDEX group_search_terms_by_tech_vector_idx ON group_search_terms_by_tech USING gin (vector) WITH (fastupdate = false) WHERE listed',
);
if (!partitioned) {
  for (const [i, t] of own.entries()) {
    await run(
      `GIN index of technology ${i} built`,
      `CREATE INDEX group_search_terms_by_tech_${i}_idx ON group_search_terms_by_tech USING gin (vector) WITH (fastupdate = false)
       WHERE listed AND technology_id = ${uuid(t.technology_id)}`,
    );
  }
}
await run('analyzed', 'VACUUM ANALYZE group_search_terms_by_tech');

// Migration 0016's statements on the copy, with and without a technology apart (pruning needs `technology_id = tech`
// alone: an OR with `tech IS NULL` prunes nothing).
const select = (candidates, filter) =>
  candidates
    ? `SELECT c.group_id, c.upvote_count, c.created_at, c.seen >= max_candidates FROM (
         SELECT s.group_id, s.upvote_count, s.created_at, s.vector, count(*) OVER () AS seen FROM (
           SELECT s.group_id, s.upvote_count, s.created_at, s.vector FROM group_search_terms_by_tech s
           WHERE s.listed ${filter} LIMIT max_candidates) s) c
       WHERE c.vector @@ q LIMIT max_rows`
    : `SELECT s.group_id, s.upvote_count, s.created_at, false FROM group_search_terms_by_tech s
       WHERE s.listed ${filter} LIMIT max_rows`;
const inTech = (words, tech) => `AND s.technology_id = tech AND s.vector @@ group_search_filter(${words}, ${tech}, owner)`;
// indexes: the statement for a technology with its own index, planned with the technology as a constant (format's %L).
const planned = (candidates) =>
  `RETURN QUERY EXECUTE format($q$${select(candidates, `AND s.technology_id = %L AND s.vector @@ group_search_filter($1, NULL, $2)`)
    .replaceAll('max_candidates', '$3')
    .replaceAll('max_rows', '$4')
    .replaceAll('c.vector @@ q', 'c.vector @@ $5')}$q$, tech) USING ${candidates ? 'words' : 'q'}, owner, max_candidates, max_rows, q;`;
await run(
  'function replaced',
  `CREATE OR REPLACE FUNCTION group_search_matches(q tsquery, words tsquery, tech uuid, owner uuid, max_rows integer, max_candidates integer)
  RETURNS TABLE (group_id uuid, upvote_count integer, created_at timestamptz, capped boolean)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET work_mem = '32MB'
AS $fn$
DECLARE
  own boolean := tech IS NOT NULL AND EXISTS (SELECT 1 FROM bench_tech_own o WHERE o.technology_id = tech);
BEGIN
  IF tech IS NULL THEN
    IF words = q THEN RETURN QUERY ${select(false, 'AND s.vector @@ group_search_filter(q, NULL, owner)')};
    ELSE RETURN QUERY ${select(true, 'AND s.vector @@ group_search_filter(words, NULL, owner)')};
    END IF;
  ELSIF own THEN
    IF words = q THEN ${partitioned ? `RETURN QUERY ${select(false, inTech('q', 'NULL'))};` : planned(false)}
    ELSE ${partitioned ? `RETURN QUERY ${select(true, inTech('words', 'NULL'))};` : planned(true)}
    END IF;
  ELSE
    IF words = q THEN RETURN QUERY ${select(false, inTech('q', 'tech'))};
    ELSE RETURN QUERY ${select(true, inTech('words', 'tech'))};
    END IF;
  END IF;
END
$fn$`,
);
const sizes = await client.query(`
  SELECT c.relname, pg_size_pretty(pg_total_relation_size(c.oid)) AS size FROM pg_class c
  WHERE c.relname IN ('group_search_terms', 'group_search_terms_vector_idx') OR c.relname LIKE 'group_search_terms_by_tech%'
  ORDER BY c.relname`);
for (const row of sizes.rows) console.log(`${row.relname}: ${row.size}`);
await client.end();
