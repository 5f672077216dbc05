import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { COUNT_CAP, PHRASE_CANDIDATES } from '../../../backend/src/modules/search/planner/search-plan';
import { type ListingStatement, ListingRepository } from '../../../backend/src/modules/search/statements/listing.repository';
import { StatisticsCache } from '../../../backend/src/modules/search/planner/statistics-cache';
import { estimateListed } from '../../../backend/src/modules/search/planner/match-estimates';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import {
  MIN_PREFIX_LENGTH,
  parseSearch,
  type SearchTerm,
  searchTsquery,
  signatureItems,
} from '../../../backend/src/modules/search/query/search-query';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';

/**
 * How the search tables store a group: group_search_terms holds the whole vector out of line
 * (migrations 0012, 0016) in rows of about a hundred bytes, so that the rows of a search's matches
 * stay few pages; group_search holds the signature in the row (migration 0014), so that a walk reads
 * the vectors of few rows; and a phrase is checked on at most PHRASE_CANDIDATES candidates, its total
 * then not exact.
 */
let t: TestApp;
const word = `st${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
/**
 * The phrase `${first} ${second} ${third}` is in IN_ORDER groups (with `rare`); PHRASE_CANDIDATES more hold both of its
 * pairs side by side, never its three words in a row.
 */
const first = `${word}a`;
const second = `${word}b`;
const third = `${word}c`;
const rare = `${word}rare`;
const IN_ORDER = 5;
let techId: string;

/** Inserts `count` public groups straight into the database, their code `code` (SQL, the group as `g`), and builds their search rows. */
async function insertGroups(ownerId: string, count: number, code: SQL): Promise<string[]> {
  const { db } = t.app.get(DatabaseService);
  const rows = await db.execute(sql`
    WITH g AS (
      INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at)
      SELECT ${ownerId}::uuid, ${techId}::uuid, true, 0, now() - i * interval '1 second' FROM generate_series(1, ${count}) i
      RETURNING id, created_at),
    v AS (INSERT INTO versions (group_id, no, name, position) SELECT id, '1.0.0', 'General', 0 FROM g RETURNING id, group_id),
    s AS (
      INSERT INTO snippets (version_id, description, code, position)
      SELECT v.id, 'Storage test', ${code}, 0 FROM v JOIN g ON g.id = v.group_id)
    SELECT id FROM g ORDER BY created_at DESC`);
  const ids = resultRows<{ id: string }>(rows).map((r) => r.id);
  const index = t.app.get(SearchIndexRepository);
  for (let i = 0; i < ids.length; i += 500) await index.rebuildGroups(db, ids.slice(i, i + 500));
  return ids;
}

/** The public listing's first 20 groups for a search: their ids, and its total and exactness headers. */
async function listing(q: string): Promise<{ ids: string[]; total: string; exact: string }> {
  const res = await t.http().get('/api/public/').query({ q, limit: 20 }).expect(200);
  return { ids: res.body.map((g: { id: string }) => g.id), total: res.headers['x-total-count'], exact: res.headers['x-total-count-exact'] };
}

/**
 * Chunks in the TOAST table of group_search_terms' default partition (migration 0020; no technology
 * here is large enough for its own): the values stored out of line.
 */
async function toastedValues(): Promise<number> {
  const { db } = t.app.get(DatabaseService);
  const [{ toast }] = resultRows<{ toast: string }>(
    await db.execute(sql`SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE oid = 'group_search_terms_default'::regclass`),
  );
  const [{ count }] = resultRows<{ count: number }>(
    await db.execute(sql`SELECT count(DISTINCT chunk_id)::int AS count FROM ${sql.raw(toast)}`),
  );
  return Number(count);
}

beforeAll(async () => {
  t = await startApp();
  const techs: { id: string; name: string }[] = (await t.http().get('/api/public/technologies').expect(200)).body;
  techId = techs.find((x) => x.name === 'Go')!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("group_search_terms' rows", () => {
  it("keep the code's vector out of line, however small it is, so a search reads narrow rows", async () => {
    const owner = await memberWithId(t);
    const before = await toastedValues();
    // 18 identifiers of code: a vector of 1-2 kB, under the 2 kB from which PostgreSQL toasts a row unaided.
    const code = sql`'func f() { ' || (SELECT string_agg('ident' || n || '_' || left(md5(g.id::text || n), 8), ' ') FROM generate_series(1, 18) n) || ' }'`;
    const ids = await insertGroups(owner.id, 40, code);
    const { db } = t.app.get(DatabaseService);
    const [{ size }] = resultRows<{ size: number }>(
      await db.execute(sql`SELECT max(pg_column_size(vector))::int AS size FROM group_search_terms WHERE group_id IN ${ids}`),
    );
    expect(Number(size)).toBeGreaterThan(1000);
    expect(Number(size)).toBeLessThan(1900);
    expect(await toastedValues()).toBeGreaterThanOrEqual(before + ids.length);
    /** The widest of these rows' columns kept in the heap, all but the vector (out of line, a pointer of 18 bytes), as stored. */
    const widest = async () =>
      Number(
        resultRows<{ width: number }>(
          await db.execute(sql`
            SELECT max(pg_column_size(group_id) + pg_column_size(listed) + pg_column_size(upvote_count) + pg_column_size(created_at)
                       + pg_column_size(toast_pad))::int AS width
            FROM group_search_terms WHERE group_id IN ${ids}`),
        )[0].width,
      );
    expect(await widest()).toBeLessThan(80);

    // An upvote rewrites the row (trigger group_search_sync): it stays narrow, its vector out of line,
    // and its sort key follows snippet_groups in both tables.
    await db.execute(sql`UPDATE snippet_groups SET upvote_count = 3 WHERE id IN ${ids}`);
    expect(await toastedValues()).toBeGreaterThanOrEqual(before + ids.length);
    expect(await widest()).toBeLessThan(80);
    const [{ synced }] = resultRows<{ synced: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS synced FROM group_search s JOIN group_search_terms t USING (group_id)
        WHERE group_id IN ${ids} AND s.upvote_count = 3 AND t.upvote_count = 3 AND s.listed AND t.listed`),
    );
    expect(Number(synced)).toBe(ids.length);
    const found = await t.http().get('/api/public/').query({ q: 'ident7_', limit: 20 }).expect(200);
    expect(ids).toEqual(expect.arrayContaining(found.body.map((g: { id: string }) => g.id)));
    expect(found.headers['x-total-count']).toBe(String(ids.length));
  }, 120_000);
});

