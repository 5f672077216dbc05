import { and, eq } from 'drizzle-orm';
import { moderationLog } from '../../../backend/src/database/schema';
import { REPORTS_LISTED_PER_GROUP } from '../../../backend/src/modules/moderation/dto/moderation.dto';
import { startApp, type TestApp } from '../support/app';
import { dbOf } from '../support/database';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

/**
 * The rest of issue 15, item 2: the queue shows each group's content inline and sorts by report
 * count then age; a moderator's decision note reaches the owner and the audit log; the owner of a
 * hidden group asks for a review once, and the request joins the queue.
 */
let t: TestApp;
let owner: Member & { id: string };
let stranger: Member;
let moderator: Member & { id: string };
let reporters: Member[];
const adminEmail = uniqueEmail('admin');

interface QueueEntry {
  group: {
    id: string;
    isHidden: boolean;
    language: string;
    versions: { no: string; snippets: { description: string; code: string }[] }[];
    moderatorNote: string | null;
    reviewRequestedAt: string | null;
  };
  openReports: number;
}

interface MyGroup {
  id: string;
  isHidden: boolean;
  hiddenReason?: string | null;
  review?: string | null;
  moderatorNote?: string;
}

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail, REPORTS_AUTO_HIDE: '50' });
  owner = await memberWithId(t);
  stranger = await memberWithId(t);
  moderator = await memberWithId(t, { email: adminEmail });
  reporters = await Promise.all(Array.from({ length: 3 }, () => memberWithId(t)));
});
afterAll(async () => {
  await t?.close();
});

const createGroup = async (code: string) => {
  const technologies = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  const python = technologies.find((tech) => tech.name === 'Python') ?? technologies[0];
  const res = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(owner))
    .send({ technologyID: python.id, versions: [{ no: '1.0.0', snippets: [{ description: 'Reported snippet', code }] }] })
    .expect(201);
  return res.body.id as string;
};
const report = (member: Member, groupId: string) =>
  t.http().post('/api/interactions/report').set(bearer(member)).send({ snippetsGroupsID: groupId, category: 'spam' }).expect(201);
const queue = async () =>
  (await t.http().get('/api/moderation/reports').query({ limit: 100 }).set(bearer(moderator)).expect(200)).body as QueueEntry[];
const mine = async (groupId: string) =>
  ((await t.http().get('/api/snippets-groups/').set(bearer(owner)).expect(200)).body as MyGroup[]).find((g) => g.id === groupId)!;
const askReview = (member: Member, groupId: string) => t.http().post(`/api/snippets-groups/request-review/${groupId}`).set(bearer(member));

it('shows each group’s versions and snippets in the queue, most reported first, then the longest waiting', async () => {
  const older = await createGroup('print("older")');
  const newer = await createGroup('print("newer")');
  const most = await createGroup('print("most")');
  await report(reporters[0], older);
  await report(reporters[0], newer);
  await report(reporters[0], most);
  await report(reporters[1], most);

  const entries = (await queue()).filter((e) => [older, newer, most].includes(e.group.id));
  expect(entries.map((e) => e.group.id)).toEqual([most, older, newer]);
  expect(entries[0].openReports).toBe(2);
  expect(entries[0].group.language).not.toBe('');
  expect(entries[0].group.versions).toEqual([
    expect.objectContaining({
      no: '1.0.0',
      snippets: [expect.objectContaining({ description: 'Reported snippet', code: 'print("most")' })],
    }),
  ]);
});

it('keeps a decision note for the owner and in the audit log', async () => {
  const groupId = await createGroup('print("noted")');
  await report(reporters[0], groupId);
  await t
    .http()
    .post(`/api/moderation/groups/${groupId}/hide`)
    .set(bearer(moderator))
    .send({ note: '  Looks like an advertisement  ' })
    .expect(200);
  expect(await mine(groupId)).toMatchObject({
    isHidden: true,
    hiddenReason: 'moderator',
    moderatorNote: 'Looks like an advertisement',
    review: null,
  });
  const [entry] = await dbOf(t)
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.targetId, groupId), eq(moderationLog.action, 'group_hidden')));
  expect(entry.details).toEqual({ reports: 1, note: 'Looks like an advertisement' });

  // Too long a note is refused, whatever the action; no note keeps the last one.
  await t
    .http()
    .post(`/api/moderation/groups/${groupId}/unhide`)
    .set(bearer(moderator))
    .send({ note: 'x'.repeat(1001) })
    .expect(400);
  await t.http().post(`/api/moderation/groups/${groupId}/unhide`).set(bearer(moderator)).expect(200);
  expect(await mine(groupId)).toMatchObject({ isHidden: false, moderatorNote: 'Looks like an advertisement' });
});

