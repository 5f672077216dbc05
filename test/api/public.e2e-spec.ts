import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../backend/src/database/database.service';
import { snippetGroups } from '../../backend/src/database/schema';
import { startApp, type TestApp } from './support/app';
import { memberWithId } from './support/fixtures';
import { bearer, type Member } from './support/identity';

let t: TestApp;
let owner: Member & { id: string };
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

  it('finds the start of an identifier, case-insensitively, and says where it matched', async () => {
    expect(ids(await list({ q: `USEEFF ${tag}` }))).toEqual([hooks]);
    const res = await list({ q: 'USEEFF', limit: 50, techID: techs.find((x) => x.name === 'React')!.id }).expect(200);
    const group = res.body.find((g: { id: string }) => g.id === hooks);
    expect(group.match).toEqual({
      field: 'code',
      versionID: group.versions[0].id,
      snippetID: group.versions[0].snippets[0].id,
      excerpt: 'useEffect(() => {',
      highlights: [[0, 6]],
    });
  });

  it('finds code symbols people search for', async () => {
    expect(ids(await list({ q: `std::vec ${tag}` }))).toEqual([cpp]);
    expect(ids(await list({ q: `x**2 ${tag}` }))).toEqual([python]);
    expect(ids(await list({ q: `=> ${tag}` }))).toEqual([hooks]);
    expect(ids(await list({ q: `%_ ${tag}` }))).toEqual([]);
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

describe('bad input', () => {
  it.each([
    [{ limit: 0 }, 'The field limit must be at least 1'],
    [{ limit: 51 }, 'The field limit must be at most 50'],
    [{ skip: -1 }, 'The field skip must be at least 0'],
    [{ sort: 2 }, 'The field sort must be one of: 0, 1'],
    [{ techID: 'python' }, 'The field techID must be a valid id'],
    [{ q: 'x'.repeat(201) }, 'The field q must be at most 200 characters long'],
    [{ limit: 'many' }, 'The field limit must be a whole number'],
    [{ page: 2 }, 'The field page is not allowed'],
  ])('%j answers 400', async (query, message) => {
    const res = await list(query as Record<string, string | number>).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });
});
