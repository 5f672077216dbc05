import { DatabaseService } from '../../../backend/src/database/database.service';
import { collectionItems, collections as table, snippetGroups } from '../../../backend/src/database/schema';
import { suiteApp, webPageEnv } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

// The web app's page, for the Open Graph tags the server writes into it.
const t = suiteApp(webPageEnv());

type Item = { groupId: string; position: number; group: { id: string; title: string } | null };
type Collection = { id: string; name: string; description: string; isPublic: boolean; itemCount: number; holdsGroup?: boolean };

async function collection(member: Member, body: Record<string, unknown>): Promise<Collection> {
  return (await t.http().post('/api/collections').set(bearer(member)).send(body).expect(201)).body as Collection;
}
const add = (member: Member, id: string, groupId: string) =>
  t.http().post(`/api/collections/${id}/items`).set(bearer(member)).send({ groupId });
const items = async (id: string, member?: Member, query = '') => {
  const req = t.http().get(`/api/public/collections/${id}/items${query}`);
  const res = await (member ? req.set(bearer(member)) : req).expect(200);
  return { body: res.body as Item[], total: Number(res.headers['x-total-count']) };
};

describe('collections', () => {
  it("hold the owner's and others' public groups in order; the owner reorders and removes them", async () => {
    const owner = await memberWithId(t);
    const author = await memberWithId(t);
    const mine = await postGroup(t, owner, { title: 'mine' });
    const theirs = await postGroup(t, author, { title: 'theirs' });
    const third = await postGroup(t, author, { title: 'third' });
    const c = await collection(owner, { name: ' React patterns ', description: 'Good ones', isPublic: true });
    expect(c).toMatchObject({ name: 'React patterns', description: 'Good ones', isPublic: true, itemCount: 0 });
    for (const group of [mine, theirs, third]) await add(owner, c.id, group.id).expect(200);
    // Adding again changes nothing.
    expect((await add(owner, c.id, mine.id).expect(200)).body.itemCount).toBe(3);
    expect((await items(c.id)).body.map((item) => item.group?.title)).toEqual(['mine', 'theirs', 'third']);

    await t.http().put(`/api/collections/${c.id}/items/${third.id}/position`).set(bearer(owner)).send({ position: 0 }).expect(200);
    await t.http().put(`/api/collections/${c.id}/items/${mine.id}/position`).set(bearer(owner)).send({ position: 199 }).expect(200);
    const ordered = await items(c.id);
    expect(ordered.body.map((item) => [item.group?.title, item.position])).toEqual([
      ['third', 0],
      ['theirs', 1],
      ['mine', 2],
    ]);
    const page = await items(c.id, undefined, '?skip=1&limit=1');
    expect(page.body.map((item) => item.groupId)).toEqual([theirs.id]);
    expect(page.total).toBe(3);

    await t.http().delete(`/api/collections/${c.id}/items/${theirs.id}`).set(bearer(owner)).expect(200);
    await t.http().delete(`/api/collections/${c.id}/items/${theirs.id}`).set(bearer(owner)).expect(404);
    expect((await items(c.id)).body.map((item) => [item.group?.title, item.position])).toEqual([
      ['third', 0],
      ['mine', 1],
    ]);

    const listed = await t.http().get(`/api/collections/mine?groupId=${mine.id}`).set(bearer(owner)).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: c.id, holdsGroup: true, itemCount: 2 })]);
    expect(listed.headers['x-total-count']).toBe('1');
  });

  it('are private unless made public; only the owner changes one (403 public, 404 private); bad input is 400', async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const group = await postGroup(t, owner);
    const c = await collection(owner, { name: 'Mine' });
    expect(c.isPublic).toBe(false);
    await t.http().get(`/api/public/collections/${c.id}`).expect(404);
    await t.http().get(`/api/public/collections/${c.id}`).set(bearer(other)).expect(404);
    await t.http().get(`/api/public/collections/${c.id}`).set(bearer(owner)).expect(200);
    await t.http().patch(`/api/collections/${c.id}`).set(bearer(other)).send({ name: 'x' }).expect(404);
    await add(other, c.id, group.id).expect(404);

    await t.http().patch(`/api/collections/${c.id}`).set(bearer(owner)).send({ isPublic: true }).expect(200);
    await t.http().get(`/api/public/collections/${c.id}`).expect(200);
    await t.http().patch(`/api/collections/${c.id}`).set(bearer(other)).send({ name: 'x' }).expect(403);
    await t.http().delete(`/api/collections/${c.id}`).set(bearer(other)).expect(403);
    await add(other, c.id, group.id).expect(403);

    const es = await t.http().post('/api/collections').set(bearer(owner)).set('Accept-Language', 'es-ES').send({ name: '   ' }).expect(400);
    expect(es.body.message).toBe('Pon un nombre a la colección');
    await t
      .http()
      .post('/api/collections')
      .set(bearer(owner))
      .send({ name: 'x'.repeat(81) })
      .expect(400);
    await t.http().patch(`/api/collections/${c.id}`).set(bearer(owner)).send({}).expect(400);
    await t.http().put(`/api/collections/${c.id}/items/${group.id}/position`).set(bearer(owner)).send({ position: -1 }).expect(400);
    await t.http().put(`/api/collections/${c.id}/items/${group.id}/position`).set(bearer(owner)).send({ position: 0 }).expect(404);
    await t.http().post('/api/collections').send({ name: 'anon' }).expect(401);

    await t.http().delete(`/api/collections/${c.id}`).set(bearer(owner)).expect(200, { deletedID: c.id });
    await t.http().get(`/api/public/collections/${c.id}`).set(bearer(owner)).expect(404);
  });

  it("show others only the groups they may see; a group made private leaves others' view, not its owner's list", async () => {
    const owner = await memberWithId(t);
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const ownPrivate = await postGroup(t, owner, { isPublic: false, title: 'own private' });
    const theirs = await postGroup(t, author, { title: 'theirs' });
    const theirPrivate = await postGroup(t, author, { isPublic: false });
    const c = await collection(owner, { name: 'Mixed', isPublic: true });
    await add(owner, c.id, ownPrivate.id).expect(200);
    await add(owner, c.id, theirs.id).expect(200);
    // Another member's private group cannot be added.
    await add(owner, c.id, theirPrivate.id).expect(404);

    expect((await items(c.id, reader)).body.map((item) => item.groupId)).toEqual([theirs.id]);
    expect((await t.http().get(`/api/public/collections/${c.id}`).set(bearer(reader)).expect(200)).body.itemCount).toBe(1);
    expect((await items(c.id, owner)).body.map((item) => item.group?.title)).toEqual(['own private', 'theirs']);

    // The author makes their group private: gone from the reader's view; the owner keeps the item, without its card.
    await t.http().patch(`/api/snippets-groups/change-visibility/${theirs.id}`).set(bearer(author)).send({ isPublic: false }).expect(200);
    expect((await items(c.id, reader)).body).toEqual([]);
    const ownerView = await items(c.id, owner);
    expect(ownerView.body.map((item) => [item.groupId, item.group === null])).toEqual([
      [ownPrivate.id, false],
      [theirs.id, true],
    ]);
    // The author still sees their own group in it.
    expect((await items(c.id, author)).body.map((item) => item.groupId)).toEqual([theirs.id]);
    // Public again: back for everyone.
    await t.http().patch(`/api/snippets-groups/change-visibility/${theirs.id}`).set(bearer(author)).send({ isPublic: true }).expect(200);
    expect((await items(c.id)).body.map((item) => item.groupId)).toEqual([theirs.id]);
  });

  it('are listed on the groups they hold when public, and have their own Open Graph page', async () => {
    const owner = await memberWithId(t);
    const group = await postGroup(t, owner);
    const open = await collection(owner, { name: 'Open <list>', description: 'Shared "tips"', isPublic: true });
    const closed = await collection(owner, { name: 'Closed' });
    await add(owner, open.id, group.id).expect(200);
    await add(owner, closed.id, group.id).expect(200);
    const holding = await t.http().get(`/api/public/groups/${group.id}/collections`).expect(200);
    expect(holding.body.map((c: Collection) => c.id)).toEqual([open.id]);
    expect(holding.headers['x-total-count']).toBe('1');
    await t.http().get('/api/public/groups/00000000-0000-4000-8000-000000000000/collections').expect(404);

    const html = (await t.http().get(`/c/${open.id}`).expect(200)).text;
    expect(html).toContain('<meta property="og:title" content="Open &#60;list&#62; · Snipstack" />');
    expect(html).toContain('<meta property="og:description" content="Shared &#34;tips&#34;" />');
    await t.http().get(`/c/${closed.id}`).expect(404);
    await t.http().get('/c/not-an-id').expect(404);
  });

  it('hold at most 200 groups and a member at most 100 collections', async () => {
    const owner = await memberWithId(t);
    const group = await postGroup(t, owner);
    const c = await collection(owner, { name: 'Full' });
    // Filled straight in the database: 200 groups through the API would take long.
    const db = t.app.get(DatabaseService).db;
    const rows = await db
      .insert(snippetGroups)
      .values(
        Array.from({ length: 200 }, () => ({
          ownerId: owner.id,
          technologyId: (group as unknown as { technologyID: string }).technologyID,
          isPublic: false,
        })),
      )
      .returning({ id: snippetGroups.id });
    await db.insert(collectionItems).values(rows.map((row, position) => ({ collectionId: c.id, groupId: row.id, position })));
    const full = await add(owner, c.id, group.id).set('Accept-Language', 'es-ES').expect(409);
    expect(full.body.message).toBe('Una colección puede contener como máximo 200 grupos');
    const page = await items(c.id, owner, '?limit=50');
    expect(page.body).toHaveLength(50);
    expect(page.total).toBe(200);
    await t.http().get(`/api/public/collections/${c.id}/items?limit=51`).set(bearer(owner)).expect(400);

    await db.insert(table).values(Array.from({ length: 99 }, (_, i) => ({ ownerId: owner.id, name: `c${i}` })));
    await t.http().post('/api/collections').set(bearer(owner)).send({ name: 'one too many' }).expect(409);
  });
});