describe("group_search's signature", () => {
  it('is kept in the row, and holds the bits of every lexeme and prefix a search can ask for: a walk never skips a match', async () => {
    const owner = await memberWithId(t);
    const code = sql`'func ñandú_' || left(md5(g.id::text), 6) || '() { useEffect(fetch' || left(md5(g.id::text || 'a'), 5) || 'Data); std::vector<int> v; x.c_str(); __name__; go ' || left(md5(g.id::text || 'b'), 12) || ' }'`;
    const ids = await insertGroups(owner.id, 30, code);
    const { db } = t.app.get(DatabaseService);
    // 1,024 bits, STORAGE PLAIN: always in the row, never compressed or moved out with the vector.
    const [{ size, storage }] = resultRows<{ size: number; storage: string }>(
      await db.execute(sql`
        SELECT (SELECT max(pg_column_size(signature)) FROM group_search WHERE group_id IN ${ids})::int AS size,
               (SELECT attstorage::text FROM pg_attribute WHERE attrelid = 'group_search'::regclass AND attname = 'signature') AS storage`),
    );
    expect(Number(size)).toBeLessThanOrEqual(140);
    expect(storage).toBe('p');

    // Every lexeme of these rows as a word, and every prefix of it that a search sends (3 characters or more).
    const lexemes = resultRows<{ lexeme: string }>(
      await db.execute(sql`
        SELECT DISTINCT l AS lexeme FROM group_search_terms, unnest(tsvector_to_array(vector)) l
        WHERE group_id IN ${ids} AND left(l, 1) <> '~'`),
    ).map((r) => r.lexeme);
    expect(lexemes.length).toBeGreaterThan(100);
    const searches: { query: string; items: string[] }[] = [];
    for (const lexeme of lexemes) {
      const word: SearchTerm = { text: lexeme, phrase: false, prefix: false, steps: [{ lexeme, distance: 0 }] };
      searches.push({ query: searchTsquery([word])!, items: signatureItems([word]) });
      const characters = [...lexeme];
      for (let length = MIN_PREFIX_LENGTH; length <= characters.length; length += 1) {
        const prefix: SearchTerm = { ...word, prefix: true, steps: [{ lexeme: characters.slice(0, length).join(''), distance: 0 }] };
        searches.push({ query: searchTsquery([prefix])!, items: signatureItems([prefix]) });
      }
    }
    // Searches as parsed from the search box, phrases and several words among them.
    for (const q of ['"std::vector int" c_str', 'useEffect fetc', '__name__ ñandú', 'go func']) {
      const { terms } = parseSearch(q);
      searches.push({ query: searchTsquery(terms)!, items: signatureItems(terms) });
    }
    const checks = JSON.stringify(searches.map((search, i) => ({ i, ...search })));
    const [result] = resultRows<{ matched: number; skipped: number; unmatched: number }>(
      await db.execute(sql`
        WITH q AS (SELECT c.i, c.query::tsquery AS query, group_search_signature_of(c.items) AS signature
                   FROM json_to_recordset(${checks}::json) AS c(i int, query text, items text[]))
        SELECT count(*) FILTER (WHERE v.vector @@ q.query)::int AS matched,
               count(*) FILTER (WHERE v.vector @@ q.query AND (s.signature & q.signature) <> q.signature)::int AS skipped,
               (SELECT count(*) FROM q WHERE NOT EXISTS (
                  SELECT 1 FROM group_search_terms s2 WHERE s2.group_id IN ${ids} AND s2.vector @@ q.query))::int AS unmatched
        FROM q, group_search_terms v JOIN group_search s USING (group_id) WHERE s.group_id IN ${ids}`),
    );
    expect(Number(result.matched)).toBeGreaterThan(searches.length);
    expect(Number(result.unmatched)).toBe(0);
    expect(Number(result.skipped)).toBe(0);

    // It spares reads: words that no row holds pass the signature of few rows (each a false positive).
    const absent = Array.from({ length: 40 }, (_, i) => `absent${i}word`);
    const [{ passed }] = resultRows<{ passed: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS passed FROM json_array_elements_text(${JSON.stringify(absent)}::json) w, group_search s
        WHERE s.group_id IN ${ids} AND (s.signature & group_search_signature_of(ARRAY[w])) = group_search_signature_of(ARRAY[w])`),
    );
    expect(Number(passed)).toBeLessThan(absent.length * ids.length * 0.2);

    // An upvote rewrites the row (trigger group_search_sync) and keeps its signature.
    const signatures = sql`SELECT group_id, signature::text AS signature FROM group_search WHERE group_id IN ${ids} ORDER BY group_id`;
    const kept = resultRows(await db.execute(signatures));
    await db.execute(sql`UPDATE snippet_groups SET upvote_count = upvote_count + 1 WHERE id IN ${ids}`);
    expect(resultRows(await db.execute(signatures))).toEqual(kept);
  }, 120_000);
});

describe('a walk along an order', () => {
  it("reads the order's index only: each index holds the signature (migration 0018)", async () => {
    const { db } = t.app.get(DatabaseService);
    const repository = t.app.get(ListingRepository);
    const { terms } = parseSearch(word);
    const orderIndexes = [
      'group_search_popular_idx',
      'group_search_recent_idx',
      'group_search_tech_popular_idx',
      'group_search_tech_recent_idx',
    ];
    // The visibility map, which index-only scans rely on (autovacuum keeps it on PostgreSQL).
    await db.execute(sql`VACUUM group_search`);
    for (const [sort, tech, index] of [
      [0, undefined, 'group_search_popular_idx'],
      [1, undefined, 'group_search_recent_idx'],
      [2, undefined, 'group_search_popular_idx'],
      [0, techId, 'group_search_tech_popular_idx'],
      [1, techId, 'group_search_tech_recent_idx'],
    ] as const) {
      // Planned as a search in every row (and in no text): the page walks the order's index first.
      const ran: ListingStatement[] = [];
      await repository.findPage(
        {
          skip: 0,
          limit: 12,
          sort,
          techId: tech,
          match: searchTsquery(terms)!,
          signature: signatureItems(terms),
          estimate: { all: { share: 1, rows: 1e6 }, text: { share: 0, rows: 1e6 } },
        },
        ran,
      );
      const walk = ran.find((statement) => statement.name === 'walk')!;
      // The order's index is the only one left (in a transaction rolled back), and the planner may not scan
      // the table or sort: it reads that index, and only if the index holds every column the walk reads
      // does it skip the table (an index-only scan).
      let plan = '';
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          await tx.execute(sql`SET LOCAL enable_sort = off`);
          for (const other of orderIndexes.filter((name) => name !== index)) await tx.execute(sql`DROP INDEX ${sql.identifier(other)}`);
          plan = resultRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN (COSTS OFF) ${walk.sql}`))
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      expect(plan).toContain(`Index Only Scan using ${index} on group_search`);
    }
    const [{ count }] = resultRows<{ count: number }>(
      await db.execute(sql`SELECT count(*)::int AS count FROM pg_indexes WHERE indexname IN ${orderIndexes}`),
    );
    expect(Number(count)).toBe(orderIndexes.length);
  });
});

