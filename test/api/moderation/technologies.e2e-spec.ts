import { startApp, type TestApp } from '../support/app';
import { memberWithId, searchRowFor, searchRowOf } from '../support/fixtures';

type SearchableGroupDto = {
  id: string;
  updatedAt: string;
  versions: { id: string; no: string; name: string; snippets: { description: string; code: string }[] }[];
};
import { bearer, type Member } from '../support/identity';

let t: TestApp;
let owner: Member;
let other: Member;
const name = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

beforeAll(async () => {
  t = await startApp();
  [owner, other] = [await memberWithId(t), await memberWithId(t)];
});
afterAll(async () => {
  await t?.close();
});

const create = (member: Member, body: Record<string, unknown>) => t.http().post('/api/technologies/custom').set(bearer(member)).send(body);
const list = async (member: Member) =>
  (await t.http().get('/api/technologies').set(bearer(member)).expect(200)).body.data as {
    id: string;
    name: string;
    isCustom: boolean;
    officialRequest?: { status: string; reason: string | null };
  }[];

describe('custom technologies', () => {
  it('creates, lists (official + own only), edits and deletes a custom technology', async () => {
    const techName = name('Deno');
    const created = await create(owner, { name: `  ${techName}  `, use: 'Runtime' }).expect(201);
    const id = created.body.data.insertedId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const mine = await list(owner);
    expect(mine.filter((x) => !x.isCustom).length).toBeGreaterThanOrEqual(30);
    expect(mine.find((x) => x.id === id)).toMatchObject({ name: techName, use: 'Runtime', imageURL: '', isCustom: true });
    expect((await list(other)).some((x) => x.id === id)).toBe(false);

    const renamed = name('Deno 2');
    await t
      .http()
      .patch(`/api/technologies/custom/${id}`)
      .set(bearer(owner))
      .send({ name: renamed, use: 'Secure runtime' })
      .expect(200, { data: { updatedID: id } });
    expect((await list(owner)).find((x) => x.id === id)).toMatchObject({ name: renamed, use: 'Secure runtime' });

    await t
      .http()
      .delete(`/api/technologies/custom/${id}`)
      .set(bearer(owner))
      .expect(200, { data: { deletedID: id } });
    expect((await list(owner)).some((x) => x.id === id)).toBe(false);
  });

  it('deletes the technology groups with it', async () => {
    const id = (await create(owner, { name: name('Zig'), use: '' }).expect(201)).body.data.insertedId;
    const group = await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(owner))
      .send({ technologyID: id, versions: [{ no: '1.0.0', snippets: [{ description: 'hello', code: 'pub fn main() void {}' }] }] })
      .expect(201);
    expect(group.body.isPublic).toBe(false);
    await t.http().delete(`/api/technologies/custom/${id}`).set(bearer(owner)).expect(200);
    const groups = (await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200)).body as { id: string }[];
    expect(groups.some((g) => g.id === group.body.id)).toBe(false);
  });

  it("renames the technology in its groups' search rows, leaving their updatedAt", async () => {
    const id = (await create(owner, { name: name('Gleam'), use: '' }).expect(201)).body.data.insertedId;
    const group = (
      await t
        .http()
        .post('/api/snippets-groups/')
        .set(bearer(owner))
        .send({ technologyID: id, versions: [{ no: '1.0.0', snippets: [{ description: 'hello', code: 'pub fn main() {}' }] }] })
        .expect(201)
    ).body as { id: string; updatedAt: string };
    const renamed = name('Gleam 2');
    await t.http().patch(`/api/technologies/custom/${id}`).set(bearer(owner)).send({ name: renamed, use: '' }).expect(200);
    const groups = (await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200)).body as SearchableGroupDto[];
    const after = groups.find((g) => g.id === group.id)!;
    expect(after).toMatchObject({ technology: { name: renamed }, updatedAt: group.updatedAt });
    expect(await searchRowOf(t, group.id)).toEqual(await searchRowFor(t, group.id, { technology: renamed, versions: after.versions }));
    expect((await searchRowOf(t, group.id)).textVector).toContain("'gleam'");
  });

  it('refuses duplicate and official names with 409, bad input with 400', async () => {
    const techName = name('Bun');
    await create(owner, { name: techName, use: '' }).expect(201);
    const dup = await create(owner, { name: techName.toUpperCase(), use: '' }).expect(409);
    expect(dup.body.message).toBe('You already have a technology with this name');
    await create(other, { name: techName, use: '' }).expect(201);
    const official = await create(owner, { name: 'typescript', use: '' }).set('Accept-Language', 'es-ES').expect(409);
    expect(official.body.message).toBe('Ya existe una tecnología oficial con este nombre');
    expect((await create(owner, { name: '   ', use: '' }).expect(400)).body.message).toBe('The technology needs a name');
    expect((await create(owner, { name: 'x'.repeat(61), use: '' }).expect(400)).body.message).toBe(
      'The field name must be at most 60 characters long',
    );
    await create(owner, { name: name('Ok'), use: 'u'.repeat(501) }).expect(400);
    await create(owner, { name: name('Ok'), use: '', isCustom: false }).expect(400);
    await create(owner, { name: name('Ok') }).expect(400);
  });

  it('lets only the owner edit or delete; official technologies are not reachable on the custom path', async () => {
    const id = (await create(owner, { name: name('Gleam'), use: '' }).expect(201)).body.data.insertedId;
    await t.http().patch(`/api/technologies/custom/${id}`).set(bearer(other)).send({ name: 'Mine now', use: '' }).expect(404);
    await t.http().delete(`/api/technologies/custom/${id}`).set(bearer(other)).expect(404);
    await t.http().post(`/api/technologies/request-official/${id}`).set(bearer(other)).expect(404);
    await t.http().patch(`/api/technologies/custom/${id}`).send({ name: 'Anon', use: '' }).expect(401);
    const officialId = (await list(owner)).find((x) => x.name === 'Python')!.id;
    await t.http().patch(`/api/technologies/custom/${officialId}`).set(bearer(owner)).send({ name: 'Py', use: '' }).expect(404);
    await t.http().delete(`/api/technologies/custom/${officialId}`).set(bearer(owner)).expect(404);
    await t.http().post(`/api/technologies/request-official/${officialId}`).set(bearer(owner)).expect(404);
    await t.http().delete('/api/technologies/custom/not-a-uuid').set(bearer(owner)).expect(400);
    expect((await list(owner)).find((x) => x.id === id)?.name).toMatch(/^Gleam/);
  });

  it('accepts one pending official request per technology and shows it on the technology', async () => {
    const id = (await create(owner, { name: name('Nim'), use: 'Systems' }).expect(201)).body.data.insertedId;
    const res = await t.http().post(`/api/technologies/request-official/${id}`).set(bearer(owner)).expect(201);
    expect(res.body.data).toMatchObject({ status: 'pending', reason: null });
    const again = await t.http().post(`/api/technologies/request-official/${id}`).set(bearer(owner)).expect(409);
    expect(again.body.message).toBe('This technology already has a pending request');
    expect((await list(owner)).find((x) => x.id === id)?.officialRequest).toMatchObject({ status: 'pending' });
  });

  it('answers 401 to anonymous callers', async () => {
    await t.http().get('/api/technologies').expect(401);
    await t.http().post('/api/technologies/custom').send({ name: 'x', use: '' }).expect(401);
  });
});
