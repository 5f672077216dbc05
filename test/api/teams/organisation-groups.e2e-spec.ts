import { startApp, type TestApp } from '../support/app';
import { memberWithId, officialTechnologyId, placeGroup, postGroup, teamOrganisation } from '../support/fixtures';
import { bearer, uniqueEmail } from '../support/identity';

let t: TestApp;
const adminEmail = uniqueEmail('teams-admin');
/** The site's admin (a moderator too). */
let siteAdmin: Awaited<ReturnType<typeof memberWithId>>;
beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail });
  siteAdmin = await memberWithId(t, { email: adminEmail });
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof memberWithId>>;
interface Group {
  id: string;
  versions: { id: string; snippets: { id: string; code: string }[] }[];
}

let counter = 0;
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}q${process.pid % 1000}z${++counter}`;

const team = () => teamOrganisation(t);

async function groupWithWord(author: Member, word: string, isPublic: boolean): Promise<Group> {
  const created = await postGroup<{ id: string }>(t, author, {
    isPublic,
    title: `Team notes ${word}`,
    versions: [{ no: '1.0.0', name: 'first', snippets: [{ description: `About ${word}`, code: `const ${word} = 1;` }] }],
  });
  const read = await t.http().get(`/api/public/groups/${created.id}`).set(bearer(author)).expect(200);
  const version = await t
    .http()
    .get(`/api/public/groups/${created.id}/versions/${read.body.versions[0].id}`)
    .set(bearer(author))
    .expect(200);
  return { id: created.id, versions: [{ id: read.body.versions[0].id, snippets: version.body.snippets }] };
}

describe("an organisation's groups", () => {
  it('organisation-only: read by its members, written by members and up, and never leaked to anyone else anywhere', async () => {
    const { slug, owner, admin, member, viewer } = await team();
    const stranger = await memberWithId(t);
    const word = uniqueWord('orgsecret');
    const group = await groupWithWord(owner, word, false);
    const placed = await placeGroup(t, owner, slug, group.id, 'organisation').expect(200);
    expect(placed.body).toEqual({ groupId: group.id, organisationSlug: slug, visibility: 'organisation' });

    // Every member reads it, viewers included.
    for (const who of [admin, member, viewer]) {
      const list = await t.http().get(`/api/organisations/${slug}/groups`).set(bearer(who)).expect(200);
      expect(list.body.map((g: { id: string }) => g.id)).toEqual([group.id]);
      expect(list.body[0].visibility).toBe('organisation');
      const one = await t.http().get(`/api/organisations/${slug}/groups/${group.id}`).set(bearer(who)).expect(200);
      expect(JSON.stringify(one.body)).toContain(word);
      expect(one.body.visibility).toBe('organisation');
      // Its card lists the versions; each is read in full on demand, as members, never cached for others.
      const versions = await t.http().get(`/api/public/groups/${group.id}/versions`).set(bearer(who)).expect(200);
      expect(versions.body.map((v: { id: string }) => v.id)).toEqual([group.versions[0].id]);
      const whole = await t.http().get(`/api/public/groups/${group.id}/versions/${group.versions[0].id}`).set(bearer(who)).expect(200);
      expect(whole.headers['cache-control']).toBe('private, no-cache');
      expect(JSON.stringify(whole.body)).toContain(word);
    }

    // Members write it; viewers do not; deleting it takes an admin.
    const snippet = { versionID: group.versions[0].id, snippet: { description: 'by a member', code: 'member();' } };
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(member)).send(snippet).expect(200);
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(viewer)).send(snippet).expect(404);
    await t.http().delete(`/api/snippets-groups/${group.id}`).set(bearer(member)).expect(404);
    await t.http().patch(`/api/snippets-groups/change-visibility/${group.id}`).set(bearer(member)).send({ isPublic: true }).expect(404);

    // Nobody outside it sees it: anonymous, a stranger, the site's admin (a moderator too).
    const { id: versionId, snippets } = group.versions[0];
    for (const who of [undefined, stranger, siteAdmin]) {
      const as = (req: ReturnType<ReturnType<TestApp['http']>['get']>) => (who ? req.set(bearer(who)) : req);
      const search = await as(t.http().get('/api/public/').query({ q: word })).expect(200);
      expect(search.body).toEqual([]);
      expect(JSON.stringify((await as(t.http().get('/api/public/')).expect(200)).body)).not.toContain(word);
      await as(t.http().get(`/api/public/groups/${group.id}`)).expect(404);
      await as(t.http().get(`/api/public/groups/${group.id}/versions`)).expect(404);
      await as(t.http().get(`/api/public/groups/${group.id}/versions/${versionId}`)).expect(404);
      await as(t.http().get(`/raw/${group.id}/${versionId}/${snippets[0].id}`)).expect(404);
      await as(t.http().get(`/embed/${group.id}/${versionId}`)).expect(404);
      const page = await as(t.http().get(`/api/public/members/${owner.username}`));
      expect(page.text).not.toContain(word);
      const orgPage = await as(t.http().get(`/api/public/organisations/${slug}/groups`)).expect(200);
      expect(orgPage.body).toEqual([]);
      if (who) {
        await as(t.http().get(`/api/organisations/${slug}/groups`)).expect(404);
        await as(t.http().get(`/api/organisations/${slug}/groups/${group.id}`)).expect(404);
        await t.http().post(`/api/snippets-groups/fork/${group.id}`).set(bearer(who)).send({}).expect(404);
        await t.http().post(`/api/snippets-groups/${group.id}/share-links`).set(bearer(who)).send({}).expect(404);
        const mine = await t.http().get('/api/snippets-groups').set(bearer(who)).expect(200);
        expect(JSON.stringify(mine.body)).not.toContain(word);
      }
    }
    // Nor through MCP with a stranger's personal token.
    const token = (await t.http().post('/api/api-tokens').set(bearer(stranger)).send({ name: 'mcp', scope: 'read' }).expect(201)).body
      .token;
    const mcp = (name: string, args: object) =>
      t
        .http()
        .post('/mcp')
        .set({ accept: 'application/json, text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` })
        .send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } })
        .expect(200);
    const searched = await mcp('search_snippets', { query: word });
    expect(searched.body.result.structuredContent.groups).toEqual([]);
    const got = await mcp('get_group', { groupId: group.id });
    expect(got.body.result.isError).toBe(true);
    expect(JSON.stringify(got.body)).not.toContain(word);

    // Members do not fork it out, nor share it by link (only its author does).
    await t.http().post(`/api/snippets-groups/fork/${group.id}`).set(bearer(member)).send({}).expect(404);
    await t.http().post(`/api/snippets-groups/${group.id}/share-links`).set(bearer(member)).send({}).expect(404);

    // Moved out by its author: a private group of theirs again, which the members no longer read.
    const out = await t.http().delete(`/api/organisations/${slug}/groups/${group.id}`).set(bearer(owner)).expect(200);
    expect(out.body).toEqual({ groupId: group.id, organisationSlug: null, visibility: 'private' });
    await t.http().get(`/api/organisations/${slug}/groups/${group.id}`).set(bearer(viewer)).expect(404);
    await t.http().get(`/api/public/groups/${group.id}/versions/${group.versions[0].id}`).set(bearer(viewer)).expect(404);
    await t.http().get(`/api/public/groups/${group.id}`).set(bearer(owner)).expect(200);

    // The audit records the moves.
    const audit = await t.http().get(`/api/organisations/${slug}/audit`).set(bearer(admin)).expect(200);
    expect(audit.body.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['group_moved_in', 'group_moved_out']),
    );
  });

  it('public: listed and searched as any public group, on the organisation page, and hidden by moderators as any', async () => {
    const { slug, member, viewer } = await team();
    const word = uniqueWord('orgpublic');
    const priv = await groupWithWord(member, uniqueWord('orgprivate'), false);
    await placeGroup(t, member, slug, priv.id, 'public').expect(409);
    const group = await groupWithWord(member, word, true);
    await placeGroup(t, member, slug, group.id, 'public').expect(200);

    const page = await t.http().get(`/api/public/organisations/${slug}/groups`).expect(200);
    expect(page.body.map((g: { id: string }) => g.id)).toEqual([group.id]);
    const found = await t.http().get('/api/public/').query({ q: word }).expect(200);
    expect(found.body.map((g: { id: string }) => g.id)).toEqual([group.id]);

    // Only its author or an admin changes its visibility; a viewer moves nothing.
    await placeGroup(t, viewer, slug, group.id, 'organisation').expect(403);
    await t.http().delete(`/api/organisations/${slug}/groups/${group.id}`).set(bearer(viewer)).expect(403);

    await t.http().post(`/api/moderation/groups/${group.id}/hide`).set(bearer(siteAdmin)).expect(200);
    expect((await t.http().get(`/api/public/organisations/${slug}/groups`).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/public/').query({ q: word }).expect(200)).body).toEqual([]);

    // Organisation-only from now on: out of the listing for good.
    await t.http().post(`/api/moderation/groups/${group.id}/unhide`).set(bearer(siteAdmin)).expect(200);
    await placeGroup(t, member, slug, group.id, 'organisation').expect(200);
    expect((await t.http().get('/api/public/').query({ q: word }).expect(200)).body).toEqual([]);
    await t.http().get(`/api/public/groups/${group.id}`).expect(404);
  });

  it('are filtered by technology for its members (a page at a time); a bad techID is a translated 400, a stranger 404', async () => {
    const { slug, owner, member, viewer } = await team();
    const stranger = await memberWithId(t);
    const [python, go] = [await officialTechnologyId(t, 'Python'), await officialTechnologyId(t, 'Go')];
    const inOrganisation = async (author: Member, technology: string) => {
      const created = await postGroup(t, author, { technology, isPublic: false, title: uniqueWord('tech') });
      await placeGroup(t, author, slug, created.id, 'organisation').expect(200);
      return created.id;
    };
    const py1 = await inOrganisation(owner, 'Python');
    const goGroup = await inOrganisation(member, 'Go');
    const py2 = await inOrganisation(member, 'Python');
    // A private group of the owner's in it: theirs alone, with the filter too.
    const ownPrivate = await inOrganisation(owner, 'Python');
    await placeGroup(t, owner, slug, ownPrivate, 'private').expect(200);

    const list = (who: Member, query: object) => t.http().get(`/api/organisations/${slug}/groups`).query(query).set(bearer(who));
    const ids = async (who: Member, query: object) =>
      ((await list(who, query).expect(200)).body as { id: string; technologyID: string }[]).map((group) => group.id);
    expect(await ids(viewer, { techID: python })).toEqual([py2, py1]);
    expect(await ids(viewer, { techID: go })).toEqual([goGroup]);
    expect(await ids(owner, { techID: python })).toEqual([ownPrivate, py2, py1]);
    expect(await ids(viewer, {})).toEqual([py2, goGroup, py1]);
    // Paged as without it.
    expect(await ids(viewer, { techID: python, limit: 1 })).toEqual([py2]);
    expect(await ids(viewer, { techID: python, skip: 1, limit: 1 })).toEqual([py1]);
    // A technology no group has: nothing.
    expect(await ids(viewer, { techID: await officialTechnologyId(t, 'Rust') })).toEqual([]);

    // Not an id: 400, translated; a stranger does not learn of the organisation, filter or not.
    const bad = await list(viewer, { techID: 'python' }).expect(400);
    expect(bad.body.message).toBe('The field techID must be a valid id');
    const badEs = await list(viewer, { techID: 'python' }).set('Accept-Language', 'es-ES').expect(400);
    expect(badEs.body.message).toBe('El campo techID debe ser un identificador válido');
    await list(stranger, { techID: python }).expect(404);
  });

  it('are moved in only by their author with write rights there, and from one organisation at a time', async () => {
    const a = await team();
    const b = await team();
    const group = await groupWithWord(a.viewer, uniqueWord('viewergroup'), false);
    // A viewer has no write rights in the organisation.
    await placeGroup(t, a.viewer, a.slug, group.id, 'organisation').expect(403);
    // Another member's private group: it does not exist for them.
    const own = await groupWithWord(a.member, uniqueWord('membergroup'), false);
    await placeGroup(t, a.admin, a.slug, own.id, 'organisation').expect(404);
    await placeGroup(t, a.member, a.slug, own.id, 'organisation').expect(200);
    // The admin of the organisation changes its visibility.
    await placeGroup(t, a.admin, a.slug, own.id, 'private').expect(200);
    await t.http().get(`/api/organisations/${a.slug}/groups/${own.id}`).set(bearer(a.viewer)).expect(404);
    // In another organisation: moved out of this one first.
    const invited = await t
      .http()
      .post(`/api/organisations/${b.slug}/invitations`)
      .set(bearer(b.owner))
      .send({ username: a.member.username, role: 'member' });
    await t.http().post(`/api/organisation-invitations/${invited.body.id}/accept`).set(bearer(a.member)).expect(200);
    await placeGroup(t, a.member, b.slug, own.id, 'organisation').expect(409);
    await placeGroup(t, a.member, a.slug, own.id, 'bogus').expect(400);
  });

  it('are written by another member as by their author, drafts included; viewers read published versions only', async () => {
    const { slug, owner, member, viewer } = await team();
    const word = uniqueWord('orgdraft');
    const group = await groupWithWord(owner, word, false);
    await placeGroup(t, owner, slug, group.id, 'organisation').expect(200);
    // A member adds a draft version to the owner's group, writes in it, reads it, and publishes it.
    const added = await t
      .http()
      .patch(`/api/snippets-groups/add-version/${group.id}`)
      .set(bearer(member))
      .send({ no: '2.0.0', name: 'next', isDraft: true })
      .expect(200);
    const draftId = added.body.versionID as string;
    const snippet = { versionID: draftId, snippet: { description: 'draft', code: `draft_${word}();` } };
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(member)).send(snippet).expect(200);
    const versionsOf = async (who: Member) =>
      (
        (await t.http().get(`/api/organisations/${slug}/groups/${group.id}`).set(bearer(who)).expect(200)).body.versions as { id: string }[]
      ).map((version) => version.id);
    expect(await versionsOf(member)).toContain(draftId);
    expect(await versionsOf(owner)).toContain(draftId);
    expect(await versionsOf(viewer)).not.toContain(draftId);
    const whole = await t.http().get(`/api/public/groups/${group.id}/versions/${draftId}`).set(bearer(member)).expect(200);
    expect(JSON.stringify(whole.body)).toContain(`draft_${word}`);
    await t.http().get(`/api/public/groups/${group.id}/versions/${draftId}`).set(bearer(viewer)).expect(404);
    await t.http().patch(`/api/snippets-groups/publish-version/${group.id}`).set(bearer(member)).send({ versionID: draftId }).expect(200);
    expect(await versionsOf(viewer)).toContain(draftId);
  });
});
