import { eq, sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { snippetGroups } from '../../../backend/src/database/schema';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { EXCERPT_CHARS, ListingRepository } from '../../../backend/src/modules/search/statements/listing.repository';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

let t: TestApp;
let owner: Member & { id: string; username: string };
let techs: { id: string; name: string }[];
/** A word no other suite writes, so each search sees only this suite's groups. */
const word = `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await startApp();
  owner = await memberWithId(t);
  techs = (await t.http().get('/api/public/technologies').expect(200)).body;
});
afterAll(async () => {
  await t?.close();
});

async function createGroup(
  member: Member,
  snippets: { description: string; code: string }[],
  options: { technologyID?: string; isPublic?: boolean; name?: string } = {},
) {
  const res = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(member))
    .send({
      technologyID: options.technologyID ?? techs[0].id,
      isPublic: options.isPublic ?? true,
      versions: [{ no: '1.0.0', name: options.name ?? 'Main', snippets }],
    });
  if (res.status !== 201) throw new Error(`create group: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

const list = (query: Record<string, string | number>, member?: Member) => {
  const req = t.http().get('/api/public/').query(query);
  return member ? req.set(bearer(member)) : req;
};
const ids = (res: { body: { id: string }[] }) => res.body.map((g) => g.id);

describe('GET /api/public/', () => {
  let created: string[] = [];

  beforeAll(async () => {
    created = [];
    for (let i = 0; i < 14; i++) created.push(await createGroup(owner, [{ description: `${word} item ${i}`, code: `console.log(${i});` }]));
  });

  it('pages by 12 by default and sends the total in x-total-count', async () => {
    const first = await list({ q: word }).expect(200);
    expect(first.headers['x-total-count']).toBe('14');
    expect(first.headers['x-total-count-exact']).toBe('true');
    expect(first.body).toHaveLength(12);
    const second = await list({ q: word, skip: 12 }).expect(200);
    expect(second.body).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(created));
    const small = await list({ q: word, limit: 5, skip: 10 }).expect(200);
    expect(small.body).toHaveLength(4);
  });

  it('sorts by popularity (votes, then newest) by default and by recency with sort=1', async () => {
    const voters = await Promise.all([memberWithId(t), memberWithId(t)]);
    const [a, b] = [created[3], created[7]];
    for (const v of voters) await t.http().patch('/api/interactions/upvote').set(bearer(v)).send({ snippetsGroupsID: b }).expect(200);
    await t.http().patch('/api/interactions/upvote').set(bearer(voters[0])).send({ snippetsGroupsID: a }).expect(200);

    const popular = await list({ q: word }).expect(200);
    expect(ids(popular).slice(0, 3)).toEqual([b, a, created[13]]);
    expect(popular.body[0].upVoteCount).toBe(2);
    expect(ids(await list({ q: word, sort: 0 }))).toEqual(ids(popular));

    const recent = await list({ q: word, sort: 1 }).expect(200);
    expect(ids(recent)).toEqual([...created].reverse().slice(0, 12));

    const mine = await list({ q: word }, voters[0]).expect(200);
    expect(mine.body.find((g: { id: string }) => g.id === a).upVotedByMe).toBe(true);
    expect((await list({ q: word })).body.every((g: { upVotedByMe: boolean }) => g.upVotedByMe === false)).toBe(true);
  });
});

