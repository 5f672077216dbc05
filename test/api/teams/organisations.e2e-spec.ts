import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { organisationInvitations, snippetGroups } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { joinedMember, memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';
import { MAX_INVITATIONS_PER_ORGANISATION } from '../../../backend/src/modules/organisations/organisations.limits';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.get(DatabaseService).db;
type Member = Awaited<ReturnType<typeof memberWithId>>;

let counter = 0;
const uniqueSlug = () => `org-${Date.now().toString(36)}-${process.pid % 1000}-${++counter}`;

async function createOrganisation(owner: Member, fields: Record<string, unknown> = {}) {
  const slug = uniqueSlug();
  const res = await t
    .http()
    .post('/api/organisations')
    .set(bearer(owner))
    .send({ slug, name: `Team ${slug}`, description: 'We write things', ...fields });
  expect(res.status).toBe(201);
  return res.body as { id: string; slug: string; name: string; role: string };
}

async function invite(admin: Member, slug: string, body: Record<string, unknown>) {
  return t.http().post(`/api/organisations/${slug}/invitations`).set(bearer(admin)).send(body);
}

const joinWithRole = (owner: Member, slug: string, role: string) => joinedMember(t, owner, slug, role);

const rolesOf = async (member: Member, slug: string) =>
  Object.fromEntries(
    (
      (await t.http().get(`/api/organisations/${slug}/members`).set(bearer(member)).expect(200)).body as {
        username: string;
        role: string;
      }[]
    ).map((m) => [m.username, m.role]),
  );

describe('organisations', () => {
  it('are created with a unique slug (whatever its case), the creator as owner, and listed for their members only', async () => {
    const owner = await memberWithId(t);
    const stranger = await memberWithId(t);
    const org = await createOrganisation(owner);
    expect(org).toMatchObject({ role: 'owner', description: 'We write things' });

    const taken = await t.http().post('/api/organisations').set(bearer(stranger)).send({ slug: org.slug, name: 'Other' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already taken/);
    const upper = await t
      .http()
      .post('/api/organisations')
      .set(bearer(stranger))
      .set('accept-language', 'es-ES')
      .send({ slug: 'ABC', name: 'x' });
    expect(upper.status).toBe(400);
    expect(upper.body.message).toMatch(/dirección/);

    const mine = await t.http().get('/api/organisations').set(bearer(owner)).expect(200);
    expect(mine.body.map((o: { slug: string }) => o.slug)).toContain(org.slug);
    expect((await t.http().get('/api/organisations').set(bearer(stranger)).expect(200)).body).toEqual([]);
    await t.http().get(`/api/organisations/${org.slug}`).set(bearer(stranger)).expect(404);
    await t.http().get(`/api/organisations/${org.slug}/members`).set(bearer(stranger)).expect(404);

    // The public page shows the members who chose to be shown, and only them.
    let page = await t.http().get(`/api/public/organisations/${org.slug}`).expect(200);
    expect(page.body).toMatchObject({ slug: org.slug, members: [] });
    await t.http().put(`/api/organisations/${org.slug}/shown`).set(bearer(owner)).send({ shown: true }).expect(200);
    page = await t.http().get(`/api/public/organisations/${org.slug.toUpperCase()}`).expect(200);
    expect(page.body.members).toEqual([{ userId: owner.id, username: owner.username }]);
  });

  it('give each role its rights: viewers read, admins manage members, owners everything', async () => {
    const owner = await memberWithId(t);
    const org = await createOrganisation(owner);
    const admin = await joinWithRole(owner, org.slug, 'admin');
    const member = await joinWithRole(owner, org.slug, 'member');
    const viewer = await joinWithRole(owner, org.slug, 'viewer');

    for (const who of [admin, member, viewer]) await t.http().get(`/api/organisations/${org.slug}/members`).set(bearer(who)).expect(200);
    for (const who of [member, viewer]) {
      await t.http().get(`/api/organisations/${org.slug}/invitations`).set(bearer(who)).expect(403);
      await t.http().patch(`/api/organisations/${org.slug}`).set(bearer(who)).send({ name: 'x' }).expect(403);
      expect((await invite(who, org.slug, { role: 'member' })).status).toBe(403);
      await t.http().get(`/api/organisations/${org.slug}/audit`).set(bearer(who)).expect(403);
    }
    await t.http().patch(`/api/organisations/${org.slug}`).set(bearer(admin)).send({ name: 'Renamed' }).expect(200);

    // Admins change members and viewers between those roles, never admins or owners.
    await t.http().patch(`/api/organisations/${org.slug}/members/${viewer.id}`).set(bearer(admin)).send({ role: 'member' }).expect(200);
    await t.http().patch(`/api/organisations/${org.slug}/members/${viewer.id}`).set(bearer(admin)).send({ role: 'admin' }).expect(403);
    await t.http().patch(`/api/organisations/${org.slug}/members/${owner.id}`).set(bearer(admin)).send({ role: 'viewer' }).expect(403);
    await t.http().delete(`/api/organisations/${org.slug}/members/${owner.id}`).set(bearer(admin)).expect(403);
    await t.http().patch(`/api/organisations/${org.slug}/members/${viewer.id}`).set(bearer(member)).send({ role: 'viewer' }).expect(403);
    const bad = await t.http().patch(`/api/organisations/${org.slug}/members/${viewer.id}`).set(bearer(owner)).send({ role: 'king' });
    expect(bad.status).toBe(400);

    // Only owners delete it.
    const body = { confirmSlug: org.slug, groups: 'delete' };
    await t.http().post(`/api/organisations/${org.slug}/delete`).set(bearer(admin)).send(body).expect(403);

    // Removing and leaving.
    await t.http().delete(`/api/organisations/${org.slug}/members/${viewer.id}`).set(bearer(admin)).expect(200);
    await t.http().get(`/api/organisations/${org.slug}`).set(bearer(viewer)).expect(404);
    await t.http().delete(`/api/organisations/${org.slug}/members/${member.id}`).set(bearer(member)).expect(200);
    expect(await rolesOf(owner, org.slug)).toEqual({ [owner.username]: 'owner', [admin.username]: 'admin' });

    // The audit shows joins, role changes, removals and departures to admins.
    const audit = await t.http().get(`/api/organisations/${org.slug}/audit`).set(bearer(admin)).expect(200);
    const actions = (audit.body as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['created', 'member_joined', 'role_changed', 'member_removed', 'member_left', 'details_changed']),
    );
  });

  it('always keep an owner: the last one can neither leave, be demoted nor be removed, and ownership is transferred', async () => {
    const owner = await memberWithId(t);
    const org = await createOrganisation(owner);
    const member = await joinWithRole(owner, org.slug, 'member');

    const leave = await t.http().delete(`/api/organisations/${org.slug}/members/${owner.id}`).set(bearer(owner));
    expect(leave.status).toBe(409);
    expect(leave.body.message).toMatch(/one owner at least/);
    await t.http().patch(`/api/organisations/${org.slug}/members/${owner.id}`).set(bearer(owner)).send({ role: 'admin' }).expect(409);

    await t.http().post(`/api/organisations/${org.slug}/transfer-ownership`).set(bearer(member)).send({ userId: member.id }).expect(403);
    await t.http().post(`/api/organisations/${org.slug}/transfer-ownership`).set(bearer(owner)).send({ userId: member.id }).expect(200);
    expect(await rolesOf(owner, org.slug)).toEqual({ [owner.username]: 'admin', [member.username]: 'owner' });
    // The former owner is an admin now, and may leave.
    await t.http().delete(`/api/organisations/${org.slug}/members/${owner.id}`).set(bearer(owner)).expect(200);
    await t.http().delete(`/api/organisations/${org.slug}/members/${member.id}`).set(bearer(member)).expect(409);
  });

  describe('invitations', () => {
    it('by name are seen by the invitee only, accepted once, declined or revoked', async () => {
      const owner = await memberWithId(t);
      const invitee = await memberWithId(t);
      const other = await memberWithId(t);
      const org = await createOrganisation(owner);

      const created = await invite(owner, org.slug, { username: invitee.username, role: 'viewer' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'member', username: invitee.username, token: null, status: 'active' });
      expect((await invite(owner, org.slug, { username: invitee.username, role: 'member' })).status).toBe(409);
      expect((await invite(owner, org.slug, { username: owner.username, role: 'member' })).status).toBe(409);
      expect((await invite(owner, org.slug, { username: 'nobody-here-at-all', role: 'member' })).status).toBe(404);

      const received = await t.http().get('/api/organisation-invitations').set(bearer(invitee)).expect(200);
      expect(received.body).toEqual([
        expect.objectContaining({ id: created.body.id, role: 'viewer', organisation: expect.objectContaining({ slug: org.slug }) }),
      ]);
      expect((await t.http().get('/api/organisation-invitations').set(bearer(other)).expect(200)).body).toEqual([]);
      await t.http().post(`/api/organisation-invitations/${created.body.id}/accept`).set(bearer(other)).expect(404);
      const accepted = await t.http().post(`/api/organisation-invitations/${created.body.id}/accept`).set(bearer(invitee)).expect(200);
      expect(accepted.body).toMatchObject({ role: 'viewer', organisation: { slug: org.slug } });
      await t.http().post(`/api/organisation-invitations/${created.body.id}/accept`).set(bearer(invitee)).expect(404);

      const second = await invite(owner, org.slug, { username: other.username, role: 'member' });
      await t.http().delete(`/api/organisation-invitations/${second.body.id}`).set(bearer(other)).expect(200);
      await t.http().post(`/api/organisation-invitations/${second.body.id}/accept`).set(bearer(other)).expect(404);

      const third = await invite(owner, org.slug, { username: other.username, role: 'member' });
      await t.http().delete(`/api/organisations/${org.slug}/invitations/${third.body.id}`).set(bearer(owner)).expect(200);
      await t.http().post(`/api/organisation-invitations/${third.body.id}/accept`).set(bearer(other)).expect(404);
      await t.http().get(`/api/organisations/${org.slug}`).set(bearer(other)).expect(404);
    });

    it('by link store only the hash, stop at their uses, expire, are revoked, and of two accepts of a one-use link one wins', async () => {
      const owner = await memberWithId(t);
      const org = await createOrganisation(owner);
      const [a, b, c] = [await memberWithId(t), await memberWithId(t), await memberWithId(t)];

      const link = (await invite(owner, org.slug, { role: 'member', maxUses: 1, expiresInHours: 24 })).body;
      expect(link.kind).toBe('link');
      expect(link.token).toMatch(/^inv_[A-Za-z0-9_-]{43}$/);
      expect(link.path).toBe(`/join/${link.token}`);
      const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.id, link.id));
      expect(row.tokenHash!.equals(createHash('sha256').update(link.token).digest())).toBe(true);
      const listed = await t.http().get(`/api/organisations/${org.slug}/invitations`).set(bearer(owner)).expect(200);
      expect(JSON.stringify(listed.body)).not.toContain(link.token);

      // Two members accept the one-use link at once: exactly one joins.
      const answers = await Promise.all(
        [a, b].map((who) => t.http().post('/api/organisation-invitations/join').set(bearer(who)).send({ token: link.token })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
      const roles = await rolesOf(owner, org.slug);
      expect(Object.keys(roles)).toHaveLength(2);

      // Several uses; joining twice is refused without using the link up.
      const multi = (await invite(owner, org.slug, { role: 'viewer', maxUses: 2 })).body;
      const joined = await t.http().post('/api/organisation-invitations/join').set(bearer(c)).send({ token: multi.token }).expect(200);
      expect(joined.body.role).toBe('viewer');
      await t.http().post('/api/organisation-invitations/join').set(bearer(c)).send({ token: multi.token }).expect(409);
      const uses = await t.http().get(`/api/organisations/${org.slug}/invitations`).set(bearer(owner)).expect(200);
      expect(uses.body.find((i: { id: string }) => i.id === multi.id)).toMatchObject({ uses: 1, maxUses: 2, status: 'active' });

      // Revoked and expired links open nothing.
      const revoked = (await invite(owner, org.slug, { role: 'viewer', maxUses: 5 })).body;
      await t.http().delete(`/api/organisations/${org.slug}/invitations/${revoked.id}`).set(bearer(owner)).expect(200);
      const late = await memberWithId(t);
      await t.http().post('/api/organisation-invitations/join').set(bearer(late)).send({ token: revoked.token }).expect(404);
      const expired = (await invite(owner, org.slug, { role: 'viewer', maxUses: 5 })).body;
      await db()
        .update(organisationInvitations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(organisationInvitations.id, expired.id));
      const refused = await t.http().post('/api/organisation-invitations/join').set(bearer(late)).send({ token: expired.token });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/expired/);
      await t.http().post('/api/organisation-invitations/join').set(bearer(late)).send({ token: 'inv_made-up' }).expect(404);
      await t.http().post('/api/organisation-invitations/join').set(bearer(late)).send({ token: 'not-a-link' }).expect(404);
    });
    it('list and count only open ones: used up or expired, an invitation leaves the list, frees its place and its member', async () => {
      const owner = await memberWithId(t);
      const org = await createOrganisation(owner);
      const listed = async () =>
        ((await t.http().get(`/api/organisations/${org.slug}/invitations`).set(bearer(owner)).expect(200)).body as { id: string }[]).map(
          (i) => i.id,
        );

      // A one-use link used once, and an invitation by name that expired: neither is listed.
      const link = (await invite(owner, org.slug, { role: 'viewer', maxUses: 1 })).body;
      const joiner = await memberWithId(t);
      await t.http().post('/api/organisation-invitations/join').set(bearer(joiner)).send({ token: link.token }).expect(200);
      const invitee = await memberWithId(t);
      const named = (await invite(owner, org.slug, { username: invitee.username, role: 'member' })).body;
      const open = (await invite(owner, org.slug, { role: 'member', maxUses: 3 })).body;
      await db()
        .update(organisationInvitations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(organisationInvitations.id, named.id));
      expect(await listed()).toEqual([open.id]);

      // The expired invitation by name does not keep its member from being invited again.
      const again = await invite(owner, org.slug, { username: invitee.username, role: 'member' });
      expect(again.status).toBe(201);

      // Closed invitations do not count against the cap: with the cap's worth of closed ones, inviting works; with
      // the cap's worth of open ones, it is refused (409).
      const invitationRows = (isOpen: boolean) =>
        Array.from({ length: MAX_INVITATIONS_PER_ORGANISATION }, () => ({
          organisationId: org.id,
          role: 'viewer' as const,
          tokenHash: randomBytes(32),
          expiresAt: isOpen ? new Date(Date.now() + 3_600_000) : new Date(Date.now() - 1_000),
          createdById: owner.id,
        }));
      await db().insert(organisationInvitations).values(invitationRows(false));
      expect((await invite(owner, org.slug, { role: 'viewer' })).status).toBe(201);
      await db().insert(organisationInvitations).values(invitationRows(true));
      const refused = await invite(owner, org.slug, { role: 'viewer' });
      expect(refused.status).toBe(409);
      expect(await listed()).toHaveLength(MAX_INVITATIONS_PER_ORGANISATION);
    });
  });

  describe('deletion', () => {
    it('is confirmed by the slug and moves the groups to an owner or deletes them, as the owner chooses', async () => {
      const owner = await memberWithId(t);
      const coOwner = await memberWithId(t);
      const org = await createOrganisation(owner);
      const invitation = await invite(owner, org.slug, { username: coOwner.username, role: 'admin' });
      await t.http().post(`/api/organisation-invitations/${invitation.body.id}/accept`).set(bearer(coOwner)).expect(200);
      await t.http().patch(`/api/organisations/${org.slug}/members/${coOwner.id}`).set(bearer(owner)).send({ role: 'owner' }).expect(200);

      const groupId = (await postGroup(t, owner, { isPublic: false })).id;
      await db().update(snippetGroups).set({ organisationId: org.id, membersOnly: true }).where(eq(snippetGroups.id, groupId));

      const path = `/api/organisations/${org.slug}/delete`;
      await t.http().post(path).set(bearer(owner)).send({ confirmSlug: 'wrong', groups: 'delete' }).expect(400);
      await t.http().post(path).set(bearer(owner)).send({ confirmSlug: org.slug, groups: 'transfer' }).expect(400);
      const stranger = await memberWithId(t);
      await t.http().post(path).set(bearer(owner)).send({ confirmSlug: org.slug, groups: 'transfer', heirId: stranger.id }).expect(400);
      await t.http().post(path).set(bearer(stranger)).send({ confirmSlug: org.slug, groups: 'delete' }).expect(404);

      const deleted = await t
        .http()
        .post(path)
        .set(bearer(owner))
        .send({ confirmSlug: org.slug, groups: 'transfer', heirId: coOwner.id })
        .expect(200);
      expect(deleted.body).toEqual({ deletedID: org.id, groupsDeleted: 0, groupsTransferred: 1 });
      const [group] = await db().select().from(snippetGroups).where(eq(snippetGroups.id, groupId));
      expect(group).toMatchObject({ organisationId: null, membersOnly: false, ownerId: coOwner.id, isPublic: false });
      // Its search row was rebuilt for its new owner in the same transaction.
      const [row] = resultRows<{ owner_id: string }>(
        await db().execute(sql`SELECT owner_id FROM group_search WHERE group_id = ${groupId}`),
      );
      expect(row.owner_id).toBe(coOwner.id);
      await t.http().get(`/api/public/organisations/${org.slug}`).expect(404);

      const second = await createOrganisation(owner);
      const doomed = (await postGroup(t, owner, { isPublic: false })).id;
      await db().update(snippetGroups).set({ organisationId: second.id }).where(eq(snippetGroups.id, doomed));
      const gone = await t
        .http()
        .post(`/api/organisations/${second.slug}/delete`)
        .set(bearer(owner))
        .send({ confirmSlug: second.slug, groups: 'delete' })
        .expect(200);
      expect(gone.body).toMatchObject({ groupsDeleted: 1, groupsTransferred: 0 });
      expect(await db().select().from(snippetGroups).where(eq(snippetGroups.id, doomed))).toEqual([]);
    });

    it('refuses to give the groups to an owner past their storage limit, and changes nothing then', async () => {
      const owner = await memberWithId(t);
      const heir = await memberWithId(t);
      const org = await createOrganisation(owner);
      await joinWithRole(owner, org.slug, 'admin');
      const invitation = await invite(owner, org.slug, { username: heir.username, role: 'admin' });
      await t.http().post(`/api/organisation-invitations/${invitation.body.id}/accept`).set(bearer(heir)).expect(200);
      await t.http().patch(`/api/organisations/${org.slug}/members/${heir.id}`).set(bearer(owner)).send({ role: 'owner' }).expect(200);
      // The heir's own group fills their storage to the last byte (200 MB by default); the organisation's holds one more.
      const full = (await postGroup(t, heir, { isPublic: false })).id;
      await db()
        .update(snippetGroups)
        .set({ codeBytes: 200 * 1024 * 1024 })
        .where(eq(snippetGroups.id, full));
      const groupId = (await postGroup(t, owner, { isPublic: false })).id;
      await db()
        .update(snippetGroups)
        .set({ organisationId: org.id, membersOnly: true, codeBytes: 1 })
        .where(eq(snippetGroups.id, groupId));

      const refused = await t
        .http()
        .post(`/api/organisations/${org.slug}/delete`)
        .set(bearer(owner))
        .send({ confirmSlug: org.slug, groups: 'transfer', heirId: heir.id });
      expect(refused.status).toBe(413);
      expect(refused.body.message).toMatch(/owner who receives them to 200 MB/);
      const [group] = await db().select().from(snippetGroups).where(eq(snippetGroups.id, groupId));
      expect(group).toMatchObject({ organisationId: org.id, membersOnly: true, ownerId: owner.id });
      await t.http().get(`/api/public/organisations/${org.slug}`).expect(200);
    });
  });
});
