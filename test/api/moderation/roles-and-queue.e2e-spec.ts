import { startApp, type TestApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

let t: TestApp;
let admin: Member;
let moderator: Member & { id: string; username: string };
let owner: Member & { id: string; username: string };
let member: Member;
const adminEmail = uniqueEmail('admin');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail });
  admin = await memberWithId(t, { email: adminEmail });
  moderator = await memberWithId(t);
  owner = await memberWithId(t);
  member = await memberWithId(t);
  await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: moderator.username, role: 'moderator' }).expect(200);
});
afterAll(async () => {
  await t?.close();
});

/** A moderator's decision on an official-technology request, as `who`. */
const decide = (who: Member, id: string, decision: 'approve' | 'reject', body: object) =>
  t.http().post(`/api/moderation/requests/${id}/${decision}`).set(bearer(who)).send(body);

async function publicGroup(word: string): Promise<string> {
  const group = await postGroup(t, owner, {
    isPublic: true,
    versions: [{ no: '1.0.0', snippets: [{ description: `Spam ${word}`, code: 'buy now' }] }],
  });
  return group.id;
}

const listed = async (word: string) => ((await t.http().get('/api/public/').query({ q: word })).body as { id: string }[]).map((g) => g.id);

describe('roles', () => {
  it.each([
    ['GET', '/api/moderation/reports'],
    ['GET', '/api/moderation/requests'],
    ['GET', '/api/moderation/log'],
    ['GET', '/api/moderation/staff'],
    ['POST', '/api/moderation/groups/00000000-0000-4000-8000-000000000000/hide'],
    ['POST', '/api/moderation/requests/00000000-0000-4000-8000-000000000000/approve'],
  ])('%s %s: 401 anonymous, 403 for members, allowed for moderators and admins', async (method, path) => {
    const call = (m?: Member) => {
      const req = method === 'GET' ? t.http().get(path) : t.http().post(path).send({});
      return m ? req.set(bearer(m)) : req;
    };
    await call().expect(401);
    const forbidden = await call(member).expect(403);
    expect(forbidden.body.message).toBe('You are not allowed to do this');
    expect([200, 404]).toContain((await call(moderator)).status);
    expect([200, 404]).toContain((await call(admin)).status);
  });

  it('lists the staff for admins', async () => {
    const staff = (await t.http().get('/api/moderation/staff').set(bearer(admin)).expect(200)).body as { username: string; role: string }[];
    expect(staff).toEqual(expect.arrayContaining([expect.objectContaining({ username: moderator.username, role: 'moderator' })]));
  });
});

describe('reports queue', () => {
  it('shows reported groups with counts and reasons; hide removes a group from the listing, unhide brings it back', async () => {
    const word = `mod${unique()}`;
    const groupId = await publicGroup(word);
    const reporters = await Promise.all([memberWithId(t), memberWithId(t)]);
    await t
      .http()
      .post('/api/interactions/report')
      .set(bearer(reporters[0]))
      .send({ snippetsGroupsID: groupId, reason: 'Spam' })
      .expect(201);
    await t.http().post('/api/interactions/report').set(bearer(reporters[1])).send({ snippetsGroupsID: groupId }).expect(201);

    const queue = (await t.http().get('/api/moderation/reports').query({ limit: 100 }).set(bearer(moderator)).expect(200)).body as {
      group: { id: string; ownerUsername: string; summary: string };
      openReports: number;
      reports: { reason: string | null }[];
    }[];
    const entry = queue.find((q) => q.group.id === groupId)!;
    expect(entry.openReports).toBe(2);
    expect(entry.group).toMatchObject({ ownerUsername: owner.username, summary: `Spam ${word}`, isHidden: false });
    expect(entry.reports.map((r) => r.reason)).toEqual(['Spam', null]);

    expect(await listed(word)).toEqual([groupId]);
    await t
      .http()
      .post(`/api/moderation/groups/${groupId}/hide`)
      .set(bearer(moderator))
      .expect(200, { groupID: groupId, isHidden: true, closedReports: 2 });
    expect(await listed(word)).toEqual([]);
    const mine = (await t.http().get('/api/snippets-groups/').set(bearer(owner))).body as { id: string; isHidden: boolean }[];
    expect(mine.find((g) => g.id === groupId)?.isHidden).toBe(true);
    const after = (await t.http().get('/api/moderation/reports').query({ limit: 100 }).set(bearer(moderator))).body as {
      group: { id: string };
    }[];
    expect(after.some((q) => q.group.id === groupId)).toBe(false);

    await t
      .http()
      .post(`/api/moderation/groups/${groupId}/unhide`)
      .set(bearer(admin))
      .expect(200, { groupID: groupId, isHidden: false, closedReports: 0 });
    expect(await listed(word)).toEqual([groupId]);

    const log = (await t.http().get('/api/moderation/log').set(bearer(moderator)).expect(200)).body as {
      action: string;
      targetID: string;
      actorUsername: string;
    }[];
    const forGroup = log.filter((l) => l.targetID === groupId);
    expect(forGroup.map((l) => l.action)).toEqual(['group_unhidden', 'group_hidden']);
    expect(forGroup[1].actorUsername).toBe(moderator.username);
  });

  it('dismisses reports without hiding the group', async () => {
    const word = `dis${unique()}`;
    const groupId = await publicGroup(word);
    await t.http().post('/api/interactions/report').set(bearer(member)).send({ snippetsGroupsID: groupId }).expect(201);
    await t
      .http()
      .post(`/api/moderation/reports/${groupId}/dismiss`)
      .set(bearer(moderator))
      .expect(200, { groupID: groupId, isHidden: false, closedReports: 1 });
    expect(await listed(word)).toEqual([groupId]);
    const filtered = (await t.http().get('/api/moderation/log').query({ action: 'report_dismissed' }).set(bearer(moderator))).body as {
      action: string;
      targetID: string;
    }[];
    expect(filtered.every((l) => l.action === 'report_dismissed')).toBe(true);
    expect(filtered.some((l) => l.targetID === groupId)).toBe(true);
    await t.http().post('/api/moderation/reports/00000000-0000-4000-8000-000000000000/dismiss').set(bearer(moderator)).expect(404);
    await t.http().get('/api/moderation/log').query({ action: 'nuke' }).set(bearer(moderator)).expect(400);
  });
});

