/**
 * Forking into an organisation, and an organisation's export and import by its admins (docs/teams.md).
 * The member storage limit is small here (MEMBER_LIMIT) so that the limits can be reached.
 */
import type request from 'supertest';
import { startApp, type TestApp } from '../support/app';
import { memberWithId, placeGroup, postGroup, teamOrganisation } from '../support/fixtures';
import { bearer } from '../support/identity';

/** A member's stored code, at most; an organisation's export holds no more. */
const MEMBER_LIMIT = 6000;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ MEMBER_CODE_LIMIT_BYTES: String(MEMBER_LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof memberWithId>>;
interface Card {
  id: string;
  isPublic: boolean;
  forkedFrom: { id: string } | null;
  owner: { id: string };
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}x${process.pid % 1000}y${++counter}`;

const team = () => teamOrganisation(t, 'Transfer team');

/** The organisation's groups as `who` (a member) reads them. */
async function organisationGroups(who: Member, slug: string): Promise<(Card & { visibility: string })[]> {
  return (await t.http().get(`/api/organisations/${slug}/groups`).query({ skip: 0, limit: 50 }).set(bearer(who)).expect(200)).body;
}

const fork = (who: Member, groupId: string, body: object) =>
  t.http().post(`/api/snippets-groups/fork/${groupId}`).set(bearer(who)).send(body);

describe('forking into an organisation', () => {
  it('a member, admin or owner forks a public group into the organisation in one step; it is read by its members', async () => {
    const { slug, owner, admin, member, viewer } = await team();
    const author = await memberWithId(t);
    const word = unique('forkword');
    const source = await postGroup(t, author, {
      isPublic: true,
      versions: [{ no: '1.0.0', name: 'v', snippets: [{ description: word, code: `${word}();` }] }],
    });

    for (const who of [member, admin, owner]) {
      const forked = await fork(who, source.id, { organisation: slug }).expect(201);
      expect(forked.body).toMatchObject({ isPublic: false, forkedFrom: { id: source.id }, owner: { id: who.id } });
      const listed = await organisationGroups(viewer, slug);
      expect(listed.find((group) => group.id === forked.body.id)?.visibility).toBe('organisation');
    }
    // Its slug is matched as written in any case; its members write the fork by role.
    const upper = await fork(member, source.id, { organisation: slug.toUpperCase() }).expect(201);
    const version = (await t.http().get(`/api/public/groups/${upper.body.id}/versions`).set(bearer(admin)).expect(200)).body[0];
    await t
      .http()
      .patch(`/api/snippets-groups/add-snippet/${upper.body.id}`)
      .set(bearer(admin))
      .send({ versionID: version.id, snippet: { description: 'by the admin', code: 'admin();' } })
      .expect(200);
    expect(await organisationGroups(owner, slug)).toHaveLength(4);
    // The fork does not leak: the source's author (a stranger to the organisation) does not read it.
    await t.http().get(`/api/public/groups/${upper.body.id}`).set(bearer(author)).expect(404);
    // Forked into the caller's own groups as before when no organisation is named.
    const own = await fork(viewer, source.id, {}).expect(201);
    expect((await t.http().get('/api/snippets-groups').set(bearer(viewer)).expect(200)).body.map((g: Card) => g.id)).toContain(own.body.id);
  });

  it('refuses a viewer (403) and a stranger or unknown organisation (404), translated, creating nothing', async () => {
    const { slug, owner, viewer } = await team();
    const stranger = await memberWithId(t);
    const author = await memberWithId(t);
    const source = await postGroup(t, author, {
      isPublic: true,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'c' }] }],
    });

    const low = await fork(viewer, source.id, { organisation: slug }).expect(403);
    expect(low.body.message).toBe('Your role in this organisation does not allow this');
    const lowEs = await fork(viewer, source.id, { organisation: slug }).set('Accept-Language', 'es-ES').expect(403);
    expect(lowEs.body.message).toBe('Tu rol en esta organización no permite hacer esto');
    for (const [who, organisation] of [
      [stranger, slug],
      [owner, unique('nowhere-').toLowerCase()],
    ] as const) {
      const missing = await fork(who, source.id, { organisation }).expect(404);
      expect(missing.body.message).toBe('Organisation not found');
    }
    for (const organisation of ['', 'no spaces', 'x'.repeat(41), 'a/b', 7, ['a']]) {
      const bad = await fork(owner, source.id, { organisation }).expect(400);
      expect(typeof bad.body.message).toBe('string');
    }
    // A private group stays unforkable into an organisation too; the caller's own group is 409 as before.
    const hidden = await postGroup(t, author, {
      isPublic: false,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'c' }] }],
    });
    await fork(owner, hidden.id, { organisation: slug }).expect(404);
    const ownGroup = await postGroup(t, owner, {
      isPublic: true,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'c' }] }],
    });
    await fork(owner, ownGroup.id, { organisation: slug }).expect(409);
    expect(await organisationGroups(owner, slug)).toEqual([]);
    expect((await t.http().get('/api/snippets-groups').set(bearer(viewer)).expect(200)).body).toEqual([]);
  });

  it("counts the fork against the caller's storage limit (413, nothing created)", async () => {
    const { slug, member } = await team();
    const author = await memberWithId(t);
    const big = 'x'.repeat(MEMBER_LIMIT - 1000);
    const source = await postGroup(t, author, {
      isPublic: true,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: big }] }],
    });
    await fork(member, source.id, { organisation: slug }).expect(201);
    const full = await fork(member, source.id, { organisation: slug }).expect(413);
    expect(full.body.message).toMatch(/^You can keep at most 5.9 KB of code in all your snippets groups/);
    expect(await organisationGroups(member, slug)).toHaveLength(1);
  });
});

/** Reads a binary answer whole (supertest leaves unknown types unparsed). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

const exportOf = (who: Member | string, query: Record<string, string>) => {
  const req = t.http().get('/api/transfer/export').query(query);
  return typeof who === 'string' ? req.set('Authorization', `Bearer ${who}`) : req.set(bearer(who));
};

const importInto = (
  who: Member | string,
  organisation: string | undefined,
  archive: object,
  path = 'import',
  extra: Record<string, string> = {},
) => {
  const req = t
    .http()
    .post(`/api/transfer/${path}`)
    .query({ ...(organisation ? { organisation } : {}), ...extra });
  return (typeof who === 'string' ? req.set('Authorization', `Bearer ${who}`) : req.set(bearer(who))).attach(
    'file',
    Buffer.from(JSON.stringify(archive)),
    'archive.snipstack.json',
  );
};

interface Report {
  created: number;
  duplicates: number;
  refused: number;
  groups: { status: string; reason?: string; groupId?: string }[];
}

const archiveOf = (groups: { name: string; code: string; isPublic?: boolean }[], customTechnologies: object[] = []) => ({
  format: 'snipstack-archive',
  version: 1,
  customTechnologies,
  groups: groups.map(({ name, code, isPublic }) => ({
    technology: { name, custom: customTechnologies.length > 0 && name.startsWith('Mine') },
    isPublic: isPublic ?? false,
    versions: [{ no: '1.0.0', name: 'v', position: 0, snippets: [{ description: 'd', code, position: 0 }] }],
  })),
});

describe("an organisation's export and import", () => {
  it("admins and owners export the organisation's groups (its members' ones too, never another's private one)", async () => {
    const { slug, owner, admin, member } = await team();
    const shared = await postGroup(t, member, {
      isPublic: false,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'teamShared();' }] }],
    });
    await placeGroup(t, member, slug, shared.id, 'organisation').expect(200);
    const secret = await postGroup(t, member, {
      isPublic: false,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'authorOnly();' }] }],
    });
    await placeGroup(t, member, slug, secret.id, 'private').expect(200);
    const notInIt = await postGroup(t, admin, {
      isPublic: true,
      versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: 'adminOwn();' }] }],
    });

    for (const who of [admin, owner]) {
      const res = await exportOf(who, { format: 'snipstack', organisation: slug }).expect(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="snipstack-${slug}.snipstack.json"`);
      const text = JSON.stringify(res.body);
      expect(text).toContain('teamShared();');
      expect(text).not.toContain('authorOnly();');
      expect(text).not.toContain('adminOwn();');
      expect(res.body.groups).toHaveLength(1);
    }
    // The other formats, and one group of it.
    const zip = await exportOf(admin, { format: 'files', organisation: slug }).buffer(true).parse(binary).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    await exportOf(admin, { format: 'snipstack', organisation: slug, groupId: shared.id }).expect(200);
    await exportOf(admin, { format: 'snipstack', organisation: slug, groupId: notInIt.id }).expect(404);
  });

  it('refuses members and viewers (403) and strangers (404), translated; a personal token acts with its member’s role', async () => {
    const { slug, admin, member, viewer } = await team();
    const stranger = await memberWithId(t);
    const archive = archiveOf([{ name: 'Go', code: 'refused()' }]);
    for (const who of [member, viewer]) {
      const low = await exportOf(who, { format: 'snipstack', organisation: slug }).expect(403);
      expect(low.body.message).toBe('Your role in this organisation does not allow this');
      await importInto(who, slug, archive).expect(403);
      await importInto(who, slug, archive, 'import/preview').expect(403);
    }
    const es = await exportOf(stranger, { format: 'snipstack', organisation: slug }).set('Accept-Language', 'es-ES').expect(404);
    expect(es.body.message).toBe('Organización no encontrada');
    await importInto(stranger, slug, archive).expect(404);
    await importInto(stranger, slug, archive, 'import/preview').expect(404);

    // Personal tokens: the admin's write token imports; the member's is refused as the member is.
    const token = async (who: Member, scope: string) =>
      (
        await t
          .http()
          .post('/api/api-tokens')
          .set(bearer(who))
          .send({ name: unique('tok'), scope })
          .expect(201)
      ).body.token as string;
    const adminToken = await token(admin, 'write');
    const done = (await importInto(adminToken, slug, archiveOf([{ name: 'Go', code: 'byToken()' }])).expect(201)).body as Report;
    expect(done.created).toBe(1);
    await exportOf(await token(admin, 'read'), { format: 'snipstack', organisation: slug }).expect(200);
    await importInto(await token(member, 'write'), slug, archive).expect(403);
    const groups = await organisationGroups(admin, slug);
    expect(groups.map((g) => g.id)).toEqual([done.groups[0].groupId]);
  });

  it('imports into the organisation: its groups, read by its members, duplicates being its own; a round trip', async () => {
    const { slug, owner, admin, viewer } = await team();
    const archive = archiveOf([
      { name: 'Go', code: 'first()' },
      { name: 'Python', code: 'second()', isPublic: true },
    ]);
    const preview = (await importInto(admin, slug, archive, 'import/preview').expect(200)).body as Report;
    expect(preview.created).toBe(2);
    expect(await organisationGroups(viewer, slug)).toEqual([]);

    const report = (await importInto(admin, slug, archive, 'import', { keepVisibility: 'true' }).expect(201)).body as Report;
    expect(report.created).toBe(2);
    const groups = await organisationGroups(viewer, slug);
    expect(Object.fromEntries(groups.map((g) => [g.id, g.visibility]))).toEqual({
      [report.groups[0].groupId!]: 'organisation',
      [report.groups[1].groupId!]: 'public',
    });
    expect(groups.every((g) => g.owner.id === admin.id)).toBe(true);
    // The admin's own groups did not change otherwise: they are the organisation's.
    const again = (await importInto(owner, slug, archive).set('Accept-Language', 'es-ES').expect(201)).body as Report;
    expect(again.duplicates).toBe(2);
    expect(again.groups[0].reason).toBe('La organización ya tiene este grupo');
    // The owner's own groups are not the organisation's: the same file imported into them creates both.
    expect(((await importInto(owner, undefined, archive).expect(201)).body as Report).created).toBe(2);

    // Round trip: the organisation's export imported into another organisation gives the same groups.
    const exported = await exportOf(owner, { format: 'snipstack', organisation: slug }).expect(200);
    const other = await team();
    const copied = (await importInto(other.admin, other.slug, exported.body).expect(201)).body as Report;
    expect(copied.created).toBe(2);
    expect(await organisationGroups(other.viewer, other.slug)).toHaveLength(2);
  });

  it('creates nothing when a part of the import fails (one transaction), and keeps the limits', async () => {
    const { slug, admin } = await team();
    const broken = archiveOf(
      [
        { name: 'Go', code: 'fine()' },
        { name: 'Mine', code: 'never()' },
      ],
      [{ name: 'Mine', use: 'broken \u0000 text' }],
    );
    const res = await importInto(admin, slug, broken).expect(400);
    expect(res.body.message).toBe('It contains characters that cannot be stored');
    expect(await organisationGroups(admin, slug)).toEqual([]);
    expect((await t.http().get('/api/snippets-groups').set(bearer(admin)).expect(200)).body).toEqual([]);

    // The storage limit is the importing admin's: past it, nothing is created.
    const tooBig = archiveOf([
      { name: 'Go', code: 'a'.repeat(MEMBER_LIMIT / 2) },
      { name: 'Python', code: 'b'.repeat(MEMBER_LIMIT / 2 + 10) },
    ]);
    await importInto(admin, slug, tooBig).expect(413);
    expect(await organisationGroups(admin, slug)).toEqual([]);
    // More groups than one import may create.
    const many = archiveOf(Array.from({ length: 201 }, (_, i) => ({ name: 'Go', code: `g${i}()` })));
    await importInto(admin, slug, many).expect(400);
  });

  it('refuses (413) an export of more code than one member may hold; a technology at a time fits', async () => {
    const { slug, owner, admin, member } = await team();
    const half = 'y'.repeat(MEMBER_LIMIT * 0.6);
    for (const [who, technology] of [
      [admin, 'Go'],
      [member, 'Python'],
    ] as const) {
      const group = await postGroup(t, who, {
        technology,
        isPublic: false,
        versions: [{ no: '1', name: 'v', snippets: [{ description: 'd', code: half }] }],
      });
      await placeGroup(t, who, slug, group.id, 'organisation').expect(200);
    }
    const refused = await exportOf(owner, { format: 'snipstack', organisation: slug }).expect(413);
    expect(refused.body.message).toMatch(/^The organisation's groups hold .* of code, more than one export may hold/);
    const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
    const go = techs.find((tech) => tech.name === 'Go')!;
    const part = await exportOf(owner, { format: 'snipstack', organisation: slug, technologyId: go.id }).expect(200);
    expect(part.body.groups).toHaveLength(1);
  });
});

