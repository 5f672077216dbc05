import { startApp, type TestApp } from './support/app';
import { memberWithId } from './support/fixtures';
import { bearer } from './support/identity';

const BASE = '/api/snippets-groups';

let t: TestApp;
let technologyId: string;
type Member = Awaited<ReturnType<typeof memberWithId>>;
let owner: Member;
let other: Member;

beforeAll(async () => {
  t = await startApp();
  const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  technologyId = techs.find((tech) => tech.name === 'Python')!.id;
  [owner, other] = await Promise.all([memberWithId(t), memberWithId(t)]);
});
afterAll(async () => {
  await t?.close();
});

async function createGroup(
  member: Member,
  body: Record<string, unknown> = {},
): Promise<{ id: string; title: string; description: string }> {
  const res = await t
    .http()
    .post(BASE)
    .set(bearer(member))
    .send({ technologyID: technologyId, versions: [{ no: '1.0.0', snippets: [{ description: 'print it', code: 'print(1)' }] }], ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** The ids of the public listing for a search. */
async function search(q: string): Promise<string[]> {
  const res = await t.http().get('/api/public/').query({ q, sort: 2 }).expect(200);
  return (res.body as { id: string }[]).map((group) => group.id);
}

describe('group title and description', () => {
  it('are optional: a group created without them answers empty texts (older clients keep working)', async () => {
    const group = await createGroup(owner);
    expect(group).toMatchObject({ title: '', description: '' });
  });

  it('are stored trimmed, answered by every call and searched with the weight of snippet descriptions', async () => {
    const word = `zephyr${Date.now().toString(36)}`;
    const other = `quokka${Date.now().toString(36)}`;
    const group = await createGroup(owner, { title: `  Handy ${word} helpers `, description: `Helps with ${other} things` });
    expect(group).toMatchObject({ title: `Handy ${word} helpers`, description: `Helps with ${other} things` });
    const mine = (await t.http().get(BASE).set(bearer(owner)).expect(200)).body as { id: string; title: string }[];
    expect(mine.find((g) => g.id === group.id)).toMatchObject({ title: `Handy ${word} helpers` });
    const listed = (await t.http().get('/api/public/').query({ q: word }).expect(200)).body as { id: string; title: string }[];
    expect(listed.map((g) => [g.id, g.title])).toEqual([[group.id, `Handy ${word} helpers`]]);
    expect(await search(other)).toEqual([group.id]);

    // A title match ranks as a description match: above a group that has the word only in its code.
    const inCode = await createGroup(owner, { versions: [{ no: '1.0.0', snippets: [{ description: 'x', code: `${word} = 1` }] }] });
    expect(await search(word)).toEqual([group.id, inCode.id]);
  });

  it('are changed by the owner only (a field left out stays), and searched after the change', async () => {
    const group = await createGroup(owner, { title: 'Before', description: 'Kept' });
    const word = `narwhal${Date.now().toString(36)}`;
    const res = await t
      .http()
      .patch(`${BASE}/edit-details/${group.id}`)
      .set(bearer(owner))
      .send({ title: `After ${word}` })
      .expect(200);
    expect(res.body).toEqual({ title: `After ${word}`, description: 'Kept' });
    expect(await search(word)).toEqual([group.id]);
    await t
      .http()
      .patch(`${BASE}/edit-details/${group.id}`)
      .set(bearer(owner))
      .send({ description: '' })
      .expect(200, { title: `After ${word}`, description: '' });

    await t.http().patch(`${BASE}/edit-details/${group.id}`).set(bearer(other)).send({ title: 'Mine now' }).expect(403);
    await t.http().patch(`${BASE}/edit-details/${group.id}`).send({ title: 'Anyone' }).expect(401);
    const hidden = await createGroup(owner, { isPublic: false });
    await t.http().patch(`${BASE}/edit-details/${hidden.id}`).set(bearer(other)).send({ title: 'Mine now' }).expect(404);
    await t.http().patch(`${BASE}/edit-details/00000000-0000-4000-8000-000000000000`).set(bearer(owner)).send({ title: 'x' }).expect(404);
  });

  it('refuse bad input with 400 and write nothing', async () => {
    const group = await createGroup(owner, { title: 'Stays' });
    const bad = [{ title: 'x'.repeat(121) }, { description: 'x'.repeat(1001) }, { title: 5 }, { title: 'ok', extra: true }];
    for (const body of bad) {
      const res = await t.http().patch(`${BASE}/edit-details/${group.id}`).set(bearer(owner)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await t.http().patch(`${BASE}/edit-details/not-a-uuid`).set(bearer(owner)).send({ title: 'x' }).expect(400);
    const created = await t
      .http()
      .post(BASE)
      .set(bearer(owner))
      .send({ technologyID: technologyId, title: 'y'.repeat(121) });
    expect(created.status).toBe(400);
    const mine = (await t.http().get(BASE).set(bearer(owner)).expect(200)).body as { id: string; title: string }[];
    expect(mine.find((g) => g.id === group.id)?.title).toBe('Stays');
  });
});