describe('search', () => {
  const tag = `${word}s`;
  let hooks: string;
  let cpp: string;
  let python: string;

  beforeAll(async () => {
    const react = techs.find((x) => x.name === 'React')!.id;
    hooks = await createGroup(owner, [{ description: `Fetch on mount ${tag}`, code: 'useEffect(() => {\n  fetchData();\n}, []);' }], {
      technologyID: react,
    });
    cpp = await createGroup(owner, [{ description: `Vectors ${tag}`, code: 'std::vector<int> v{1, 2, 3};\nfor (auto& x : v) x *= 2;' }], {
      technologyID: techs.find((x) => x.name === 'C++')!.id,
    });
    python = await createGroup(owner, [{ description: `Comprehension ${tag}`, code: 'squares = [x**2 for x in range(10)]' }], {
      technologyID: techs.find((x) => x.name === 'Python')!.id,
      name: 'Pythonic Tricks',
    });
  });

  it('finds the start of an identifier, case-insensitively, and highlights the token it matched', async () => {
    expect(ids(await list({ q: `${tag} USEEFF` }))).toEqual([hooks]);
    const res = await list({ q: 'USEEFF', limit: 50, techID: techs.find((x) => x.name === 'React')!.id }).expect(200);
    const group = res.body.find((g: { id: string }) => g.id === hooks);
    expect(group.match).toEqual({
      field: 'code',
      versionID: group.versions[0].id,
      snippetID: group.versions[0].snippets[0].id,
      excerpt: 'useEffect(() => {',
      highlights: [[0, 9]],
    });
  });

  it('finds identifiers whole, by their parts and with their punctuation; only the last word is a prefix', async () => {
    expect(ids(await list({ q: `${tag} std::vec` }))).toEqual([cpp]);
    expect(ids(await list({ q: `std::vec ${tag}` }))).toEqual([]);
    expect(ids(await list({ q: `std::vector ${tag}` }))).toEqual([cpp]);
    expect(ids(await list({ q: `vector ${tag}` }))).toEqual([cpp]);
    expect(ids(await list({ q: `data ${tag}` }))).toEqual([hooks]);
    expect(ids(await list({ q: `range(10) ${tag}` }))).toEqual([python]);
  });

  it('matches quoted phrases in order, ignores symbols beside words and finds nothing for symbols alone', async () => {
    expect(ids(await list({ q: `"fetch on mount" ${tag}` }))).toEqual([hooks]);
    expect(ids(await list({ q: `"mount on fetch" ${tag}` }))).toEqual([]);
    expect(new Set(ids(await list({ q: `=> ${tag}` })))).toEqual(new Set([hooks, cpp, python]));
    const symbols = await list({ q: '=> %_' }).expect(200);
    expect(symbols.body).toEqual([]);
    expect(symbols.headers['x-total-count']).toBe('0');
  });

  it('reads tech:, lang: and user: in the search box; an unknown qualifier is a word', async () => {
    expect(ids(await list({ q: `${tag} tech:python` }))).toEqual([python]);
    expect(ids(await list({ q: `lang:"C++" ${tag}` }))).toEqual([cpp]);
    expect(ids(await list({ q: `tech:cobol-nope ${tag}` }))).toEqual([]);
    expect(ids(await list({ q: `tech:python ${tag}`, techID: techs.find((x) => x.name === 'React')!.id }))).toEqual([]);
    expect(new Set(ids(await list({ q: `user:${owner.username.toUpperCase()} ${tag}` })))).toEqual(new Set([hooks, cpp, python]));
    expect(ids(await list({ q: `user:nobody-${word} ${tag}` }))).toEqual([]);
    expect(ids(await list({ q: `on:mount ${tag}` }))).toEqual([hooks]);
  });

  it('matches version names and technology names, and needs every word', async () => {
    expect(ids(await list({ q: `pythonic ${tag}` }))).toEqual([python]);
    expect(ids(await list({ q: `react ${tag}` }))).toEqual([hooks]);
    expect(ids(await list({ q: `react vector ${tag}` }))).toEqual([]);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    const res = await list({ q: `nothing-matches-${word}` }).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('filters by technology', async () => {
    const pythonId = techs.find((x) => x.name === 'Python')!.id;
    const res = await list({ q: tag, techID: pythonId }).expect(200);
    expect(ids(res)).toEqual([python]);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body[0].technology.name).toBe('Python');
  });
});

describe('best match (sort=2)', () => {
  const tag = `${word}r`;

  it('puts groups whose descriptions name the identifiers before groups that hold them, or their parts, in code', async () => {
    const voter = await memberWithId(t);
    // Popular groups that hold the identifier, or only its parts, in code.
    const inCode: string[] = [];
    for (let i = 0; i < 6; i++) {
      const code = i % 2 ? `const cfg = parseConfigFile(path); // ${tag}` : `parse(config); readFile(path); // ${tag}`;
      inCode.push(await createGroup(owner, [{ description: `Loader ${i}`, code }]));
    }
    for (const id of inCode) await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: id }).expect(200);
    const named = await createGroup(owner, [{ description: `parseConfigFile reads the settings ${tag}`, code: 'return load(p);' }]);
    const byParts = await createGroup(owner, [{ description: `Config parser ${tag}`, code: 'return parseConfigFileSync(p);' }]);

    const best = await list({ q: `parseConfigFile ${tag}`, sort: 2 }).expect(200);
    expect(ids(best)[0]).toBe(named);
    expect(best.body[0].match).toMatchObject({ field: 'description', excerpt: `parseConfigFile reads the settings ${tag}` });
    expect(best.body[0].match.highlights[0]).toEqual([0, 15]);
    // Parts alone do not match a whole identifier: parseConfigFileSync and parse(config) are not parseConfigFile.
    expect(new Set(ids(best))).toEqual(new Set([named, inCode[1], inCode[3], inCode[5]]));
    // By popularity, the upvoted groups that only hold it in code come first.
    expect(ids(await list({ q: `parseConfigFile ${tag}` }))[0]).not.toBe(named);

    // A whole word of a description ranks above a part of an identifier in one.
    const whole = await list({ q: `config ${tag}`, sort: 2 }).expect(200);
    expect(ids(whole).slice(0, 2)).toEqual([byParts, named]);
  });
});