it('lets the owner ask for a review of a hidden group once; the request waits in the queue until a moderator decides', async () => {
  const groupId = await createGroup('print("appeal")');
  await askReview(owner, groupId).expect(409); // not hidden
  await report(reporters[2], groupId);
  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).expect(200);
  expect((await queue()).map((e) => e.group.id)).not.toContain(groupId); // reports closed, no request yet

  await askReview(stranger, groupId).expect(404);
  expect((await askReview(owner, groupId).expect(200)).body).toEqual({ review: 'pending' });
  expect(await mine(groupId)).toMatchObject({ isHidden: true, review: 'pending' });
  const waiting = (await queue()).find((e) => e.group.id === groupId);
  expect(waiting).toMatchObject({ openReports: 0, group: { isHidden: true } });
  expect(Date.parse(waiting!.group.reviewRequestedAt!)).not.toBeNaN();

  // A second request: 409 with a translated message.
  const again = await askReview(owner, groupId).set('Accept-Language', 'es-ES').expect(409);
  expect(again.body.message).toBe('Ya se pidió una revisión de este grupo de snippets: un moderador decidirá');
  expect((await askReview(owner, groupId).expect(409)).body.message).toBe(
    'A review of this snippets group was already requested: a moderator will decide',
  );

  // The moderator keeps it hidden, with a note: the request leaves the queue, answered; still only once.
  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).send({ note: 'Still spam' }).expect(200);
  expect((await queue()).map((e) => e.group.id)).not.toContain(groupId);
  expect(await mine(groupId)).toMatchObject({ isHidden: true, review: 'decided', moderatorNote: 'Still spam' });
  await askReview(owner, groupId).expect(409);
  const requested = await dbOf(t)
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.targetId, groupId), eq(moderationLog.action, 'review_requested')));
  expect(requested).toEqual([expect.objectContaining({ actorId: owner.id })]);

  // Shown again and hidden again: a new hiding may be reviewed again.
  await t.http().post(`/api/moderation/groups/${groupId}/unhide`).set(bearer(moderator)).expect(200);
  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).expect(200);
  await askReview(owner, groupId).expect(200);
});

it('pages the queue and sends each group as a bounded card, a version in full on demand', async () => {
  const long = Array.from({ length: 200 }, (_, i) => `print("line ${i}")`).join('\n');
  const created = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, {
    isPublic: true,
    versions: [
      { no: '1.0.0', snippets: [{ description: 'old', code: long }] },
      { no: '2.0.0', snippets: ['a', 'b', 'c', 'd'].map((description) => ({ description, code: long })) },
    ],
  });
  const groupId = created.id;
  const [oldest, newest] = created.versions;
  await Promise.all(reporters.map((reporter) => report(reporter, groupId)));

  const first = await t.http().get('/api/moderation/reports').query({ limit: 1 }).set(bearer(moderator)).expect(200);
  const total = Number(first.headers['x-total-count']);
  expect(first.body).toHaveLength(1);
  expect(total).toBeGreaterThanOrEqual(1);
  const past = await t.http().get('/api/moderation/reports').query({ skip: total, limit: 10 }).set(bearer(moderator)).expect(200);
  expect(past.body).toEqual([]);
  expect(past.headers['x-total-count']).toBe(String(total));
  await t.http().get('/api/moderation/reports').query({ limit: 101 }).set(bearer(moderator)).expect(400);

  const entry = (await queue()).find((e) => e.group.id === groupId) as unknown as {
    group: {
      versionCount: number;
      previewVersionID: string;
      versions: { id: string; snippetCount: number; snippets: { code: string; truncated: boolean; lineCount: number }[] }[];
    };
  };
  expect(entry.group.versionCount).toBe(2);
  expect(entry.group.previewVersionID).toBe(newest.id);
  const shown = entry.group.versions.find((v) => v.id === newest.id)!;
  expect(shown.snippetCount).toBe(4);
  expect(shown.snippets).toHaveLength(3);
  expect(shown.snippets[0]).toMatchObject({ truncated: true, lineCount: 200 });
  expect(shown.snippets[0].code.split('\n')).toHaveLength(30);
  expect(entry.group.versions.find((v) => v.id === oldest.id)!.snippets).toEqual([]);

  // Hidden from readers, the group's versions stay readable in full to moderators, and only to them.
  await t.http().post(`/api/moderation/groups/${groupId}/hide`).set(bearer(moderator)).expect(200);
  const full = await t.http().get(`/api/moderation/groups/${groupId}/versions/${oldest.id}`).set(bearer(moderator)).expect(200);
  expect(full.body.snippets[0].code).toBe(long);
  await t.http().get(`/api/moderation/groups/${groupId}/versions/${oldest.id}`).set(bearer(stranger)).expect(403);
  await t.http().get(`/api/public/groups/${groupId}/versions/${oldest.id}`).set(bearer(stranger)).expect(404);
});

it(`lists a group's oldest ${REPORTS_LISTED_PER_GROUP} open reports, and counts them all`, async () => {
  const groupId = await createGroup('print("reported often")');
  const many = await Promise.all(Array.from({ length: REPORTS_LISTED_PER_GROUP + 1 }, () => memberWithId(t)));
  for (const reporter of many) await report(reporter, groupId);
  const entry = (await queue()).find((e) => e.group.id === groupId) as unknown as {
    openReports: number;
    reports: { reporterUsername: string }[];
  };
  expect(entry.openReports).toBe(REPORTS_LISTED_PER_GROUP + 1);
  expect(entry.reports.map((r) => r.reporterUsername)).toEqual(many.slice(0, REPORTS_LISTED_PER_GROUP).map((m) => m.username));
  // Out of the queue again, which other suites read.
  await t.http().post(`/api/moderation/reports/${groupId}/dismiss`).set(bearer(moderator)).expect(200);
});
