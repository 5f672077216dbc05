import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { reports, snippetGroups } from '../../../backend/src/database/schema';
import { suiteApp } from '../support/app';
import { insertGroup, memberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

const upvoteCount = async (groupId: string) =>
  (await t.app.get(DatabaseService).db.select({ n: snippetGroups.upvoteCount }).from(snippetGroups).where(eq(snippetGroups.id, groupId)))[0]
    .n;

describe('upvotes', () => {
  it('counts 20 members voting at the same moment exactly 20 times', async () => {
    const owner = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const voters = await Promise.all(Array.from({ length: 20 }, () => memberWithId(t)));
    const answers = await Promise.all(
      voters.map((v) => t.http().patch('/api/interactions/upvote').set(bearer(v)).send({ snippetsGroupsID: groupId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await upvoteCount(groupId)).toBe(20);
    expect(Math.max(...answers.map((a) => a.body.upVoteCount))).toBe(20);
  });

  it('counts a vote twice once, also when sent concurrently, and takes it back with remove-upvote', async () => {
    const owner = await memberWithId(t);
    const voter = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const twice = await Promise.all(
      [1, 2, 3].map(() => t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: groupId })),
    );
    expect(twice.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await upvoteCount(groupId)).toBe(1);
    const again = await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: groupId }).expect(200);
    expect(again.body).toEqual({ snippetsGroupsID: groupId, upVoteCount: 1, upVotedByMe: true });
    const removed = await t
      .http()
      .patch('/api/interactions/remove-upvote')
      .set(bearer(voter))
      .send({ snippetsGroupsID: groupId })
      .expect(200);
    expect(removed.body).toEqual({ snippetsGroupsID: groupId, upVoteCount: 0, upVotedByMe: false });
    await t
      .http()
      .patch('/api/interactions/remove-upvote')
      .set(bearer(voter))
      .send({ snippetsGroupsID: groupId })
      .expect(200, { snippetsGroupsID: groupId, upVoteCount: 0, upVotedByMe: false });
    expect(await upvoteCount(groupId)).toBe(0);
  });

  it('answers 404 for private, hidden and unknown groups, 400 for malformed ids, 401 anonymously', async () => {
    const owner = await memberWithId(t);
    const voter = await memberWithId(t);
    const privateGroup = await insertGroup(t, owner.id, { isPublic: false });
    const hiddenGroup = await insertGroup(t, owner.id, { isHidden: true });
    for (const id of [privateGroup, hiddenGroup, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: id }).expect(404);
      expect(res.body.message).toBe('Snippets group not found');
    }
    await t.http().patch('/api/interactions/upvote').set(bearer(owner)).send({ snippetsGroupsID: privateGroup }).expect(404);
    const bad = await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: 'nope' }).expect(400);
    expect(bad.body.message).toBe('The field snippetsGroupsID must be a valid id');
    await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: privateGroup, extra: 1 }).expect(400);
    await t.http().patch('/api/interactions/upvote').send({ snippetsGroupsID: privateGroup }).expect(401);
    expect(await upvoteCount(privateGroup)).toBe(0);
  });
});

describe('reports', () => {
  it('accepts one report per member with an optional reason; a second one is 409', async () => {
    const owner = await memberWithId(t);
    const reporter = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const res = await t
      .http()
      .post('/api/interactions/report')
      .set(bearer(reporter))
      .send({ snippetsGroupsID: groupId, reason: ' Spam links ' })
      .expect(201);
    expect(res.body).toEqual({ reportID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await t
      .http()
      .post('/api/interactions/report')
      .set(bearer(reporter))
      .set('Accept-Language', 'es-ES')
      .send({ snippetsGroupsID: groupId })
      .expect(409);
    expect(again.body.message).toBe('Ya has denunciado este grupo');
    const rows = await t.app.get(DatabaseService).db.select().from(reports).where(eq(reports.groupId, groupId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: reporter.id, reason: 'Spam links', status: 'open' });
  });

  it('refuses reporting your own group, private groups and anonymous calls', async () => {
    const owner = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const own = await t.http().post('/api/interactions/report').set(bearer(owner)).send({ snippetsGroupsID: groupId }).expect(400);
    expect(own.body.message).toBe('You cannot report your own group');
    const other = await memberWithId(t);
    await t
      .http()
      .post('/api/interactions/report')
      .set(bearer(other))
      .send({ snippetsGroupsID: await insertGroup(t, owner.id, { isPublic: false }) })
      .expect(404);
    await t.http().post('/api/interactions/report').send({ snippetsGroupsID: groupId }).expect(401);
    await t
      .http()
      .post('/api/interactions/report')
      .set(bearer(other))
      .send({ snippetsGroupsID: groupId, reason: 'x'.repeat(501) })
      .expect(400);
  });

  it('rate-limits reports per member with a translated 429', async () => {
    const owner = await memberWithId(t);
    const reporter = await memberWithId(t);
    const groups = await Promise.all(Array.from({ length: 11 }, () => insertGroup(t, owner.id)));
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (const id of groups) {
      const res = await t.http().post('/api/interactions/report').set(bearer(reporter)).send({ snippetsGroupsID: id });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(last.message).toBe('Too many requests. Please wait a moment and try again');
    // Another member is not affected by this member's limit.
    const other = await memberWithId(t);
    await t.http().post('/api/interactions/report').set(bearer(other)).send({ snippetsGroupsID: groups[0] }).expect(201);
  });
});