describe('more than 1,000 matches', () => {
  const tag = `${word}k`;
  let rare: string;
  let rareIds: string[];

  beforeAll(async () => {
    // 1,001 groups written straight to the database (creating them through the API would take minutes), then indexed like any other.
    const { db } = t.app.get(DatabaseService);
    const tech = techs.find((x) => x.name === 'Go')!.id;
    const rows = await db.execute(sql`
      WITH g AS (
        INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at)
        SELECT ${owner.id}::uuid, ${tech}::uuid, true, i % 50, now() - i * interval '1 minute' FROM generate_series(1, 1001) i
        RETURNING id),
      v AS (INSERT INTO versions (group_id, no, name, position) SELECT id, '1.0.0', 'General', 0 FROM g RETURNING id),
      s AS (INSERT INTO snippets (version_id, description, code, position) SELECT id, 'Bulk', ${`fmt.Println("${tag}")`}, 0 FROM v)
      SELECT id FROM g`);
    const groupIds = resultRows<{ id: string }>(rows).map((r) => r.id);
    // Three more in another technology, the least popular and oldest: what a technology filter must find among the 1,001.
    rare = techs.find((x) => x.name === 'Rust')!.id;
    const rareRows = await db.execute(sql`
      WITH g AS (
        INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at)
        SELECT ${owner.id}::uuid, ${rare}::uuid, true, 0, now() - interval '30 days' FROM generate_series(1, 3)
        RETURNING id),
      v AS (INSERT INTO versions (group_id, no, name, position) SELECT id, '1.0.0', 'General', 0 FROM g RETURNING id),
      s AS (INSERT INTO snippets (version_id, description, code, position) SELECT id, 'Bulk', ${`println!("${tag}")`}, 0 FROM v)
      SELECT id FROM g`);
    rareIds = resultRows<{ id: string }>(rareRows).map((r) => r.id);
    groupIds.push(...rareIds);
    const index = t.app.get(SearchIndexRepository);
    for (let i = 0; i < groupIds.length; i += 200) await index.rebuildGroups(db, groupIds.slice(i, i + 200));
  });

  it('says "more than 1,000" instead of counting them all, and still sorts the page', async () => {
    for (const sort of [0, 1, 2]) {
      const res = await list({ q: tag, sort }).expect(200);
      expect(res.headers['x-total-count']).toBe('1001');
      expect(res.headers['x-total-count-exact']).toBe('false');
      expect(res.body).toHaveLength(12);
    }
    const popular = (await list({ q: tag, limit: 50 })).body as { upVoteCount: number }[];
    expect(popular.map((g) => g.upVoteCount)).toEqual(popular.map((g) => g.upVoteCount).sort((a, b) => b - a));
    expect(popular[0].upVoteCount).toBe(49);
    const recent = (await list({ q: tag, sort: 1, limit: 50 })).body as { createdAt: string }[];
    expect(recent.map((g) => g.createdAt)).toEqual(
      recent
        .map((g) => g.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('finds the few matches of a technology filter through the search index, not by reading the other matches', async () => {
    const res = await list({ q: tag, techID: rare }).expect(200);
    expect(ids(res).sort()).toEqual([...rareIds].sort());
    expect(res.headers['x-total-count']).toBe('3');
    // The technology is a lexeme of the vector: the GIN index alone narrows 1,004 matches of the word to the 3.
    const { db } = t.app.get(DatabaseService);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      const rows = await tx.execute(
        sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT group_id FROM group_search_terms WHERE listed AND vector @@ group_search_filter(${tag}::tsquery, ${rare}::uuid, NULL)`,
      );
      return resultRows<{ 'QUERY PLAN': string }>(rows)
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on group_search_terms_default_vector_idx \(actual [^)]*rows=3(\.00)? /);
  });

  it('refuses pages past the first 1,000 results with a translated 400', async () => {
    const res = await list({ q: tag, skip: 1000 }).expect(400);
    expect(res.body.message).toBe('Only the first 1000 results can be browsed: add a word or a filter to narrow the search');
    const es = await list({ skip: 1200 }).set('accept-language', 'es-ES').expect(400);
    expect(es.body.message).toBe(
      'Solo se pueden recorrer los primeros 1000 resultados: añade una palabra o un filtro para acotar la búsqueda',
    );
    expect((await list({ q: tag, skip: 996 }).expect(200)).body).toHaveLength(1004 - 996);
  });
});

describe('visibility', () => {
  it('never lists private groups or groups hidden by moderators', async () => {
    const tag = `${word}v`;
    const visible = await createGroup(owner, [{ description: tag, code: 'ok' }]);
    await createGroup(owner, [{ description: tag, code: 'private' }], { isPublic: false });
    const hidden = await createGroup(owner, [{ description: tag, code: 'hidden' }]);
    await t.app.get(DatabaseService).db.update(snippetGroups).set({ isHidden: true }).where(eq(snippetGroups.id, hidden));
    const res = await list({ q: tag }, owner).expect(200);
    expect(ids(res)).toEqual([visible]);
    expect(res.headers['x-total-count']).toBe('1');
  });
});

describe("a search's excerpt", () => {
  const tag = `${word}x`;
  const version = (no: string, snippets: { description: string; code: string }[]) => ({ no, name: 'Main', snippets });
  async function groupOf(versions: ReturnType<typeof version>[]): Promise<string> {
    const res = await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(owner))
      .send({ technologyID: techs[0].id, isPublic: true, versions });
    if (res.status !== 201) throw new Error(`create group: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  it("is the group's best place: from the card when its preview is the whole group, else read from the group", async () => {
    const [a, b] = [`${tag}alpha`, `${tag}beta`];
    // One version, two short snippets, the words on lines of their own (no line holds both): the card's
    // preview is the whole group.
    const whole = await groupOf([
      version('1.0.0', [
        { description: 'first', code: `x\n${a} once` },
        { description: 'second', code: `${b} twice` },
      ]),
    ]);
    // Both words on line 40: past the 30 lines a card shows.
    const long = await groupOf([version('1.0.0', [{ description: 'long', code: `${a}\n${'line\n'.repeat(38)}${a} ${b} here` }])]);
    // The newest version holds one word, the older one both: two versions, so the preview is not the group.
    const older = await groupOf([
      version('1.0.0', [{ description: 'old', code: `${a} then ${b}` }]),
      version('2.0.0', [{ description: 'new', code: `only ${a}` }]),
    ]);
    const repository = t.app.get(ListingRepository);
    const read = jest.spyOn(repository, 'excerptSources');
    try {
      const res = await list({ q: `${a} ${b}`, limit: 50 }).expect(200);
      const matchOf = (id: string) => res.body.find((g: { id: string }) => g.id === id)?.match;
      expect(matchOf(whole)).toMatchObject({ field: 'code', excerpt: `${a} once` });
      expect(matchOf(long)).toMatchObject({ field: 'code', excerpt: `${a} ${b} here` });
      expect(matchOf(older)).toMatchObject({ field: 'code', excerpt: `${a} then ${b}` });
      // Only the groups whose card is not the whole of them were read again.
      expect(read).toHaveBeenCalledTimes(1);
      expect([...read.mock.calls[0][0]].sort()).toEqual([long, older].sort());
    } finally {
      read.mockRestore();
    }
  });

  it('reads the first EXCERPT_CHARS characters of each code, whatever their bytes', async () => {
    const ascii = 'a'.repeat(EXCERPT_CHARS);
    // Two bytes a character: more bytes than EXCERPT_CHARS in fewer characters.
    const accented = 'é'.repeat(EXCERPT_CHARS - 10);
    // Four bytes a character (two UTF-16 units each in JavaScript).
    const emoji = '😀'.repeat(EXCERPT_CHARS);
    const codes = [ascii, `${ascii}b`, accented, `${accented}${'é'.repeat(20)}`, emoji, `${emoji}😀`, 'short'];
    const group = await groupOf([
      version(
        '1.0.0',
        codes.map((code, i) => ({ description: `code ${i}`, code })),
      ),
    ]);
    const source = (await t.app.get(ListingRepository).excerptSources([group])).get(group);
    expect(source?.versions[0].snippets.map((snippet) => snippet.code)).toEqual([
      ascii,
      ascii,
      accented,
      `${accented}${'é'.repeat(10)}`,
      emoji,
      emoji,
      'short',
    ]);
  });
});

describe('bad input', () => {
  it.each([
    [{ limit: 0 }, 'The field limit must be at least 1'],
    [{ limit: 51 }, 'The field limit must be at most 50'],
    [{ skip: -1 }, 'The field skip must be at least 0'],
    [{ sort: 3 }, 'The field sort must be one of: 0, 1, 2'],
    [{ techID: 'python' }, 'The field techID must be a valid id'],
    [{ q: 'x'.repeat(201) }, 'The field q must be at most 200 characters long'],
    [{ limit: 'many' }, 'The field limit must be a whole number'],
    [{ page: 2 }, 'The field page is not allowed'],
  ])('%j answers 400', async (query, message) => {
    const res = await list(query as Record<string, string | number>).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });
});