describe('a phrase', () => {
  it(`is checked on at most ${PHRASE_CANDIDATES} candidates, those holding its pairs; past them its total is not exact`, async () => {
    const owner = await memberWithId(t);
    const inOrder = await insertGroups(owner.id, IN_ORDER, sql`${`x := ${first} ${second} ${third}(1) // ${rare}`}`);
    const split = await insertGroups(owner.id, PHRASE_CANDIDATES, sql`${`x := ${first} ${second}(1); y := ${second} ${third}`}`);
    expect(split).toHaveLength(PHRASE_CANDIDATES);

    // The words: every group, past the exact cap.
    const words = await listing(`${first} ${second} ${third}`);
    expect(words.exact).toBe('false');

    // The phrase: the groups that hold it among the first candidates the index gave (in the order of the
    // table's pages, where the first groups usually are); the total a lower bound.
    const phrase = await listing(`"${first} ${second} ${third}"`);
    expect(inOrder).toEqual(expect.arrayContaining(phrase.ids));
    expect(phrase.total).toBe(String(phrase.ids.length));
    expect(phrase.exact).toBe('false');

    // With fewer candidates than the cap (a rare word among them), the phrase is checked on all of them: exact.
    const few = await listing(`"${first} ${second} ${third}" ${rare}`);
    expect([...few.ids].sort()).toEqual([...inOrder].sort());
    expect(few.total).toBe(String(IN_ORDER));
    expect(few.exact).toBe('true');
    const none = await listing(`"${third} ${second} ${first}" ${rare}`);
    expect(none.ids).toEqual([]);
    expect(none.exact).toBe('true');

    // Two words that every group holds, side by side in none: no group holds their pair, none is a candidate.
    const apart = await listing(`"${first} ${third}"`);
    expect(apart).toEqual({ ids: [], total: '0', exact: 'true' });
    const pair = await listing(`"${second} ${third}" ${rare}`);
    expect([...pair.ids].sort()).toEqual([...inOrder].sort());
  }, 300_000);
});

describe('the listing without a search', () => {
  it('is not counted when the statistics say its filters list many groups: "more than 1,000" at once', async () => {
    const owner = await memberWithId(t);
    const ids = await insertGroups(owner.id, 3, sql`'x := 1'`);
    const repository = t.app.get(ListingRepository);
    const page = { skip: 0, limit: 12, sort: 1, ownerId: owner.id };
    expect(await repository.findPage(page)).toMatchObject({ ids, total: 3, exact: true });
    expect(await repository.findPage({ ...page, manyListed: true })).toMatchObject({ ids, total: COUNT_CAP + 1, exact: false });

    // With the statistics measured (ANALYZE), a member's three groups are still counted: their owner is
    // not among the common filters, so the statistics do not say "many".
    const { db } = t.app.get(DatabaseService);
    await db.execute(sql`ANALYZE group_search, group_search_terms`);
    const statistics = t.app.get(StatisticsCache);
    await statistics.refresh();
    expect(estimateListed(await statistics.current(), [])).toBeGreaterThan(0);
    const listed = await t
      .http()
      .get('/api/public/')
      .query({ q: `user:${owner.username}` })
      .expect(200);
    expect(listed.body.map((g: { id: string }) => g.id).sort()).toEqual([...ids].sort());
    expect(listed.headers['x-total-count']).toBe('3');
    expect(listed.headers['x-total-count-exact']).toBe('true');
  });
});
