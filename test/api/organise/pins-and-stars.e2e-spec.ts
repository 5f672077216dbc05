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

type Group = { id: string };
const ids = (body: Group[]) => body.map((group) => group.id);

describe('pins', () => {
  it("pin up to 6 of the member's own public groups, in order, shown on their page; a 7th is 409", async () => {
    const owner = await memberWithId(t);
    const groups: Group[] = [];
    for (let i = 0; i < 7; i++) groups.push(await postGroup(t, owner, { title: `pin ${i}` }));
    for (const group of groups.slice(0, 6)) await t.http().put(`/api/pins/${group.id}`).set(bearer(owner)).expect(200);
    // Pinning again changes nothing.
    const again = await t.http().put(`/api/pins/${groups[0].id}`).set(bearer(owner)).expect(200);
    expect(again.body.groupIds).toEqual(ids(groups.slice(0, 6)));
    const seventh = await t.http().put(`/api/pins/${groups[6].id}`).set(bearer(owner)).set('Accept-Language', 'es-ES').expect(409);
    expect(seventh.body.message).toBe('Puedes fijar como máximo 6 grupos: quita uno primero');

    const page = await t.http().get(`/api/public/members/${owner.username.toUpperCase()}/pins`).expect(200);
    expect(ids(page.body)).toEqual(ids(groups.slice(0, 6)));
    expect(page.body[0]).toMatchObject({ title: 'pin 0', tags: [] });

    // Reordered: exactly the pinned groups, each once.
    const order = ids(groups.slice(0, 6)).reverse();
    await t.http().put('/api/pins/order').set(bearer(owner)).send({ groupIds: order }).expect(200, { groupIds: order });
    expect(ids((await t.http().get(`/api/public/members/${owner.username}/pins`).expect(200)).body)).toEqual(order);
    await t
      .http()
      .put('/api/pins/order')
      .set(bearer(owner))
      .send({ groupIds: order.slice(1) })
      .expect(400);
    await t
      .http()
      .put('/api/pins/order')
      .set(bearer(owner))
      .send({ groupIds: [...order.slice(1), order[1]] })
      .expect(400);
    await t
      .http()
      .put('/api/pins/order')
      .set(bearer(owner))
      .send({ groupIds: [...order, groups[6].id] })
      .expect(400);

    // Unpinned: a place is free again.
    await t.http().delete(`/api/pins/${groups[0].id}`).set(bearer(owner)).expect(200);
    await t.http().delete(`/api/pins/${groups[0].id}`).set(bearer(owner)).expect(404);
    await t.http().put(`/api/pins/${groups[6].id}`).set(bearer(owner)).expect(200);
    expect((await t.http().get('/api/pins').set(bearer(owner)).expect(200)).body.groupIds).toHaveLength(6);
  });

  it("refuse private groups and other members' groups; a group made private leaves the page but stays pinned", async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const open = await postGroup(t, owner);
    const closed = await postGroup(t, owner, { isPublic: false });
    await t.http().put(`/api/pins/${closed.id}`).set(bearer(owner)).expect(409);
    await t.http().put(`/api/pins/${open.id}`).set(bearer(other)).expect(403);
    await t.http().put(`/api/pins/${closed.id}`).set(bearer(other)).expect(404);
    await t.http().put('/api/pins/00000000-0000-4000-8000-000000000000').set(bearer(owner)).expect(404);
    await t.http().put(`/api/pins/${open.id}`).expect(401);

    await t.http().put(`/api/pins/${open.id}`).set(bearer(owner)).expect(200);
    await t.http().patch(`/api/snippets-groups/change-visibility/${open.id}`).set(bearer(owner)).send({ isPublic: false }).expect(200);
    expect((await t.http().get(`/api/public/members/${owner.username}/pins`).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/pins').set(bearer(owner)).expect(200)).body.groupIds).toEqual([open.id]);
    await t.http().patch(`/api/snippets-groups/change-visibility/${open.id}`).set(bearer(owner)).send({ isPublic: true }).expect(200);
    expect(ids((await t.http().get(`/api/public/members/${owner.username}/pins`).expect(200)).body)).toEqual([open.id]);

    await t.http().get('/api/public/members/nobody-by-that-name/pins').expect(404);
  });

  it('hold six under concurrent pins', async () => {
    const owner = await memberWithId(t);
    const groups: Group[] = [];
    for (let i = 0; i < 9; i++) groups.push(await postGroup(t, owner));
    const answers = await Promise.all(groups.map((group) => t.http().put(`/api/pins/${group.id}`).set(bearer(owner))));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(6);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    expect((await t.http().get('/api/pins').set(bearer(owner)).expect(200)).body.groupIds).toHaveLength(6);
  });
});

describe('starred (upvoted) groups', () => {
  it("list the caller's upvoted groups they may still see, the latest first, paged with a total", async () => {
    const owner = await memberWithId(t);
    const fan = await memberWithId(t);
    const [a, b, c] = [await postGroup(t, owner), await postGroup(t, owner), await postGroup(t, owner)];
    for (const group of [a, b, c])
      await t.http().patch('/api/interactions/upvote').set(bearer(fan)).send({ snippetsGroupsID: group.id }).expect(200);
    const all = await t.http().get('/api/starred').set(bearer(fan)).expect(200);
    expect(ids(all.body)).toEqual([c.id, b.id, a.id]);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body[0].upVotedByMe).toBe(true);
    const second = await t.http().get('/api/starred?skip=1&limit=1').set(bearer(fan)).expect(200);
    expect(ids(second.body)).toEqual([b.id]);

    // A group made private leaves the fan's view; a removed upvote too.
    await t.http().patch(`/api/snippets-groups/change-visibility/${b.id}`).set(bearer(owner)).send({ isPublic: false }).expect(200);
    await t.http().patch('/api/interactions/remove-upvote').set(bearer(fan)).send({ snippetsGroupsID: a.id }).expect(200);
    const now = await t.http().get('/api/starred').set(bearer(fan)).expect(200);
    expect(ids(now.body)).toEqual([c.id]);
    expect(now.headers['x-total-count']).toBe('1');
    await t.http().get('/api/starred?limit=51').set(bearer(fan)).expect(400);
    await t.http().get('/api/starred').expect(401);
  });
});
