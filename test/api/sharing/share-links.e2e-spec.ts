import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { shareLinks, snippetGroups } from '../../../backend/src/database/schema';
import { suiteApp } from '../support/app';
import { memberWithId, postGroup, type MemberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

const db = () => t.app.get(DatabaseService).db;

async function privateGroup(member: MemberWithId, code = 'SELECT 1;'): Promise<string> {
  const versions = [{ no: '1.0.0', name: 'first', snippets: [{ description: 'query', code }] }];
  return (await postGroup(t, member, { isPublic: false, versions })).id;
}

const linksOf = (groupId: string) => `/api/snippets-groups/${groupId}/share-links`;

async function createLink(member: MemberWithId, groupId: string, body: Record<string, unknown> = {}) {
  const res = await t.http().post(linksOf(groupId)).set(bearer(member)).send(body);
  expect(res.status).toBe(201);
  return res.body as {
    id: string;
    token: string;
    path: string;
    status: string;
    views: number;
    maxViews: number | null;
    expiresAt: string | null;
  };
}

describe('share links', () => {
  it('open a private group without signing in, count views, are listed without the token and revoked', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner, 'SELECT secret_sauce FROM kitchen;');
    const link = await createLink(owner, groupId);
    expect(link.token).toMatch(/^shr_[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/s/${link.token}`);
    expect(link).toMatchObject({ status: 'active', views: 0, maxViews: null, expiresAt: null });

    // Only the hash is stored.
    const [row] = await db().select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row.tokenHash.equals(createHash('sha256').update(link.token).digest())).toBe(true);

    const opened = await t.http().post(`/api/shared/${link.token}`).expect(200);
    expect(opened.body.group.id).toBe(groupId);
    expect(opened.body.group.isPublic).toBe(false);
    expect(opened.body.group.versions[0].snippets[0].code).toBe('SELECT secret_sauce FROM kitchen;');
    expect(opened.body).toMatchObject({ expiresAt: null, viewsLeft: null });
    await t.http().post(`/api/shared/${link.token}`).expect(200);

    const list = await t.http().get(linksOf(groupId)).set(bearer(owner)).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: link.id, views: 2, status: 'active' })]);
    expect(JSON.stringify(list.body)).not.toContain(link.token);

    // The private group itself stays out of the public listing.
    const listing = await t.http().get('/api/public/?q=secret_sauce').expect(200);
    expect(listing.body.map((g: { id: string }) => g.id)).not.toContain(groupId);

    await t
      .http()
      .delete(`${linksOf(groupId)}/${link.id}`)
      .set(bearer(owner))
      .expect(200, { deletedID: link.id });
    const gone = await t.http().post(`/api/shared/${link.token}`).set('Accept-Language', 'es-ES').expect(404);
    expect(gone.body.message).toBe('Este enlace ya no abre nada: ha caducado, ha llegado a su número de visitas o ha sido revocado');
    expect((await t.http().get(linksOf(groupId)).set(bearer(owner)).expect(200)).body).toEqual([]);
  });

  it('open a card of a large group and read its versions in full through the link, counting no view', async () => {
    const owner = await memberWithId(t);
    const long = Array.from({ length: 200 }, (_, i) => `line_${i} = ${i}`).join('\n');
    const snippets = Array.from({ length: 5 }, (_, i) => ({ description: `part ${i}`, code: i === 0 ? long : `part_${i} = 1` }));
    const group = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, {
      isPublic: false,
      versions: [
        { no: '1.0.0', name: 'old', snippets: [{ description: 'old', code: 'old_code = 1' }] },
        { no: '2.0.0', name: 'new', snippets },
      ],
    });
    const [oldVersion, newVersion] = group.versions;
    const link = await createLink(owner, group.id, { maxViews: 1 });

    const opened = await t.http().post(`/api/shared/${link.token}`).expect(200);
    // The card: the newest version's first 3 snippets, the long one cut; the older version without its code.
    const card = opened.body.group;
    expect(card.previewVersionID).toBe(newVersion.id);
    const shown = card.versions.find((v: { id: string }) => v.id === newVersion.id);
    expect(shown.snippetCount).toBe(5);
    expect(shown.snippets).toHaveLength(3);
    expect(shown.snippets[0]).toMatchObject({ truncated: true, lineCount: 200 });
    expect(opened.text).not.toContain('line_199');
    expect(opened.text).not.toContain('old_code');

    // Read through the link (no view counted): the versions, each in full.
    const versions = await t.http().get(`/api/shared/${link.token}/versions`).expect(200);
    expect(versions.body.map((v: { no: string; snippetCount: number }) => [v.no, v.snippetCount])).toEqual([
      ['1.0.0', 1],
      ['2.0.0', 5],
    ]);
    const whole = await t.http().get(`/api/shared/${link.token}/versions/${newVersion.id}`).expect(200);
    expect(whole.body.snippets.map((s: { code: string }) => s.code)).toEqual(snippets.map((s) => s.code));
    const older = await t.http().get(`/api/shared/${link.token}/versions/${oldVersion.id}`).expect(200);
    expect(older.body.snippets[0].code).toBe('old_code = 1');
    const [listed] = (await t.http().get(linksOf(group.id)).set(bearer(owner)).expect(200)).body;
    expect(listed).toMatchObject({ views: 1, status: 'usedUp' });

    // Another group's version is not read through this link.
    const otherGroup = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, { isPublic: false });
    await t.http().get(`/api/shared/${link.token}/versions/${otherGroup.versions[0].id}`).expect(404);

    // Used up: readable for an hour after its last view, then not.
    await db()
      .update(shareLinks)
      .set({ lastOpenedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(shareLinks.id, link.id));
    const gone = await t.http().get(`/api/shared/${link.token}/versions/${newVersion.id}`).set('Accept-Language', 'es-ES').expect(404);
    expect(gone.body.message).toBe('Este enlace ya no abre nada: ha caducado, ha llegado a su número de visitas o ha sido revocado');
    await t.http().get(`/api/shared/${link.token}/versions`).expect(404);
  });

  it('read nothing once expired, revoked or hidden, whatever views are left', async () => {
    const owner = await memberWithId(t);
    const group = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, { isPublic: false });
    const version = `/versions/${group.versions[0].id}`;
    const link = await createLink(owner, group.id);
    await t.http().get(`/api/shared/${link.token}${version}`).expect(200);
    await db().update(snippetGroups).set({ isHidden: true }).where(eq(snippetGroups.id, group.id));
    await t.http().get(`/api/shared/${link.token}${version}`).expect(404);
    await db().update(snippetGroups).set({ isHidden: false }).where(eq(snippetGroups.id, group.id));
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    await t.http().get(`/api/shared/${link.token}${version}`).expect(404);
    const second = await createLink(owner, group.id);
    await t.http().get(`/api/shared/${second.token}${version}`).expect(200);
    await t
      .http()
      .delete(`${linksOf(group.id)}/${second.id}`)
      .set(bearer(owner))
      .expect(200);
    await t.http().get(`/api/shared/${second.token}${version}`).expect(404);
    for (const token of ['shr_unknown', 'x']) await t.http().get(`/api/shared/${token}${version}`).expect(404);
    await t.http().get(`/api/shared/${second.token}/versions/not-a-uuid`).expect(400);
  });

  it('stop after their number of views, exactly, under concurrent opening', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner);
    const link = await createLink(owner, groupId, { maxViews: 3 });
    const first = await t.http().post(`/api/shared/${link.token}`).expect(200);
    expect(first.body.viewsLeft).toBe(2);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t
          .http()
          .post(`/api/shared/${link.token}`)
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 404)).toHaveLength(6);
    const [listed] = (await t.http().get(linksOf(groupId)).set(bearer(owner)).expect(200)).body;
    expect(listed).toMatchObject({ views: 3, maxViews: 3, status: 'usedUp' });
  });

  it('expire after their time limit', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner);
    const link = await createLink(owner, groupId, { expiresInHours: 24 });
    const hours = (Date.parse(link.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    await t.http().post(`/api/shared/${link.token}`).expect(200);
    // A day later (the row's limit moved into the past).
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    await t.http().post(`/api/shared/${link.token}`).expect(404);
    const [listed] = (await t.http().get(linksOf(groupId)).set(bearer(owner)).expect(200)).body;
    expect(listed.status).toBe('expired');
  });

  it('open nothing once moderators hide the group, or when the group is deleted', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner);
    const link = await createLink(owner, groupId);
    await db().update(snippetGroups).set({ isHidden: true }).where(eq(snippetGroups.id, groupId));
    await t.http().post(`/api/shared/${link.token}`).expect(404);
    await db().update(snippetGroups).set({ isHidden: false }).where(eq(snippetGroups.id, groupId));
    await t.http().post(`/api/shared/${link.token}`).expect(200);
    await t.http().delete(`/api/snippets-groups/${groupId}`).set(bearer(owner)).expect(200);
    await t.http().post(`/api/shared/${link.token}`).expect(404);
  });

  it("belong to the group's owner only: others get 404 for listing, creating and revoking", async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const groupId = await privateGroup(owner);
    const link = await createLink(owner, groupId);
    await t.http().get(linksOf(groupId)).set(bearer(other)).expect(404);
    await t.http().post(linksOf(groupId)).set(bearer(other)).send({}).expect(404);
    await t
      .http()
      .delete(`${linksOf(groupId)}/${link.id}`)
      .set(bearer(other))
      .expect(404);
    // A link id of another group of the owner's is not found under this one.
    const otherGroup = await privateGroup(owner);
    await t
      .http()
      .delete(`${linksOf(otherGroup)}/${link.id}`)
      .set(bearer(owner))
      .expect(404);
    await t.http().get(linksOf(groupId)).expect(401);
    await t.http().post(linksOf(groupId)).send({}).expect(401);
    await t.http().post(`/api/shared/${link.token}`).expect(200);
  });

  it('refuse bad input with 400 and unknown tokens with 404, never 500', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner);
    for (const body of [
      { maxViews: 0 },
      { maxViews: 1.5 },
      { maxViews: 100_001 },
      { expiresInHours: 5 },
      { expiresInHours: 'soon' },
      { unknown: 1 },
    ]) {
      const res = await t.http().post(linksOf(groupId)).set(bearer(owner)).send(body);
      expect([res.status, body]).toEqual([400, body]);
      expect(typeof res.body.message).toBe('string');
    }
    await t.http().get('/api/snippets-groups/not-a-uuid/share-links').set(bearer(owner)).expect(400);
    await t
      .http()
      .delete(`${linksOf(groupId)}/nope`)
      .set(bearer(owner))
      .expect(400);
    for (const token of ['shr_unknown', 'ssk_whatever', 'x', `shr_${'a'.repeat(43)}`]) {
      await t.http().post(`/api/shared/${token}`).expect(404);
    }
    // Longer than any route parameter may be: refused before routing.
    await t
      .http()
      .post(`/api/shared/${'a'.repeat(101)}`)
      .expect(414);
  });

  it('are at most 20 per group (409)', async () => {
    const owner = await memberWithId(t);
    const groupId = await privateGroup(owner);
    await Promise.all(Array.from({ length: 20 }, () => t.http().post(linksOf(groupId)).set(bearer(owner)).send({}).expect(201)));
    const refused = await t.http().post(linksOf(groupId)).set(bearer(owner)).send({ maxViews: 5 }).expect(409);
    expect(refused.body.message).toBe('A group can have at most 20 share links: revoke one first');
  });
});