describe("the organisation's audit of forks and imports", () => {
  interface Entry {
    action: string;
    actor: string | null;
    details: Record<string, unknown>;
  }
  const auditOf = async (who: Member, slug: string) =>
    ((await t.http().get(`/api/organisations/${slug}/audit`).set(bearer(who)).expect(200)).body as Entry[]).filter((entry) =>
      ['group_forked_in', 'groups_imported'].includes(entry.action),
    );

  it('records a fork into it and an import into it (not a preview, nor an import that creates nothing), read by its admins only', async () => {
    const { slug, owner, admin, member, viewer } = await team();
    const stranger = await memberWithId(t);
    const author = await memberWithId(t);
    const source = await postGroup(t, author, {
      isPublic: true,
      versions: [{ no: '1.0.0', name: 'v', snippets: [{ description: 'd', code: `${unique('audited')}();` }] }],
    });
    const forked = await fork(member, source.id, { organisation: slug }).expect(201);
    // Forked into the member's own groups: not the organisation's business.
    await fork(viewer, source.id, {}).expect(201);
    const archive = archiveOf([
      { name: 'Go', code: 'auditedFirst()' },
      { name: 'Python', code: 'auditedSecond()' },
    ]);
    await importInto(admin, slug, archive, 'import/preview').expect(200);
    expect(await auditOf(admin, slug)).toEqual([
      expect.objectContaining({
        action: 'group_forked_in',
        actor: member.username,
        details: { groupId: forked.body.id, forkedFromId: source.id },
      }),
    ]);
    expect(((await importInto(admin, slug, archive).expect(201)).body as Report).created).toBe(2);
    // Every group a duplicate: nothing imported, nothing recorded.
    expect(((await importInto(owner, slug, archive).expect(201)).body as Report).created).toBe(0);

    for (const who of [admin, owner]) {
      expect(await auditOf(who, slug)).toEqual([
        expect.objectContaining({ action: 'groups_imported', actor: admin.username, details: { count: 2 } }),
        expect.objectContaining({ action: 'group_forked_in', actor: member.username }),
      ]);
    }
    for (const who of [member, viewer]) await t.http().get(`/api/organisations/${slug}/audit`).set(bearer(who)).expect(403);
    await t.http().get(`/api/organisations/${slug}/audit`).set(bearer(stranger)).expect(404);
  });
});