describe('official requests', () => {
  const customTech = async (name: string) =>
    (await t.http().post('/api/technologies/custom').set(bearer(owner)).send({ name, use: 'New runtime' }).expect(201)).body.data
      .insertedId as string;

  it('approve makes the technology official for everyone, with the icon', async () => {
    const name = `Official ${unique()}`;
    const techId = await customTech(name);
    const request = (await t.http().post(`/api/technologies/request-official/${techId}`).set(bearer(owner)).expect(201)).body.data;
    const pending = (await t.http().get('/api/moderation/requests').set(bearer(moderator)).expect(200)).body as {
      id: string;
      technologyName: string;
      requesterUsername: string;
    }[];
    expect(pending.find((r) => r.id === request.id)).toMatchObject({ technologyName: name, requesterUsername: owner.username });

    const approved = await decide(moderator, request.id, 'approve', { imageURL: 'https://example.com/icon.svg' }).expect(200);
    expect(approved.body).toMatchObject({ id: request.id, status: 'approved', technologyID: techId });
    const publicList = (await t.http().get('/api/public/technologies')).body as {
      id: string;
      name: string;
      isCustom: boolean;
      imageURL: string;
    }[];
    expect(publicList.find((x) => x.id === techId)).toMatchObject({ name, isCustom: false, imageURL: 'https://example.com/icon.svg' });
    const forOthers = (await t.http().get('/api/technologies').set(bearer(member))).body.data as { id: string }[];
    expect(forOthers.some((x) => x.id === techId)).toBe(true);
    await t.http().patch(`/api/technologies/custom/${techId}`).set(bearer(owner)).send({ name: 'Hijack', use: '' }).expect(404);
    const again = await decide(moderator, request.id, 'reject', { reason: 'late' }).expect(409);
    expect(again.body.message).toBe('This request has already been decided');
  });

  it('reject needs a reason, which the requester sees on the technology', async () => {
    const techId = await customTech(`Rejected ${unique()}`);
    const request = (await t.http().post(`/api/technologies/request-official/${techId}`).set(bearer(owner)).expect(201)).body.data;
    const noReason = await decide(moderator, request.id, 'reject', { reason: ' ' }).expect(400);
    expect(noReason.body.message).toBe('Give the member a reason for the rejection');
    await decide(admin, request.id, 'reject', { reason: 'Too niche for now' }).expect(200);
    const mine = (await t.http().get('/api/technologies').set(bearer(owner))).body.data as {
      id: string;
      isCustom: boolean;
      officialRequest?: { status: string; reason: string };
    }[];
    expect(mine.find((x) => x.id === techId)).toMatchObject({
      isCustom: true,
      officialRequest: { status: 'rejected', reason: 'Too niche for now' },
    });
    await t.http().post(`/api/technologies/request-official/${techId}`).set(bearer(owner)).expect(201);
    await decide(moderator, '00000000-0000-4000-8000-000000000000', 'approve', {}).expect(404);
    await decide(moderator, request.id, 'approve', { imageURL: 'javascript:alert(1)' }).expect(400);
  });
});
