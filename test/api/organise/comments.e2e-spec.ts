import { eq, sql } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { comments as commentsTable } from '../../../backend/src/database/schema';
import { memberWithId, postGroup, suiteAppWithAdmin } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');

const t = suiteAppWithAdmin({ REPORTS_AUTO_HIDE: '2' });

interface Version {
  id: string;
  snippets: { id: string }[];
}
interface Group {
  id: string;
  versions: Version[];
}
interface Comment {
  id: string;
  parentId: string | null;
  body: string | null;
  hidden: boolean;
  deleted: boolean;
  onEarlierVersion: boolean;
  versionNo: string;
  lineStart: number | null;
  lineEnd: number | null;
  editedAt: string | null;
  author: { id: string; username: string };
}
interface Thread extends Comment {
  replies: Comment[];
}
interface Page {
  items: Thread[];
  total: number;
  locked: boolean;
  canModerate: boolean;
}

const CODE = ['const a = 1;', 'const b = 2;', 'const c = 3;', 'console.log(a + b + c);'].join('\n');

/** A public group of `owner` with two published versions of two snippets each (four lines in the first). */
async function group(owner: Member, fields: Record<string, unknown> = {}): Promise<Group> {
  const created = await postGroup<Group>(t, owner, {
    versions: ['1.0.0', '2.0.0'].map((no) => ({
      no,
      snippets: [
        { description: 'first', code: CODE },
        { description: 'second', code: 'x' },
      ],
    })),
    ...fields,
  });
  for (const version of created.versions) {
    version.snippets = (
      await t.http().get(`/api/public/groups/${created.id}/versions/${version.id}`).set(bearer(owner)).expect(200)
    ).body.snippets;
  }
  return created;
}

const write = (member: Member, g: Group, body: Record<string, unknown>, version = 0, snippet = 0) =>
  t
    .http()
    .post('/api/comments')
    .set(bearer(member))
    .send({ groupId: g.id, versionId: g.versions[version].id, snippetId: g.versions[version].snippets[snippet].id, ...body });

const reply = (member: Member, id: string, body: string) => t.http().post(`/api/comments/${id}/replies`).set(bearer(member)).send({ body });

async function page(g: Group, viewer?: Member, version = 0, snippet = 0, query = ''): Promise<Page> {
  const req = t
    .http()
    .get(
      `/api/public/groups/${g.id}/comments?versionId=${g.versions[version].id}&snippetId=${g.versions[version].snippets[snippet].id}${query}`,
    );
  return (await (viewer ? req.set(bearer(viewer)) : req).expect(200)).body as Page;
}

const db = () => t.app.get(DatabaseService).db;

