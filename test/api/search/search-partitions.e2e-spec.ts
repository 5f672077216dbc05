import { sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { ListingRepository } from '../../../backend/src/modules/search/statements/listing.repository';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer, createMember, type Member } from '../support/identity';

/**
 * group_search_terms is LIST-partitioned by technology (migration 0020): a large technology gets a
 * partition of its own (group_search_terms_own_partition), its rows moved out of the default one.
 * The listing must answer the same before and after, and every writer (create, upvote, visibility,
 * delete) must keep the rows where they belong. The technology here is an official one made for the
 * suite and removed after it (the test database is shared by the suites, which run one at a time).
 */
let t: TestApp;
let owner: Member & { id: string };
let techId: string;
let goId: string;
const word = `pt${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
/** Groups of the suite's technology holding `word`, and of Go. */
const OWN = 12;
const OTHER = 5;
const ownIds: string[] = [];
const otherIds: string[] = [];

const db = () => t.app.get(DatabaseService).db;

async function createGroup(technologyID: string, code: string, description = 'Partition test'): Promise<string> {
  const res = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(owner))
    .send({ technologyID, isPublic: true, versions: [{ no: '1.0.0', name: 'Main', snippets: [{ description, code }] }] });
  if (res.status !== 201) throw new Error(`create group: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Every listing of the searches that matter here: ids in order and totals, by search, filter and sort. */
async function listings(): Promise<Record<string, { ids: string[]; total: string }>> {
  const queries: Record<string, Record<string, string | number>> = {
    all: { q: word },
    own: { q: word, techID: techId },
    ownRecent: { q: word, techID: techId, sort: 1 },
    ownBest: { q: `${word} special`, techID: techId, sort: 2 },
    ownPhrase: { q: `"${word} alpha"`, techID: techId },
    ownPrefix: { q: word.slice(0, -1), techID: techId },
    other: { q: word, techID: goId },
    ownDefault: { techID: techId },
  };
  const answers: Record<string, { ids: string[]; total: string }> = {};
  for (const [name, query] of Object.entries(queries)) {
    const res = await t
      .http()
      .get('/api/public/')
      .query({ limit: 50, ...query })
      .expect(200);
    answers[name] = { ids: res.body.map((g: { id: string }) => g.id), total: res.headers['x-total-count'] };
  }
  return answers;
}

/** Where each of these groups' search rows are: the partition's name, by group. */
async function partitionsOf(ids: string[]): Promise<Map<string, string>> {
  const rows = resultRows<{ group_id: string; part: string }>(
    await db().execute(sql`SELECT group_id::text, tableoid::regclass::text AS part FROM group_search_terms WHERE group_id IN ${ids}`),
  );
  return new Map(rows.map((r) => [r.group_id, r.part]));
}

beforeAll(async () => {
  t = await startApp();
  owner = await memberWithId(t);
  const [tech] = resultRows<{ id: string }>(
    await db().execute(
      sql`INSERT INTO technologies (name, use, language) VALUES (${`Part ${word}`}, 'Partition test', 'plaintext') RETURNING id`,
    ),
  );
  techId = tech.id;
  const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  goId = techs.find((x) => x.name === 'Go')!.id;
  for (let i = 0; i < OWN; i++) {
    ownIds.push(
      await createGroup(
        techId,
        `${i % 2 === 0 ? `${word} alpha` : `alpha ${word}`} item${i}`,
        i === 3 ? `The ${word} special` : 'Partition test',
      ),
    );
  }
  for (let i = 0; i < OTHER; i++) otherIds.push(await createGroup(goId, `${word} go${i}`));
}, 120_000);

afterAll(async () => {
  // The technology and its groups (cascade), so that later suites see the official technologies they expect.
  if (techId) await db().execute(sql`DELETE FROM technologies WHERE id = ${techId}`);
  await t?.close();
});

