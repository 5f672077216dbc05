import { memberWithId, postGroup, suiteAppWithAdmin } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

const t = suiteAppWithAdmin({ REPORTS_AUTO_HIDE: '50' });

interface Notification {
  id: string;
  kind: string;
  actor: { id: string; username: string } | null;
  group: { id: string; title: string } | null;
  commentId: string | null;
  action: string | null;
  read: boolean;
}
interface Group {
  id: string;
  versions: { id: string; snippets: { id: string }[] }[];
}

async function inbox(member: Member, query = ''): Promise<{ items: Notification[]; total: number }> {
  const res = await t.http().get(`/api/notifications${query}`).set(bearer(member)).expect(200);
  return { items: res.body as Notification[], total: Number(res.headers['x-total-count']) };
}
const unread = async (member: Member) =>
  ((await t.http().get('/api/notifications/unread-count').set(bearer(member)).expect(200)).body as { count: number }).count;

async function group(owner: Member, title: string, isPublic = true): Promise<Group> {
  const created = await postGroup<Group>(t, owner, {
    title,
    isPublic,
    versions: [{ no: '1.0.0', snippets: [{ description: 'a', code: 'x = 1' }] }],
  });
  for (const version of created.versions) {
    version.snippets = (
      await t.http().get(`/api/public/groups/${created.id}/versions/${version.id}`).set(bearer(owner)).expect(200)
    ).body.snippets;
  }
  return created;
}
const comment = async (member: Member, g: Group, body = 'Nice') =>
  (
    await t
      .http()
      .post('/api/comments')
      .set(bearer(member))
      .send({ groupId: g.id, versionId: g.versions[0].id, snippetId: g.versions[0].snippets[0].id, body })
      .expect(201)
  ).body as { id: string };

describe('notifications', () => {
  it('tell a group owner of comments, a commenter of replies, never anyone of their own doing', async () => {
    const owner = await memberWithId(t);
    const reader = await memberWithId(t);
    const other = await memberWithId(t);
    const g = await group(owner, 'Talked about');
    const thread = await comment(reader, g);
    // The owner's own comment tells nobody.
    await comment(owner, g, 'Mine');
    const owners = await inbox(owner);
    expect(owners.items).toEqual([
      expect.objectContaining({
        kind: 'comment',
        actor: { id: reader.id, username: reader.username },
        group: { id: g.id, title: 'Talked about' },
        commentId: thread.id,
        read: false,
      }),
    ]);
    expect(await unread(owner)).toBe(1);

    // A reply tells the thread's author and the group's owner; the owner's reply to a thread tells its author once.
    await t.http().post(`/api/comments/${thread.id}/replies`).set(bearer(other)).send({ body: 'Agreed' }).expect(201);
    expect((await inbox(reader)).items.map((n) => [n.kind, n.actor?.username])).toEqual([['reply', other.username]]);
    expect((await inbox(owner)).items.map((n) => [n.kind, n.actor?.username])).toEqual([
      ['comment', other.username],
      ['comment', reader.username],
    ]);
    const mine = await comment(owner, g, 'My own thread');
    await t.http().post(`/api/comments/${mine.id}/replies`).set(bearer(reader)).send({ body: 'Hi' }).expect(201);
    expect((await inbox(owner)).items[0]).toMatchObject({ kind: 'reply', actor: { id: reader.id } });
    expect((await inbox(owner)).total).toBe(3);
  });

  it('tell of new followers and of a followed member’s new public groups', async () => {
    const author = await memberWithId(t);
    const fan = await memberWithId(t);
    await t.http().put(`/api/users/following/${author.id}`).set(bearer(fan)).expect(200);
    // Following again is no news.
    await t.http().put(`/api/users/following/${author.id}`).set(bearer(fan)).expect(200);
    expect((await inbox(author)).items.map((n) => [n.kind, n.actor?.username])).toEqual([['follower', fan.username]]);

    const shown = await group(author, 'Fresh');
    await group(author, 'Secret', false);
    // A public group whose only version is a draft is not listed: nothing to tell yet.
    await postGroup(t, author, {
      title: 'Unfinished',
      isPublic: true,
      versions: [{ no: '1.0.0', isDraft: true, snippets: [{ description: 'a', code: 'y = 2' }] }],
    });
    expect((await inbox(fan)).items.map((n) => [n.kind, n.group?.title])).toEqual([['new_group', 'Fresh']]);
    // A group made private later is no longer named to others.
    await t.http().patch(`/api/snippets-groups/change-visibility/${shown.id}`).set(bearer(author)).send({ isPublic: false }).expect(200);
    expect((await inbox(fan)).items[0]).toMatchObject({ kind: 'new_group', group: null });
  });

  it('tell of moderators’ decisions on one’s groups and comments', async () => {
    const owner = await memberWithId(t);
    const reader = await memberWithId(t);
    const g = await group(owner, 'Judged');
    await t.http().post(`/api/moderation/groups/${g.id}/hide`).set(bearer(t.admin)).send({ note: 'Spam' }).expect(200);
    await t.http().post(`/api/moderation/groups/${g.id}/unhide`).set(bearer(t.admin)).send({}).expect(200);
    expect((await inbox(owner)).items.map((n) => [n.kind, n.action, n.actor])).toEqual([
      ['moderation', 'group_unhidden', null],
      ['moderation', 'group_hidden', null],
    ]);
    const c = await comment(reader, g);
    await t.http().post(`/api/moderation/comments/${c.id}/hide`).set(bearer(t.admin)).send({ hidden: true }).expect(200);
    expect((await inbox(reader)).items[0]).toMatchObject({
      kind: 'moderation',
      action: 'comment_hidden',
      commentId: c.id,
      group: { id: g.id },
    });
  });

  it('are read one by one or all at once, only by their member, and paged', async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const g = await group(owner, 'Busy');
    for (let i = 0; i < 3; i++) await comment(other, g, `n${i}`);
    const { items } = await inbox(owner);
    expect(items).toHaveLength(3);
    await t.http().post(`/api/notifications/${items[0].id}/read`).set(bearer(other)).expect(404);
    await t.http().post(`/api/notifications/${items[0].id}/read`).set(bearer(owner)).expect(200);
    await t.http().post(`/api/notifications/${items[0].id}/read`).set(bearer(owner)).expect(200);
    expect(await unread(owner)).toBe(2);
    expect((await inbox(owner, '?filter=unread')).items.map((n) => n.id)).toEqual([items[1].id, items[2].id]);
    const page = await inbox(owner, '?skip=1&limit=1');
    expect(page.items.map((n) => n.id)).toEqual([items[1].id]);
    expect(page.total).toBe(3);
    await t.http().get('/api/notifications?limit=51').set(bearer(owner)).expect(400);
    await t.http().post('/api/notifications/not-an-id/read').set(bearer(owner)).expect(400);
    expect((await t.http().post('/api/notifications/read-all').set(bearer(owner)).expect(200)).body).toEqual({ marked: 2 });
    expect(await unread(owner)).toBe(0);
    await t.http().get('/api/notifications').expect(401);
  });
});
