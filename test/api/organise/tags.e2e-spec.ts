import { startApp, type TestApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

type Group = { id: string; tags: string[] };
const details = (id: string) => `/api/snippets-groups/edit-details/${id}`;

describe('tags on groups', () => {
  it('are stored trimmed, in lower case, without repeats, in order, and answered on every view of the group', async () => {
    const owner = await memberWithId(t);
    const group = await postGroup<Group>(t, owner, { tags: [' React ', 'hooks', 'react', 'use-effect2'] });
    expect(group.tags).toEqual(['react', 'hooks', 'use-effect2']);

    const mine = await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200);
    expect(mine.body.find((g: Group) => g.id === group.id).tags).toEqual(['react', 'hooks', 'use-effect2']);
    const page = await t.http().get(`/api/public/groups/${group.id}`).expect(200);
    expect(page.body.tags).toEqual(['react', 'hooks', 'use-effect2']);
    // The listing's cards carry them too.
    const listing = await t.http().get('/api/public/?sort=1&limit=50').expect(200);
    expect(listing.body.find((g: Group) => g.id === group.id)?.tags).toEqual(['react', 'hooks', 'use-effect2']);
  });

  it('are replaced by edit-details (alone or with a title), [] clears them; others cannot change them', async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const group = await postGroup<Group>(t, owner, { tags: ['one'] });
    const onlyTags = await t
      .http()
      .patch(details(group.id))
      .set(bearer(owner))
      .send({ tags: ['two', 'three'] })
      .expect(200);
    expect(onlyTags.body).toEqual({ title: '', description: '', tags: ['two', 'three'] });
    const withTitle = await t
      .http()
      .patch(details(group.id))
      .set(bearer(owner))
      .send({ title: 'T', tags: ['three'] })
      .expect(200);
    expect(withTitle.body).toEqual({ title: 'T', description: '', tags: ['three'] });
    await t
      .http()
      .patch(details(group.id))
      .set(bearer(other))
      .send({ tags: ['mine'] })
      .expect(403);
    await t.http().patch(details(group.id)).set(bearer(owner)).send({ tags: [] }).expect(200, { title: 'T', description: '', tags: [] });
    const page = await t.http().get(`/api/public/groups/${group.id}`).expect(200);
    expect(page.body.tags).toEqual([]);
  });

  it('refuse more than 10, and anything but lower-case words of letters, digits and - up to 30 characters, in both languages', async () => {
    const owner = await memberWithId(t);
    const group = await postGroup<Group>(t, owner);
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    const tooMany = await t.http().patch(details(group.id)).set(bearer(owner)).send({ tags: eleven }).expect(400);
    expect(tooMany.body.message).toBe('A group can have at most 10 tags');
    const ten = await t
      .http()
      .patch(details(group.id))
      .set(bearer(owner))
      .send({ tags: eleven.slice(0, 10) })
      .expect(200);
    expect(ten.body.tags).toHaveLength(10);
    for (const bad of ['two words', 'c#', 'a'.repeat(31), '', 'ñandú', 5, null]) {
      const res = await t
        .http()
        .patch(details(group.id))
        .set(bearer(owner))
        .set('Accept-Language', 'es-ES')
        .send({ tags: [bad] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Una etiqueta es una palabra en minúsculas de hasta 30 letras, cifras o -');
    }
    await t.http().patch(details(group.id)).set(bearer(owner)).send({ tags: 'react' }).expect(400);
    const created = await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(owner))
      .send({ technologyID: (await t.http().get('/api/public/technologies')).body[0].id, tags: eleven });
    expect(created.status).toBe(400);
    // Nothing was changed by the refused calls.
    expect((await t.http().get(`/api/public/groups/${group.id}`).expect(200)).body.tags).toHaveLength(10);
  });

  it("are copied by a fork, and filter the owner's list", async () => {
    const owner = await memberWithId(t);
    const forker = await memberWithId(t);
    const source = await postGroup<Group>(t, owner, { tags: ['sql', 'joins'] });
    await postGroup<Group>(t, owner, { tags: ['css'] });
    const fork = await t.http().post(`/api/snippets-groups/fork/${source.id}`).set(bearer(forker)).send({}).expect(201);
    expect(fork.body.tags).toEqual(['sql', 'joins']);

    const filtered = await t.http().get('/api/snippets-groups/?tag=joins').set(bearer(owner)).expect(200);
    expect(filtered.body.map((g: Group) => g.id)).toEqual([source.id]);
    expect(filtered.headers['x-total-count']).toBe('1');
    await t.http().get('/api/snippets-groups/?tag=Not%20a%20tag').set(bearer(owner)).expect(400);
  });
});

describe("tag suggestions and a member's tags", () => {
  it("offer the member's own tags first, then the site's most used of listed groups, never private ones of others", async () => {
    const me = await memberWithId(t);
    const others = [await memberWithId(t), await memberWithId(t)];
    const prefix = `zq${Date.now().toString(36)}`;
    await postGroup(t, me, { tags: [`${prefix}-mine`], isPublic: false });
    for (const other of others) await postGroup(t, other, { tags: [`${prefix}-popular`, `${prefix}-mine`] });
    await postGroup(t, others[0], { tags: [`${prefix}-secret`], isPublic: false });

    const res = await t.http().get(`/api/tags/suggestions?q=${prefix.toUpperCase()}`).set(bearer(me)).expect(200);
    expect(res.body.items).toEqual([
      { tag: `${prefix}-mine`, count: 1, source: 'mine' },
      { tag: `${prefix}-popular`, count: 2, source: 'popular' },
    ]);
    const one = await t.http().get(`/api/tags/suggestions?q=${prefix}&limit=1`).set(bearer(me)).expect(200);
    expect(one.body.items).toHaveLength(1);
    await t.http().get('/api/tags/suggestions?limit=21').set(bearer(me)).expect(400);
    await t.http().get('/api/tags/suggestions?q=a%20b').set(bearer(me)).expect(400);
    await t.http().get('/api/tags/suggestions').expect(401);

    const mine = await t.http().get('/api/tags/mine').set(bearer(others[0])).expect(200);
    expect(mine.body).toEqual(
      expect.arrayContaining([
        { tag: `${prefix}-popular`, count: 1 },
        { tag: `${prefix}-secret`, count: 1 },
      ]),
    );
  });
});