describe('a technology with a partition of its own', () => {
  it('answers every search as before, its rows moved out of the default partition, the others left', async () => {
    const before = await listings();
    expect([...before.own.ids].sort()).toEqual([...ownIds].sort());
    expect(before.ownPhrase.total).toBe(String(OWN / 2));
    expect(before.ownBest.ids).toEqual([ownIds[3]]);
    expect([...before.other.ids].sort()).toEqual([...otherIds].sort());
    expect(new Set((await partitionsOf(ownIds)).values())).toEqual(new Set(['group_search_terms_default']));

    const [made] = resultRows<{ made: boolean }>(await db().execute(sql`SELECT group_search_terms_own_partition(${techId}::uuid) AS made`));
    expect(made.made).toBe(true);
    const [again] = resultRows<{ made: boolean }>(
      await db().execute(sql`SELECT group_search_terms_own_partition(${techId}::uuid) AS made`),
    );
    expect(again.made).toBe(false);

    const own = `group_search_terms_${techId.replaceAll('-', '')}`;
    expect(new Set((await partitionsOf(ownIds)).values())).toEqual(new Set([own]));
    expect(new Set((await partitionsOf(otherIds)).values())).toEqual(new Set(['group_search_terms_default']));
    const [left] = resultRows<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM group_search_terms_default WHERE technology_id = ${techId}`),
    );
    expect(Number(left.n)).toBe(0);
    // The new partition has the parent's indexes (its own GIN index is the one a filtered search reads).
    const indexes = resultRows<{ def: string }>(await db().execute(sql`SELECT indexdef AS def FROM pg_indexes WHERE tablename = ${own}`));
    expect(indexes.map((i) => i.def).join('\n')).toMatch(/USING gin \(vector\)[^\n]*WHERE listed/);
    expect(indexes.map((i) => i.def).join('\n')).toMatch(/UNIQUE INDEX .* \(group_id, technology_id\)/);

    expect(await listings()).toEqual(before);
  });

  it('keeps its rows current through every writer: new groups, upvotes, visibility and deletion', async () => {
    const added = await createGroup(techId, `${word} added`);
    expect((await partitionsOf([added])).get(added)).toBe(`group_search_terms_${techId.replaceAll('-', '')}`);
    const voter = await createMember();
    await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: added }).expect(200);
    const popular = await t.http().get('/api/public/').query({ q: word, techID: techId, limit: 50 }).expect(200);
    expect(popular.body[0].id).toBe(added);
    expect(popular.headers['x-total-count']).toBe(String(OWN + 1));
    const [row] = resultRows<{ upvotes: number }>(
      await db().execute(
        sql`SELECT upvote_count AS upvotes FROM group_search_terms WHERE group_id = ${added} AND technology_id = ${techId}`,
      ),
    );
    expect(Number(row.upvotes)).toBe(1);

    await t.http().patch(`/api/snippets-groups/change-visibility/${added}`).set(bearer(owner)).send({ isPublic: false }).expect(200);
    const hidden = await t.http().get('/api/public/').query({ q: word, techID: techId, limit: 50 }).expect(200);
    expect(hidden.body.map((g: { id: string }) => g.id)).not.toContain(added);
    expect(hidden.headers['x-total-count']).toBe(String(OWN));

    await t.http().delete(`/api/snippets-groups/${ownIds[0]}`).set(bearer(owner)).expect(200);
    expect((await partitionsOf([ownIds[0]])).size).toBe(0);
    const after = await t.http().get('/api/public/').query({ q: word, limit: 50 }).expect(200);
    expect(after.body.map((g: { id: string }) => g.id).sort()).toEqual([...ownIds.slice(1), ...otherIds].sort());
  });

  it("counts the lexemes of every partition in the search's statistics, each weighted by its rows", async () => {
    await db().execute(sql`ANALYZE group_search_terms`);
    const [{ own, all }] = resultRows<{ own: number; all: number }>(
      await db().execute(sql`
        SELECT count(*) FILTER (WHERE technology_id = ${techId})::int AS own, count(*)::int AS "all" FROM group_search_terms`),
    );
    const statistics = await t.app.get(ListingRepository).termStatistics();
    // Every row of the technology's partition holds its lexeme `~t<id>`, and no other row does.
    expect(statistics.all.get(`~t${techId}`)).toBeCloseTo(Number(own) / Number(all), 3);
  });

  it('is given only to technologies the statistics call large: none here', async () => {
    const [{ made }] = resultRows<{ made: number }>(
      await db().execute(sql`SELECT group_search_terms_partition_large(0.99, 1000000) AS made`),
    );
    expect(Number(made)).toBe(0);
    expect(await t.app.get(SearchIndexRepository).partitionLargeTechnologies(db())).toBe(0);
  });
});
