import { and, eq } from 'drizzle-orm';
import { moderationLog, snippetGroups } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { dbOf } from '../support/database';
import { insertGroup, memberWithId } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

/**
 * Reports that scale (issue 15, item 2): a category and details (the old `reason` still works), the
 * queue's category filter, and the automatic hiding at REPORTS_AUTO_HIDE distinct reporters, exactly
 * once under concurrent reports, undone by a moderator's dismissal.
 */
let t: TestApp;
let owner: Member & { id: string };
let moderator: Member;
let reporters: Member[];
const adminEmail = uniqueEmail('admin');

interface QueueEntry {
  group: { id: string; isHidden: boolean; hiddenReason: string | null };
  openReports: number;
  reports: { category: string; reason: string | null }[];
}

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail, REPORTS_AUTO_HIDE: '5' });
  owner = await memberWithId(t);
  moderator = await memberWithId(t, { email: adminEmail });
  reporters = await Promise.all(Array.from({ length: 6 }, () => memberWithId(t)));
});
afterAll(async () => {
  await t?.close();
});

const report = (member: Member, body: object) => t.http().post('/api/interactions/report').set(bearer(member)).send(body);
const queue = async (category?: string) =>
  (
    await t
      .http()
      .get('/api/moderation/reports')
      .query(category ? { category, limit: 100 } : { limit: 100 })
      .set(bearer(moderator))
      .expect(200)
  ).body as QueueEntry[];
const hiddenState = async (groupId: string) =>
  (
    await dbOf(t)
      .select({ isHidden: snippetGroups.isHidden, hiddenReason: snippetGroups.hiddenReason })
      .from(snippetGroups)
      .where(eq(snippetGroups.id, groupId))
  )[0];
const autoHidden = (groupId: string) =>
  dbOf(t)
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.targetId, groupId), eq(moderationLog.action, 'group_auto_hidden')));

it('takes a category and details; an old client’s reason becomes other + details; the queue filters by category', async () => {
  const groupId = await insertGroup(t, owner.id);
  await report(reporters[0], { snippetsGroupsID: groupId, category: 'malware', details: ' Downloads a miner ' }).expect(201);
  await report(reporters[1], { snippetsGroupsID: groupId, reason: 'Looks like spam' }).expect(201);
  await report(reporters[2], { snippetsGroupsID: groupId }).expect(201);
  await report(reporters[3], { snippetsGroupsID: groupId, category: 'nonsense' }).expect(400);

  const entry = (await queue()).find((e) => e.group.id === groupId)!;
  expect(entry.openReports).toBe(3);
  expect(entry.reports.map((r) => [r.category, r.reason])).toEqual([
    ['malware', 'Downloads a miner'],
    ['other', 'Looks like spam'],
    ['other', null],
  ]);
  expect((await queue('malware')).map((e) => e.group.id)).toContain(groupId);
  expect((await queue('copyright')).map((e) => e.group.id)).not.toContain(groupId);
  await t.http().get('/api/moderation/reports').query({ category: 'nonsense' }).set(bearer(moderator)).expect(400);
});

it('hides a group exactly once when five members report it at once, and a dismissal restores it', async () => {
  const groupId = await insertGroup(t, owner.id);
  const answers = await Promise.all(reporters.slice(0, 5).map((member) => report(member, { snippetsGroupsID: groupId, category: 'spam' })));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
  expect(await hiddenState(groupId)).toEqual({ isHidden: true, hiddenReason: 'reports' });
  expect(await autoHidden(groupId)).toHaveLength(1);
  expect((await autoHidden(groupId))[0]).toMatchObject({ actorId: null, details: { reports: 5 } });

  // Hidden: out of the listing, no more reports (404), first in the queue with its reason.
  await report(reporters[5], { snippetsGroupsID: groupId }).expect(404);
  const listing = (await t.http().get('/api/public/').query({ sort: 1 }).expect(200)).body as { id: string }[];
  expect(listing.map((g) => g.id)).not.toContain(groupId);
  const mine = async () =>
    (
      (await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200)).body as {
        id: string;
        isHidden: boolean;
        hiddenReason: string | null;
      }[]
    ).find((g) => g.id === groupId);
  // Its owner sees why.
  expect(await mine()).toMatchObject({ isHidden: true, hiddenReason: 'reports' });
  const [first] = await queue('spam');
  expect(first).toMatchObject({ group: { id: groupId, isHidden: true, hiddenReason: 'reports' }, openReports: 5 });

  const dismissed = await t.http().post(`/api/moderation/reports/${groupId}/dismiss`).set(bearer(moderator)).expect(200);
  expect(dismissed.body).toMatchObject({ groupID: groupId, isHidden: false, closedReports: 5 });
  expect(await hiddenState(groupId)).toEqual({ isHidden: false, hiddenReason: null });
  const after = (await t.http().get('/api/public/').query({ sort: 1 }).expect(200)).body as { id: string }[];
  expect(after.map((g) => g.id)).toContain(groupId);
  const shown = await mine();
  expect(shown?.isHidden).toBe(false);
  expect(shown).not.toHaveProperty('hiddenReason');
});

it('four reporters do not hide a group; a moderator-hidden group stays hidden when its reports are dismissed', async () => {
  const groupId = await insertGroup(t, owner.id);
  await Promise.all(reporters.slice(0, 4).map((member) => report(member, { snippetsGroupsID: groupId }).expect(201)));
  expect(await hiddenState(groupId)).toEqual({ isHidden: false, hiddenReason: null });

  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).expect(200);
  expect(await hiddenState(groupId)).toEqual({ isHidden: true, hiddenReason: 'moderator' });
  const res = await t.http().post(`/api/moderation/reports/${groupId}/dismiss`).set(bearer(moderator)).expect(200);
  expect(res.body.isHidden).toBe(true);
  expect(await hiddenState(groupId)).toEqual({ isHidden: true, hiddenReason: 'moderator' });
});
