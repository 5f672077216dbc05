import { sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { ListingCache } from '../../../backend/src/modules/search/cache/listing-cache';
import { type ListingStatement, ListingRepository } from '../../../backend/src/modules/search/statements/listing.repository';
import {
  COUNT_CAP,
  type PlannedQuery,
  plan,
  SORT_ROWS,
  TEXT_CANDIDATES,
  WALK_MIN_MATCHES,
} from '../../../backend/src/modules/search/planner/search-plan';
import { StatisticsCache } from '../../../backend/src/modules/search/planner/statistics-cache';
import { parseSearch, searchTsquery, signatureItems } from '../../../backend/src/modules/search/query/search-query';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { estimateMatches, MIN_SAMPLE_MATCHES, sampleMatches } from '../../../backend/src/modules/search/planner/match-estimates';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';

/**
 * A search for a word that many groups hold is walked on the order's index at once (the column
 * statistics say it is common) instead of decoding the word's whole list in the GIN index: the
 * page, its order and its "more than 1,000" total are those the GIN index gives, and a search the
 * statistics misjudge still finds its matches.
 */
let t: TestApp;
const word = `cw${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
/** In every bulk group's code. */
const codeWord = `${word}code`;
/** In every bulk group's description. */
const textWord = `${word}text`;
/** In the code of the odd groups only, and of the even ones only: each common, never together. */
const oddWord = `${word}odd`;
const evenWord = `${word}even`;
/** In the code of COUNT_CAP + 100 groups that nobody upvoted. */
const coldWord = `${word}cold`;
/** In the description of those groups. */
const coldText = `${word}ctext`;
const GROUPS = WALK_MIN_MATCHES + 200;
let techId: string;
/** Owns the bulk groups, and nothing else. */
let ownerId: string;
/** Owns the cold groups (coldWord), and nothing else. */
let coldOwnerId: string;

beforeAll(async () => {
  t = await startApp();
  const owner = await memberWithId(t);
  ownerId = owner.id;
  const techs: { id: string; name: string }[] = (await t.http().get('/api/public/technologies').expect(200)).body;
  techId = techs.find((x) => x.name === 'Go')!.id;
  // Written straight to the database (through the API it would take minutes), then indexed like any other.
  const { db } = t.app.get(DatabaseService);
  const rows = await db.execute(sql`
    WITH g AS (
      INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at)
      SELECT ${owner.id}::uuid, ${techId}::uuid, true, (i * 7919) % 500, now() - ((i * 104729) % 100000) * interval '1 second'
      FROM generate_series(1, ${GROUPS}) i
      RETURNING id, upvote_count),
    v AS (INSERT INTO versions (group_id, no, name, position) SELECT id, '1.0.0', 'General', 0 FROM g RETURNING id, group_id),
    s AS (
      INSERT INTO snippets (version_id, description, code, position)
      SELECT v.id, ${`Bulk ${textWord}`},
             'fmt.Println("' || ${codeWord} || ' ' || CASE WHEN g.upvote_count % 2 = 1 THEN ${oddWord} ELSE ${evenWord} END || '")', 0
      FROM v JOIN g ON g.id = v.group_id)
    SELECT id FROM g`);
  const groupIds = resultRows<{ id: string }>(rows).map((r) => r.id);
  // More than 1,000 groups with a word of their own, none upvoted: below every bulk group in popularity.
  const cold = await memberWithId(t);
  coldOwnerId = cold.id;
  const coldRows = await db.execute(sql`
    WITH g AS (
      INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at)
      SELECT ${cold.id}::uuid, ${techId}::uuid, true, 0, now() - interval '1 day' - i * interval '1 second' FROM generate_series(1, ${COUNT_CAP + 100}) i
      RETURNING id),
    v AS (INSERT INTO versions (group_id, no, name, position) SELECT id, '1.0.0', 'General', 0 FROM g RETURNING id),
    s AS (INSERT INTO snippets (version_id, description, code, position) SELECT v.id, ${`Cold ${coldText}`}, ${`fmt.Println("${coldWord}")`}, 0 FROM v)
    SELECT id FROM g`);
  groupIds.push(...resultRows<{ id: string }>(coldRows).map((r) => r.id));
  const index = t.app.get(SearchIndexRepository);
  for (let i = 0; i < groupIds.length; i += 500) await index.rebuildGroups(db, groupIds.slice(i, i + 500));
  await db.execute(sql`ANALYZE group_search, group_search_terms`);
  await t.app.get(StatisticsCache).refresh();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

function pageQuery(q: string, sort: number, skip = 0, tech?: string): PlannedQuery {
  const { terms } = parseSearch(q);
  return { skip, limit: 12, sort, techId: tech, match: searchTsquery(terms)!, signature: signatureItems(terms) };
}

async function estimated(query: PlannedQuery, q: string): Promise<PlannedQuery> {
  const { estimate } = plan(query, parseSearch(q).terms, await t.app.get(StatisticsCache).current());
  return { ...query, estimate };
}

/** The page as the order defines it, from snippet_groups (every bulk group, and only they, holds each common word). */
async function expectedPage(sort: number, skip: number, owner = ownerId): Promise<string[]> {
  const order = sort === 1 ? sql`created_at DESC, id` : sql`upvote_count DESC, created_at DESC, id`;
  const rows = await t.app.get(DatabaseService).db.execute(sql`
    SELECT id FROM snippet_groups WHERE owner_id = ${owner} ORDER BY ${order} LIMIT 12 OFFSET ${skip}`);
  return resultRows<{ id: string }>(rows).map((r) => r.id);
}

describe('a common word', () => {
  // Best match: every bulk group's description is the same, so their rank ties and popularity orders them.
  it.each([
    [codeWord, 0],
    [codeWord, 1],
    [codeWord, 2],
    [textWord, 2],
  ])('%s, sort %d: walked at once, the page the order gives, "more than 1,000" matches', async (q, sort) => {
    const repository = t.app.get(ListingRepository);
    for (const [skip, tech] of [
      [0, undefined],
      [24, techId],
    ] as const) {
      const plain = pageQuery(q, sort, skip, tech);
      const withStatistics = await estimated(plain, q);
      // Without statistics the GIN index's matches come first; with them, only walks run. With a technology the
      // estimate takes the word and the technology as independent (term-statistics.ts): the word's share of all rows
      // times the technology's, which the other suites' groups in a shared database lower below WALK_MIN_MATCHES
      // (every bulk group is Go). Which path it takes then depends on the rest of the database; the page must not.
      const ranPlain: ListingStatement[] = [];
      await repository.findPage(plain, ranPlain);
      expect(ranPlain[0].name).toBe('matches');
      const ran: ListingStatement[] = [];
      const walked = await repository.findPage(withStatistics, ran);
      if (!tech) expect(ran.map((s) => s.name)).not.toContain('matches');
      expect(walked.ids).toEqual(await expectedPage(sort, skip));
      expect(walked.total).toBe(COUNT_CAP + 1);
    }
    // Through HTTP (the service estimates): the same page, "more than 1,000" matches.
    t.app.get(ListingCache).invalidate();
    const res = await t.http().get('/api/public/').query({ q, sort }).expect(200);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual(await expectedPage(sort, 0));
    expect(res.headers['x-total-count']).toBe(String(COUNT_CAP + 1));
    expect(res.headers['x-total-count-exact']).toBe('false');
  });

  it('best match, a word common in texts that the statistics call rare there: the texts are walked, the same page', async () => {
    // What a sample of the rows' lexemes can make of a common word now and then (more so in a database
    // other suites fill): its texts' matches taken for too few to walk. The texts' GIN index then holds
    // more than COUNT_CAP of them, which it gives in no order of the listing's: the tier is walked instead.
    const repository = t.app.get(ListingRepository);
    const withStatistics = await estimated(pageQuery(textWord, 2), textWord);
    const misjudged: PlannedQuery = { ...withStatistics, estimate: { ...withStatistics.estimate!, text: { rows: 1, share: 0 } } };
    for (const skip of [0, 24]) {
      const ran: ListingStatement[] = [];
      const page = await repository.findPage({ ...misjudged, skip }, ran);
      expect(ran.map((s) => s.name).slice(0, 2)).toEqual(['text matches', 'text walk']);
      expect(page.ids).toEqual(await expectedPage(2, skip));
      expect(page.total).toBe(COUNT_CAP + 1);
    }
  });

  it.each([0, 1, 2])(
    'sort %d: more than 1,000 matches, none in the rows the walk reads: the page comes from sorting the matches',
    async (sort) => {
      for (const skip of [0, 36]) {
        t.app.get(ListingCache).invalidate();
        const res = await t.http().get('/api/public/').query({ q: coldWord, sort, skip }).expect(200);
        expect(res.body.map((g: { id: string }) => g.id)).toEqual(await expectedPage(sort, skip, coldOwnerId));
        expect(res.headers['x-total-count']).toBe(String(COUNT_CAP + 1));
      }
    },
  );

  it.each([0, 1, 2])(
    `sort %d: more than 1,000 matches, at most ${SORT_ROWS}: the first statement sorts them all and answers the page`,
    async (sort) => {
      const repository = t.app.get(ListingRepository);
      for (const skip of [0, 36]) {
        const page = await repository.findPage(pageQuery(coldWord, sort, skip));
        expect(page).toMatchObject({ ids: await expectedPage(sort, skip, coldOwnerId), total: COUNT_CAP + 1, exact: false });
        // Its groups came with it: no walk and no second pass over the matches followed.
        expect(page.cards?.map((g) => g.id)).toEqual(page.ids);
      }
    },
  );

  it("best match whose texts match more than 1,000 groups: the texts' tier ranks them, not the first statement", async () => {
    const page = await t.app.get(ListingRepository).findPage(pageQuery(textWord, 2));
    expect(page).toMatchObject({ total: COUNT_CAP + 1, exact: false });
    expect(page.cards).toBeUndefined();
    expect(page.ids).toHaveLength(12);
    const bulk = new Set(
      resultRows<{ id: string }>(
        await t.app.get(DatabaseService).db.execute(sql`SELECT id FROM snippet_groups WHERE owner_id = ${ownerId}`),
      ).map((r) => r.id),
    );
    expect(page.ids.every((id) => bulk.has(id))).toBe(true);
  });

  it("a rare word and a common prefix: the rare word's matches are the candidates, the same page and exact total", async () => {
    // What the planner (plan) sets when the statistics call the prefix common (prefixCandidateTerms, unit-tested):
    // the other terms' tsquery as the candidates. The cold word is rare next to the bulk groups' words.
    const repository = t.app.get(ListingRepository);
    const candidates = searchTsquery(parseSearch(coldWord).terms, { inOrder: false })!;
    for (const [q, sort] of [
      [`${coldWord} ${coldWord.slice(0, -1)}`, 1],
      [`${coldWord} ${coldWord.slice(0, -1)}`, 2],
      [`${coldWord} ${evenWord.slice(0, -1)}`, 0],
    ] as const) {
      for (const skip of [0, 36]) {
        const whole = pageQuery(q, sort, skip);
        const narrowed = await repository.findPage({ ...whole, words: candidates });
        const expected = await repository.findPage(whole);
        expect(narrowed.ids).toEqual(expected.ids);
        expect(narrowed.total).toBe(expected.total);
        expect(narrowed.exact).toBe(expected.exact);
      }
    }
    // Every cold group holds its own word's prefix: more than 1,000, in the order's page.
    const page = await repository.findPage({ ...pageQuery(`${coldWord} ${coldWord.slice(0, -1)}`, 1), words: candidates });
    expect(page.ids).toEqual(await expectedPage(1, 0, coldOwnerId));
    expect(page.exact).toBe(false);
    // No cold group holds a word that starts like the even bulk groups' word: none match, exactly.
    expect(await repository.findPage({ ...pageQuery(`${coldWord} ${evenWord.slice(0, -1)}`, 1), words: candidates })).toMatchObject({
      ids: [],
      total: 0,
      exact: true,
    });
  });

  it("best match's first tier through candidates in texts: the same pages; past its most candidates, the whole search", async () => {
    // What the planner (plan) sets when the statistics call the prefix common in texts (prefixCandidateTerms, unit-tested).
    // 'gen' starts the version's name, 'general', in every group's texts.
    const repository = t.app.get(ListingRepository);
    const candidatesOf = (q: string) => searchTsquery(parseSearch(q).terms, { inOrder: false })!;
    for (const [q, candidates] of [
      [`${coldText} gen`, coldText],
      [`general gen`, 'general'],
    ]) {
      for (const skip of [0, 36]) {
        const whole = pageQuery(q, 2, skip);
        const narrowed = await repository.findPage({ ...whole, textWords: candidatesOf(candidates) });
        const expected = await repository.findPage(whole);
        expect(narrowed.ids).toHaveLength(12);
        expect(narrowed.ids).toEqual(expected.ids);
        expect(narrowed.total).toBe(expected.total);
        expect(narrowed.exact).toBe(expected.exact);
      }
    }
    // The cold groups, each matched in its texts, come first.
    const cold = await repository.findPage({ ...pageQuery(`${coldText} gen`, 2), textWords: candidatesOf(coldText) });
    expect(new Set(cold.ids)).toEqual(new Set(await expectedPage(0, 0, coldOwnerId)));
    // The tier reads the candidates it is given (none: nothing found), unless they are more than its most candidates.
    const textMatches = async (q: string, candidates: string, most = TEXT_CANDIDATES) =>
      resultRows<{ n: number }>(
        await t.app.get(DatabaseService).db.execute(sql`
          SELECT count(*)::int AS n FROM group_search_text_matches(${pageQuery(q, 2).match}::tsquery, ${candidatesOf(candidates)}::tsquery,
            NULL, NULL, ${COUNT_CAP + 1}, ${most})`),
      )[0].n;
    expect(await textMatches(`${coldText} gen`, coldText)).toBe(COUNT_CAP + 1);
    expect(await textMatches(`${coldText} gen`, `${word}none`)).toBe(0);
    expect(await textMatches(`${textWord} gen`, `${word}none`)).toBe(0);
    expect(await textMatches(`general gen`, 'general')).toBe(COUNT_CAP + 1);
    // More candidates than its most (every group's texts hold 'general'): the whole search, the same matches.
    const general = resultRows<{ n: number }>(
      await t.app.get(DatabaseService).db.execute(sql`SELECT count(*)::int AS n FROM versions WHERE name = 'General'`),
    )[0].n;
    expect(general).toBeGreaterThan(2 * COUNT_CAP);
    expect(await textMatches(`${coldText} gen`, 'general', 2 * COUNT_CAP)).toBe(COUNT_CAP + 1);
  });

  it("reads a sample of the rows' lexemes with the statistics: words that always go together and words that never do", async () => {
    const statistics = await t.app.get(ListingRepository).termStatistics();
    expect(statistics.sample!.size).toBeGreaterThan(0);
    const estimateOf = (q: string, withSample = true) => {
      const { share, rows } = estimateMatches(
        { ...statistics, sample: withSample ? statistics.sample : undefined },
        parseSearch(q).terms,
        'all',
      );
      return share * rows;
    };
    const sampled = (q: string) => sampleMatches(statistics.sample!, parseSearch(q).terms)!;
    // Every bulk group holds both, and no other group: the statistics multiply their shares.
    const together = `${codeWord} ${textWord}`;
    expect(sampled(together).matches).toBe(sampled(codeWord).matches);
    expect(sampled(together).matches).toBeGreaterThanOrEqual(MIN_SAMPLE_MATCHES);
    expect(estimateOf(together)).toBeGreaterThan(estimateOf(together, false));
    // Half of the bulk groups hold each, none both.
    const apart = `${oddWord} ${evenWord}`;
    expect(sampled(apart).matches).toBe(0);
    expect(estimateOf(apart)).toBeLessThan(estimateOf(apart, false));
  });

  it('when the estimate is wrong (the walk finds no page), the GIN index answers', async () => {
    // Two words each in half of the groups, never together: a walk of the order finds none.
    const q = `${oddWord} ${evenWord}`;
    const misjudged: PlannedQuery = {
      ...pageQuery(q, 0),
      estimate: { all: { share: 0.25, rows: 1e6 }, text: { share: 0, rows: 1e6 } },
    };
    const repository = t.app.get(ListingRepository);
    const ran: ListingStatement[] = [];
    expect(await repository.findPage(misjudged, ran)).toEqual({ ids: [], total: 0, exact: true, cards: [] });
    expect(ran.map((s) => s.name)).toEqual(['walk', 'matches']);
    // A wrong estimate for a word that does match: the same page as without one.
    const common: PlannedQuery = {
      ...pageQuery(oddWord, 1, 12),
      estimate: { all: { share: 0.001, rows: 1e7 }, text: { share: 0, rows: 1e7 } },
    };
    expect((await repository.findPage(common)).ids).toEqual((await repository.findPage(pageQuery(oddWord, 1, 12))).ids);
    t.app.get(ListingCache).invalidate();
    const res = await t.http().get('/api/public/').query({ q }).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['x-total-count-exact']).toBe('true');
  });
});
