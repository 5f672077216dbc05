import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

/**
 * Moderator tools (issue 15, item 4): suspending a member takes their public groups out of every
 * public view (listing, search, counts, filters by owner, upvotes and reports), refuses their writes
 * with a translated 403 while they still sign in and read their own things; unsuspending restores it
 * all; both are in the audit log and in the member's history with the reports on their groups.
 */
let t: TestApp;
let owner: Member & { id: string; username: string };
let other: Member & { id: string; username: string };
let moderator: Member & { id: string };
let reporter: Member;
let technologyId: string;
const adminEmail = uniqueEmail('admin');
const word = `quokka${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail, PUBLIC_PAGE_TTL_MS: '0' });
  owner = await memberWithId(t);
  other = await memberWithId(t);
  moderator = await memberWithId(t, { email: adminEmail });
  reporter = await memberWithId(t);
  technologyId = ((await t.http().get('/api/public/technologies').expect(200)).body as { id: string }[])[0].id;
});
afterAll(async () => {
  await t?.close();
});

const create = async (member: Member, description: string) =>
  (
    await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(member))
      .send({ technologyID: technologyId, versions: [{ no: '1.0.0', snippets: [{ description, code: `print("${description}")` }] }] })
      .expect(201)
  ).body.id as string;
const search = async (q: string, viewer?: Member) => {
  const request = t.http().get('/api/public/').query({ q });
  const res = await (viewer ? request.set(bearer(viewer)) : request).expect(200);
  return { ids: (res.body as { id: string }[]).map((g) => g.id).sort(), total: Number(res.headers['x-total-count']) };
};
const suspend = (id: string, reason = 'Spamming links') =>
  t.http().post(`/api/moderation/members/${id}/suspend`).set(bearer(moderator)).send({ reason });
const unsuspend = (id: string) => t.http().post(`/api/moderation/members/${id}/unsuspend`).set(bearer(moderator));

it('takes a suspended member’s groups out of every public view, refuses their writes, and gives everything back', async () => {
  const mine = await create(owner, `${word} owned`);
  const theirs = await create(other, `${word} other`);
  await t.http().post('/api/interactions/report').set(bearer(reporter)).send({ snippetsGroupsID: mine, category: 'spam' }).expect(201);
  expect(await search(word)).toEqual({ ids: [mine, theirs].sort(), total: 2 });

  const suspended = await suspend(owner.id).expect(200);
  expect(suspended.body).toMatchObject({ id: owner.id, suspensionReason: 'Spamming links' });
  expect(Date.parse(suspended.body.suspendedAt)).not.toBeNaN();

  // Listing, search, count, the owner filter, another member's view: gone.
  expect(await search(word)).toEqual({ ids: [theirs], total: 1 });
  expect(await search(word, other)).toEqual({ ids: [theirs], total: 1 });
  expect((await search(`user:${owner.username}`)).ids).toEqual([]);
  const listing = (await t.http().get('/api/public/').query({ sort: 1, limit: 50 }).expect(200)).body as { id: string }[];
  expect(listing.map((g) => g.id)).not.toContain(mine);
  // Nobody can vote on it or report it; another member cannot tell it exists.
  await t.http().patch('/api/interactions/upvote').set(bearer(other)).send({ snippetsGroupsID: mine }).expect(404);
  await t.http().post('/api/interactions/report').set(bearer(other)).send({ snippetsGroupsID: mine }).expect(404);
  await t.http().delete(`/api/snippets-groups/${mine}`).set(bearer(other)).expect(404);

  // The member signs in and reads their own things, and learns why.
  const me = await t.http().get('/api/users/').set(bearer(owner)).expect(200);
  expect(me.body.suspension).toMatchObject({ reason: 'Spamming links' });
  const own = (await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200)).body as { id: string }[];
  expect(own.map((g) => g.id)).toContain(mine);
  // Every write: 403 with a translated message.
  const refused = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(owner))
    .set('Accept-Language', 'es-ES')
    .send({ technologyID: technologyId })
    .expect(403);
  expect(refused.body.message).toBe(
    'La moderación ha suspendido tu cuenta: puedes iniciar sesión y leer tus snippets, pero no cambiar nada',
  );
  const english = await t.http().patch(`/api/snippets-groups/change-visibility/${mine}`).set(bearer(owner)).send({ isPublic: false });
  expect(english.status).toBe(403);
  expect(english.body.message).toBe(
    'Your account is suspended by the moderators: you can sign in and read your snippets, but not change anything',
  );
  await t.http().patch('/api/interactions/upvote').set(bearer(owner)).send({ snippetsGroupsID: theirs }).expect(403);
  await t.http().post('/api/api-tokens').set(bearer(owner)).send({ name: 'x', scope: 'write' }).expect(403);

  // History: the report on their group and the suspension.
  const history = await t.http().get('/api/moderation/members').query({ user: owner.email }).set(bearer(moderator)).expect(200);
  expect(history.body.member).toMatchObject({ id: owner.id, username: owner.username, suspensionReason: 'Spamming links' });
  expect(history.body.reports).toEqual([
    expect.objectContaining({ groupID: mine, category: 'spam', status: 'open', groupSummary: `${word} owned` }),
  ]);
  expect(history.body.actions.map((a: { action: string }) => a.action)).toEqual(['member_suspended']);
  expect(history.body.actions[0]).toMatchObject({ targetID: owner.id, details: { reason: 'Spamming links', username: owner.username } });

  // Unsuspended: back in every view, writes allowed, in the history.
  const lifted = await unsuspend(owner.id).expect(200);
  expect(lifted.body).toMatchObject({ suspendedAt: null, suspensionReason: null });
  expect(await search(word)).toEqual({ ids: [mine, theirs].sort(), total: 2 });
  expect((await t.http().get('/api/users/').set(bearer(owner)).expect(200)).body.suspension).toBeNull();
  await t.http().patch('/api/interactions/upvote').set(bearer(owner)).send({ snippetsGroupsID: theirs }).expect(200);
  const after = await t.http().get('/api/moderation/members').query({ user: owner.username }).set(bearer(moderator)).expect(200);
  expect(after.body.actions.map((a: { action: string }) => a.action)).toEqual(['member_unsuspended', 'member_suspended']);
});

it('keeps a suspended member’s group unlisted when a moderator shows it again, and lists it after the suspension', async () => {
  const member = await memberWithId(t);
  const groupId = await create(member, `${word} hidden`);
  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).expect(200);
  await suspend(member.id).expect(200);
  await t.http().post(`/api/moderation/groups/${groupId}/unhide`).set(bearer(moderator)).expect(200);
  expect((await search(`${word} hidden`)).ids).toEqual([]);
  await unsuspend(member.id).expect(200);
  expect((await search(`${word} hidden`)).ids).toEqual([groupId]);
});

it('refuses staff, unknown members, members without the role, and a suspension without a reason', async () => {
  const res = await suspend(moderator.id).set('Accept-Language', 'es-ES').expect(409);
  expect(res.body.message).toBe('No se puede suspender a moderadores ni administradores');
  await suspend('00000000-0000-4000-8000-000000000000').expect(404);
  await suspend(other.id, '   ').expect(400);
  await t.http().post(`/api/moderation/members/${other.id}/suspend`).set(bearer(reporter)).send({ reason: 'x' }).expect(403);
  await t.http().get('/api/moderation/members').query({ user: 'nobody-at-all-here' }).set(bearer(moderator)).expect(404);
  await t.http().get('/api/moderation/members').set(bearer(moderator)).expect(400);
});

it('closes a suspended member’s group page, raw code, embeds and forks too, and opens them again when lifted', async () => {
  const member = await memberWithId(t);
  const id = await create(member, `${word} pages`);
  const [group] = (
    (await t.http().get('/api/snippets-groups/').set(bearer(member)).expect(200)).body as {
      id: string;
      versions: { id: string; snippets: { id: string }[] }[];
    }[]
  ).filter((g) => g.id === id);
  const version = group.versions[0];
  const addresses = [`/api/public/groups/${id}`, `/raw/${id}/${version.id}/${version.snippets[0].id}`, `/embed/${id}/${version.id}`];
  for (const address of addresses) await t.http().get(address).expect(200);

  await suspend(member.id).expect(200);
  for (const address of addresses) await t.http().get(address).expect(404);
  await t.http().post(`/api/snippets-groups/fork/${id}`).set(bearer(other)).send({}).expect(404);
  // Its owner still reads it on its page.
  await t.http().get(`/api/public/groups/${id}`).set(bearer(member)).expect(200);

  await unsuspend(member.id).expect(200);
  for (const address of addresses) await t.http().get(address).expect(200);
  await t.http().post(`/api/snippets-groups/fork/${id}`).set(bearer(other)).send({}).expect(201);
});