describe('comments', () => {
  it('are written on a line range of a snippet, replied to one level deep, and read by everyone', async () => {
    const owner = await memberWithId(t);
    const reader = await memberWithId(t);
    const g = await group(owner);
    const thread = (
      await write(reader, g, { body: 'Why **three** consts?\n\n```js\nconst all = [1, 2, 3];\n```', lineStart: 2, lineEnd: 3 }).expect(201)
    ).body as Comment;
    expect(thread).toMatchObject({ parentId: null, lineStart: 2, lineEnd: 3, versionNo: '1.0.0', hidden: false, deleted: false });
    expect(thread.author.username).toBe(reader.username);
    const answer = (await reply(owner, thread.id, 'For the example.').expect(201)).body as Comment;
    expect(answer).toMatchObject({ parentId: thread.id, lineStart: 2, lineEnd: 3 });
    // Threads are one level deep.
    await reply(reader, answer.id, 'A reply to a reply').expect(400);
    await write(reader, g, { body: 'On the whole snippet' }).expect(201);

    const anonymous = await page(g);
    expect(anonymous.total).toBe(2);
    expect(anonymous.items.map((item) => [item.body, item.replies.map((r) => r.body)])).toEqual([
      ['Why **three** consts?\n\n```js\nconst all = [1, 2, 3];\n```', ['For the example.']],
      ['On the whole snippet', []],
    ]);
    expect(anonymous.canModerate).toBe(false);
    expect((await page(g, owner)).canModerate).toBe(true);
    // Paged: bounded answers.
    const second = await page(g, undefined, 0, 0, '&skip=1&limit=1');
    expect(second.items.map((item) => item.body)).toEqual(['On the whole snippet']);
    expect(second.total).toBe(2);
    // Another snippet has its own threads.
    expect((await page(g, undefined, 0, 1)).total).toBe(0);
  });

  it('refuse bad lines, empty or long bodies and unknown snippets', async () => {
    const owner = await memberWithId(t);
    const g = await group(owner);
    await write(owner, g, { body: 'x', lineStart: 2 }).expect(400);
    await write(owner, g, { body: 'x', lineStart: 3, lineEnd: 2 }).expect(400);
    const past = await write(owner, g, { body: 'x', lineStart: 1, lineEnd: 5 }).set('accept-language', 'es-ES').expect(400);
    expect(past.body.message).toContain('de 1 a 4');
    await write(owner, g, { body: 'x', lineStart: 0, lineEnd: 1 }).expect(400);
    await write(owner, g, { body: '   ' }).expect(400);
    await write(owner, g, { body: 'x'.repeat(5001) }).expect(400);
    // A snippet of another version, or a version of another group: 404.
    await write(owner, g, { snippetId: g.versions[1].snippets[0].id, body: 'x' }).expect(404);
    const other = await group(owner);
    await write(owner, g, { versionId: other.versions[0].id, snippetId: other.versions[0].snippets[0].id, body: 'x' }).expect(404);
    await t
      .http()
      .post('/api/comments')
      .send({ groupId: g.id, versionId: g.versions[0].id, snippetId: g.versions[0].snippets[0].id, body: 'x' })
      .expect(401);
  });

  it('follow the version they were written on: a newer version shows them as on an earlier one', async () => {
    const owner = await memberWithId(t);
    const g = await group(owner);
    await write(owner, g, { body: 'On 1.0.0', lineStart: 1, lineEnd: 1 }, 0).expect(201);
    await write(owner, g, { body: 'On 2.0.0' }, 1).expect(201);
    const newer = await page(g, undefined, 1);
    expect(newer.items.map((item) => [item.body, item.versionNo, item.onEarlierVersion])).toEqual([
      ['On 1.0.0', '1.0.0', true],
      ['On 2.0.0', '2.0.0', false],
    ]);
    // The earlier version does not show what was written on a later one.
    expect((await page(g, undefined, 0)).items.map((item) => [item.body, item.onEarlierVersion])).toEqual([['On 1.0.0', false]]);
  });

  it('are refused on private and hidden groups and on drafts (404), and leave with their group', async () => {
    const owner = await memberWithId(t);
    const reader = await memberWithId(t);
    const privateGroup = await group(owner, { isPublic: false });
    await write(owner, privateGroup, { body: 'x' }).expect(404);
    await t
      .http()
      .get(
        `/api/public/groups/${privateGroup.id}/comments?versionId=${privateGroup.versions[0].id}&snippetId=${privateGroup.versions[0].snippets[0].id}`,
      )
      .set(bearer(owner))
      .expect(404);

    const g = await group(owner);
    const c = (await write(reader, g, { body: 'Before' }).expect(201)).body as Comment;
    await t.http().patch(`/api/snippets-groups/draft-version/${g.id}`).set(bearer(owner)).send({ versionID: g.versions[1].id }).expect(200);
    await write(reader, g, { body: 'On a draft' }, 1).expect(404);

    await t.http().patch(`/api/snippets-groups/change-visibility/${g.id}`).set(bearer(owner)).send({ isPublic: false }).expect(200);
    await reply(reader, c.id, 'x').expect(404);
    await t.http().patch(`/api/comments/${c.id}`).set(bearer(reader)).send({ body: 'y' }).expect(404);
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(owner)).send({}).expect(404);
    await t.http().patch(`/api/snippets-groups/change-visibility/${g.id}`).set(bearer(owner)).send({ isPublic: true }).expect(200);
    expect((await page(g)).items.map((item) => item.body)).toEqual(['Before']);

    await t.http().post(`/api/moderation/groups/${g.id}/hide`).set(bearer(t.admin)).send({}).expect(200);
    await write(reader, g, { body: 'x' }).expect(404);
    await t
      .http()
      .get(`/api/public/groups/${g.id}/comments?versionId=${g.versions[0].id}&snippetId=${g.versions[0].snippets[0].id}`)
      .expect(404);
  });

  it('are edited by their author within 15 minutes and deleted by them; a thread with replies stays as a placeholder', async () => {
    const owner = await memberWithId(t);
    const author = await memberWithId(t);
    const other = await memberWithId(t);
    const g = await group(owner);
    const c = (await write(author, g, { body: 'First' }).expect(201)).body as Comment;
    const edited = (await t.http().patch(`/api/comments/${c.id}`).set(bearer(author)).send({ body: 'First, edited' }).expect(200))
      .body as Comment;
    expect(edited.body).toBe('First, edited');
    expect(edited.editedAt).not.toBeNull();
    await t.http().patch(`/api/comments/${c.id}`).set(bearer(other)).send({ body: 'Mine now' }).expect(403);
    await t.http().patch(`/api/comments/${c.id}`).set(bearer(owner)).send({ body: 'Mine now' }).expect(403);
    await t.http().delete(`/api/comments/${c.id}`).set(bearer(other)).expect(403);

    await db()
      .update(commentsTable)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(commentsTable.id, c.id));
    const late = await t.http().patch(`/api/comments/${c.id}`).set(bearer(author)).send({ body: 'Too late' }).expect(409);
    expect(late.body.message).toContain('15');

    await reply(other, c.id, 'An answer').expect(201);
    await t.http().delete(`/api/comments/${c.id}`).set(bearer(author)).expect(200);
    const [placeholder] = (await page(g)).items;
    expect(placeholder).toMatchObject({ id: c.id, deleted: true, body: null });
    expect(placeholder.replies.map((r) => r.body)).toEqual(['An answer']);
    await t.http().delete(`/api/comments/${c.id}`).set(bearer(author)).expect(404);
    // The placeholder takes no more replies.
    await reply(other, c.id, 'To a deleted one').expect(409);

    // Its last reply deleted, the placeholder leaves the page.
    await t.http().delete(`/api/comments/${placeholder.replies[0].id}`).set(bearer(other)).expect(200);
    expect((await page(g)).total).toBe(0);
  });

  it("are hidden by the group's owner and locked by them", async () => {
    const owner = await memberWithId(t);
    const author = await memberWithId(t);
    const g = await group(owner);
    const c = (await write(author, g, { body: 'Rude words' }).expect(201)).body as Comment;
    await t.http().put(`/api/comments/${c.id}/hidden`).set(bearer(author)).send({ hidden: true }).expect(403);
    await t.http().put(`/api/comments/${c.id}/hidden`).set(bearer(owner)).send({ hidden: true }).expect(200);
    expect((await page(g)).items[0]).toMatchObject({ hidden: true, body: null });
    expect((await page(g, author)).items[0]).toMatchObject({ hidden: true, body: null });
    // The owner still reads what they hid, to show it again.
    expect((await page(g, owner)).items[0]).toMatchObject({ hidden: true, body: 'Rude words' });
    await t.http().patch(`/api/comments/${c.id}`).set(bearer(author)).send({ body: 'Nicer' }).expect(409);
    await reply(author, c.id, 'x').expect(409);
    await t.http().put(`/api/comments/${c.id}/hidden`).set(bearer(owner)).send({ hidden: false }).expect(200);
    expect((await page(g)).items[0]).toMatchObject({ hidden: false, body: 'Rude words' });

    await t.http().put(`/api/comments/groups/${g.id}/lock`).set(bearer(author)).send({ locked: true }).expect(403);
    expect((await t.http().put(`/api/comments/groups/${g.id}/lock`).set(bearer(owner)).send({ locked: true }).expect(200)).body).toEqual({
      groupId: g.id,
      locked: true,
    });
    expect((await page(g)).locked).toBe(true);
    await write(author, g, { body: 'x' }).expect(409);
    await write(owner, g, { body: 'x' }).expect(409);
    await reply(author, c.id, 'x').expect(409);
    await t.http().put(`/api/comments/groups/${g.id}/lock`).set(bearer(owner)).send({ locked: false }).expect(200);
    await reply(author, c.id, 'x').expect(201);
  });

  it('hold at most 50 replies a thread', async () => {
    const owner = await memberWithId(t);
    const g = await group(owner);
    const c = (await write(owner, g, { body: 'Thread' }).expect(201)).body as Comment;
    await db()
      .insert(commentsTable)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          groupId: g.id,
          versionId: g.versions[0].id,
          snippetId: g.versions[0].snippets[0].id,
          snippetPosition: 0,
          parentId: c.id,
          authorId: owner.id,
          body: `reply ${i}`,
        })),
      );
    await reply(owner, c.id, 'One more').expect(409);
    expect((await page(g)).items[0].replies).toHaveLength(50);
  });

  it('refuse what looks like a credential', async () => {
    const owner = await memberWithId(t);
    const g = await group(owner);
    const res = await write(owner, g, { body: `Use this:\n\n\`\`\`\naws_access_key_id="${AWS}"\n\`\`\`` }).expect(409);
    expect(res.body.findings).toEqual([expect.objectContaining({ rule: 'aws-access-key', line: 4 })]);
    expect(JSON.stringify(res.body)).not.toContain(AWS);
    const c = (await write(owner, g, { body: 'Clean' }).expect(201)).body as Comment;
    await t.http().patch(`/api/comments/${c.id}`).set(bearer(owner)).send({ body: AWS }).expect(409);
    await reply(owner, c.id, AWS).expect(409);
    expect((await page(g)).items.map((item) => item.body)).toEqual(['Clean']);
  });

  it('are reported like groups: once per member, never one’s own, hidden at the threshold, judged by moderators', async () => {
    const owner = await memberWithId(t);
    const author = await memberWithId(t);
    const [first, second, third] = [await memberWithId(t), await memberWithId(t), await memberWithId(t)];
    const g = await group(owner);
    const c = (await write(author, g, { body: 'Buy pills' }).expect(201)).body as Comment;
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(author)).send({}).expect(400);
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(first)).send({ category: 'nonsense' }).expect(400);
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(first)).send({ category: 'spam', details: 'Ads' }).expect(201);
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(first)).send({ category: 'spam' }).expect(409);

    const queue = await t.http().get('/api/moderation/comments').set(bearer(t.admin)).expect(200);
    const entry = (queue.body as { comment: Comment; openReports: number; reports: { category: string; reason: string }[] }[]).find(
      (item) => item.comment.id === c.id,
    );
    expect(entry).toMatchObject({ openReports: 1, comment: { body: 'Buy pills' }, reports: [{ category: 'spam', reason: 'Ads' }] });
    await t.http().get('/api/moderation/comments').set(bearer(owner)).expect(403);

    // The second distinct reporter reaches REPORTS_AUTO_HIDE (2 here): hidden pending review, in the audit log.
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(second)).send({}).expect(201);
    expect((await page(g)).items[0]).toMatchObject({ hidden: true, body: null });
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(third)).send({}).expect(404);
    // The group's owner cannot show what the reports hid.
    await t.http().put(`/api/comments/${c.id}/hidden`).set(bearer(owner)).send({ hidden: false }).expect(409);
    const log = await t.http().get('/api/moderation/log?action=comment_auto_hidden').set(bearer(t.admin)).expect(200);
    expect(log.body).toEqual(expect.arrayContaining([expect.objectContaining({ targetType: 'comment', targetID: c.id })]));

    // Dismissed: shown again, out of the queue.
    const dismissed = await t
      .http()
      .post(`/api/moderation/comments/${c.id}/dismiss`)
      .set(bearer(t.admin))
      .send({ note: 'Fine' })
      .expect(200);
    expect(dismissed.body).toEqual({ commentID: c.id, hidden: false, closedReports: 2 });
    expect((await page(g)).items[0]).toMatchObject({ hidden: false, body: 'Buy pills' });
    const after = (await t.http().get('/api/moderation/comments').set(bearer(t.admin)).expect(200)).body as { comment: Comment }[];
    expect(after.map((item) => item.comment.id)).not.toContain(c.id);

    // A moderator hides it: its open reports closed as actioned.
    await t.http().post(`/api/comments/${c.id}/report`).set(bearer(third)).send({}).expect(201);
    const hidden = await t.http().post(`/api/moderation/comments/${c.id}/hide`).set(bearer(t.admin)).send({ hidden: true }).expect(200);
    expect(hidden.body).toEqual({ commentID: c.id, hidden: true, closedReports: 1 });
    expect((await page(g, owner)).items[0]).toMatchObject({ hidden: true, body: null });
    await t.http().post(`/api/moderation/comments/${c.id}/hide`).set(bearer(t.admin)).send({ hidden: false }).expect(200);
    expect((await page(g)).items[0].hidden).toBe(false);
  });

  it('are refused to suspended members', async () => {
    const owner = await memberWithId(t);
    const member = await memberWithId(t);
    const g = await group(owner);
    await t.http().post(`/api/moderation/members/${member.id}/suspend`).set(bearer(t.admin)).send({ reason: 'spam' }).expect(200);
    await write(member, g, { body: 'x' }).expect(403);
  });
});
