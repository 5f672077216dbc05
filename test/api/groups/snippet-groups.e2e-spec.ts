import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { snippetGroups, snippets, upvotes, users, versions } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { dbOf, insertCustomTechnology, userIdOf } from '../support/database';
import { bearer, createMember, type Member } from '../support/identity';
import { fullGroup, type SearchRow, searchRowFor, searchRowOf } from '../support/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BASE = '/api/snippets-groups';

interface Tech {
  id: string;
  name: string;
  slug: string;
  imageURL: string;
  language: string;
  isCustom: boolean;
}
interface Snippet {
  id: string;
  description: string;
  code: string;
}
interface Version {
  id: string;
  no: string;
  name: string;
  snippets: Snippet[];
}
interface Group {
  id: string;
  technologyID: string;
  technology: Tech;
  isPublic: boolean;
  isHidden: boolean;
  owner: { id: string; username: string; imageUrl: string };
  versions: Version[];
  upVoteCount: number;
  upVotedByMe: boolean;
  createdAt: string;
  updatedAt: string;
}
interface VersionInput {
  no: string;
  name?: string;
  snippets?: { description: string; code: string }[];
}

let t: TestApp;
let typescript: Tech;
let python: Tech;
let owner: Member;
let other: Member;
let ownerId: string;
let ownerName: string;

const as = (member: Member | null) => ({
  get: (path: string) => withAuth(t.http().get(path), member),
  post: (path: string, body: unknown) => withAuth(t.http().post(path), member).send(body as object),
  patch: (path: string, body: unknown) => withAuth(t.http().patch(path), member).send(body as object),
  delete: (path: string) => withAuth(t.http().delete(path), member),
});
function withAuth<T extends { set(field: Record<string, string>): T }>(test: T, member: Member | null): T {
  return member ? test.set(bearer(member)) : test;
}

/** Creates the group; answers it with every version in full (the answer itself is its card). */
async function createGroup(member: Member, body: Record<string, unknown>): Promise<Group> {
  const res = await as(member).post(BASE, body);
  expect(res.status).toBe(201);
  return fullGroup<Group>(t, member, (res.body as Group).id);
}

/** The member's cards (the first page of their list, newest first). */
async function listGroups(member: Member): Promise<Group[]> {
  const res = await as(member).get(BASE).query({ limit: 100 }).expect(200);
  return res.body as Group[];
}

/** The member's group with every version in full, as they see it; undefined when it is not theirs (any more). */
async function groupOf(member: Member, id: string): Promise<Group | undefined> {
  const res = await as(member).get(`/api/public/groups/${id}`);
  return res.status === 404 ? undefined : fullGroup<Group>(t, member, id);
}

const snippet = (n: number) => ({ description: `Snippet ${n}`, code: `console.log(${n});` });
const manyVersions = (count: number): VersionInput[] => Array.from({ length: count }, (_, i) => ({ no: `${i}.0.0` }));

/**
 * Expects the group's stored search row to be the one the tokenizer builds from the group as the API answers
 * it now (the write kept it current); answers the stored row.
 */
async function expectSearchRowCurrent(member: Member, groupId: string): Promise<SearchRow> {
  const group = (await groupOf(member, groupId))!;
  const stored = await searchRowOf(t, groupId);
  expect(stored).toEqual(await searchRowFor(t, groupId, { technology: group.technology.name, versions: group.versions }));
  return stored;
}

/** The updated_at ageGroup sets: a write after it stamps a later one. */
const AGED_AT = '2001-01-01T00:00:00.000Z';

/** Sets updated_at in the past so that a write's new stamp is observable whatever the clock resolution. */
async function ageGroup(groupId: string): Promise<void> {
  await dbOf(t)
    .update(snippetGroups)
    .set({ updatedAt: new Date(AGED_AT) })
    .where(eq(snippetGroups.id, groupId));
}

async function ownerGroupCount(): Promise<number> {
  const [row] = await dbOf(t)
    .select({ n: sql<number>`count(*)::int` })
    .from(snippetGroups)
    .where(eq(snippetGroups.ownerId, ownerId));
  return row.n;
}

beforeAll(async () => {
  t = await startApp();
  const techs = (await t.http().get('/api/public/technologies').expect(200)).body as (Tech & { use: string })[];
  const pick = (name: string) => {
    const { id, name: techName, slug, imageURL, language, isCustom } = techs.find((tech) => tech.name === name)!;
    return { id, name: techName, slug, imageURL, language, isCustom };
  };
  typescript = pick('TypeScript');
  python = pick('Python');
  [owner, other] = await Promise.all([createMember({ displayName: 'Group Owner' }), createMember({ displayName: 'Someone Else' })]);
  ownerName = ((await as(owner).get('/api/users/').expect(200)).body as { username: string }).username;
  await as(other).get('/api/users/').expect(200);
  ownerId = await userIdOf(t, owner);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/snippets-groups', () => {
  it('creates a group with the default version "General" 0.0.0 and answers the whole group', async () => {
    const res = await as(owner).post(BASE, { technologyID: typescript.id }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(UUID),
      forkedFrom: null,
      forkCount: 0,
      technologyID: typescript.id,
      technology: typescript,
      title: '',
      tags: [],
      description: '',
      isPublic: true,
      isHidden: false,
      owner: { id: ownerId, username: ownerName, imageUrl: '' },
      versions: [{ id: expect.stringMatching(UUID), no: '0.0.0', name: 'General', isDraft: false, snippetCount: 0, snippets: [] }],
      versionCount: 1,
      previewVersionID: res.body.versions[0].id,
      upVoteCount: 0,
      upVotedByMe: false,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const { codeBytes, ...listed } = (await listGroups(owner)).find((group) => group.id === res.body.id) as Group & { codeBytes: number };
    expect(listed).toEqual(res.body);
    expect(codeBytes).toBe(0);
  });

  it('also gives the default version for an empty list of versions', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [], isPublic: false });
    expect(group.isPublic).toBe(false);
    expect(group.versions.map((v) => [v.no, v.name])).toEqual([['0.0.0', 'General']]);
  });

  it('names an unnamed first version "General" (missing, empty or blank name); later unnamed versions keep no name', async () => {
    for (const first of [{ no: '1.0.0' }, { no: '1.0.0', name: '' }, { no: '1.0.0', name: '   ' }]) {
      const group = await createGroup(owner, { technologyID: typescript.id, versions: [first, { no: '2.0.0' }] });
      expect(group.versions.map((v) => [v.no, v.name])).toEqual([
        ['1.0.0', 'General'],
        ['2.0.0', ''],
      ]);
      expect((await groupOf(owner, group.id))?.versions.map((v) => v.name)).toEqual(['General', '']);
    }
    const named = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1.0.0', name: 'Stable' }] });
    expect(named.versions.map((v) => v.name)).toEqual(['Stable']);
  });

  it('keeps versions and snippets in the order given, and fills the search text', async () => {
    const body = {
      technologyID: python.id,
      isPublic: true,
      versions: [
        { no: '3.12', name: 'Modern', snippets: [snippet(1), snippet(2), snippet(3)] },
        { no: '2.7', snippets: [{ description: '', code: 'print "legacy"' }] },
        { no: '1', name: 'Empty' },
      ],
    };
    const group = await createGroup(owner, body);
    expect(group.technology).toEqual(python);
    expect(
      group.versions.map(({ no, name, snippets: s }) => ({
        no,
        name,
        snippets: s.map(({ description, code }) => ({ description, code })),
      })),
    ).toEqual([
      { no: '3.12', name: 'Modern', snippets: [snippet(1), snippet(2), snippet(3)] },
      { no: '2.7', name: '', snippets: [{ description: '', code: 'print "legacy"' }] },
      { no: '1', name: 'Empty', snippets: [] },
    ]);
    expect(new Set(group.versions.flatMap((v) => [v.id, ...v.snippets.map((s) => s.id)])).size).toBe(7);
    const stored = await expectSearchRowCurrent(owner, group.id);
    expect(stored.vector).toContain("'legacy'");
    expect(stored.textVector).not.toContain("'legacy'");
  });

  it('accepts the limits exactly: 50 versions, 100 snippets, 100 KB of code, 1,000-character description, 100-character name', async () => {
    const versionsAtLimit: VersionInput[] = manyVersions(50);
    versionsAtLimit[0] = {
      no: '1.0.0',
      name: 'n'.repeat(100),
      snippets: Array.from({ length: 100 }, (_, i) => snippet(i)),
    };
    versionsAtLimit[1] = { no: '2.0.0', snippets: [{ description: 'd'.repeat(1000), code: 'é'.repeat(51200) }] };
    const group = await createGroup(owner, { technologyID: typescript.id, versions: versionsAtLimit });
    expect(group.versions).toHaveLength(50);
    expect(group.versions[0].snippets).toHaveLength(100);
    expect(group.versions[0].snippets.map((s) => s.description)).toEqual(Array.from({ length: 100 }, (_, i) => `Snippet ${i}`));
    expect(group.versions[1].snippets[0].code).toBe('é'.repeat(51200));
  });

  it('makes a group of a custom technology private whatever isPublic says', async () => {
    const techId = await insertCustomTechnology(t, ownerId, `Owner tech ${randomUUID()}`);
    const group = await createGroup(owner, { technologyID: techId, isPublic: true });
    expect(group.isPublic).toBe(false);
    expect(group.technology).toEqual({
      id: techId,
      name: expect.stringMatching(/^Owner tech /),
      slug: expect.stringMatching(/^owner-tech-/),
      imageURL: '',
      language: 'plaintext',
      isCustom: true,
    });
  });

  it("refuses another member's custom technology and unknown technologies with 404", async () => {
    const otherTech = await insertCustomTechnology(t, await userIdOf(t, other), `Other tech ${randomUUID()}`);
    const before = await ownerGroupCount();
    for (const technologyID of [otherTech, randomUUID()]) {
      const res = await as(owner).post(BASE, { technologyID }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Technology not found', error: 'Not Found' });
    }
    expect(await ownerGroupCount()).toBe(before);
  });

  it.each([
    ['a missing technologyID', {}, 'The field technologyID is required'],
    ['a malformed technologyID', { technologyID: 'not-a-uuid' }, 'The field technologyID must be a valid id'],
    ['an unknown field', { technologyID: 'TECH', color: 'red' }, 'The field color is not allowed'],
    [
      'an unknown field in a version',
      { technologyID: 'TECH', versions: [{ no: '1', extra: 1 }] },
      'The field versions.0.extra is not allowed',
    ],
    ['isPublic as a string', { technologyID: 'TECH', isPublic: 'true' }, 'The field isPublic must be true or false'],
    ['versions that are not a list', { technologyID: 'TECH', versions: 'x' }, 'The field versions is not valid'],
    [
      'a version number with letters',
      { technologyID: 'TECH', versions: [{ no: '1.2a' }] },
      'The version number must be digits with optional dots, for example 1.2.3',
    ],
    [
      'a version number with an empty part',
      { technologyID: 'TECH', versions: [{ no: '1..2' }] },
      'The version number must be digits with optional dots, for example 1.2.3',
    ],
    [
      'a version number over 30 characters',
      { technologyID: 'TECH', versions: [{ no: '1'.repeat(31) }] },
      'The field versions.0.no must be at most 30 characters long',
    ],
    ['a version without number', { technologyID: 'TECH', versions: [{ name: 'x' }] }, 'The field versions.0.no is required'],
    [
      'a version name over 100 characters',
      { technologyID: 'TECH', versions: [{ no: '1', name: 'n'.repeat(101) }] },
      'The field versions.0.name must be at most 100 characters long',
    ],
    [
      'a description over 1,000 characters',
      { technologyID: 'TECH', versions: [{ no: '1', snippets: [{ description: 'd'.repeat(1001), code: '' }] }] },
      'The field versions.0.snippets.0.description must be at most 1000 characters long',
    ],
    [
      'code over 100 KB (bytes, not characters)',
      { technologyID: 'TECH', versions: [{ no: '1', snippets: [{ description: '', code: 'é'.repeat(51201) }] }] },
      'The code of a snippet can be at most 100 KB',
    ],
    [
      'a snippet without code',
      { technologyID: 'TECH', versions: [{ no: '1', snippets: [{ description: 'x' }] }] },
      'The field versions.0.snippets.0.code is required',
    ],
    ['51 versions', { technologyID: 'TECH', versions: manyVersions(51) }, 'A snippets group can have at most 50 versions'],
    [
      '101 snippets in a version',
      { technologyID: 'TECH', versions: [{ no: '1', snippets: Array.from({ length: 101 }, (_, i) => snippet(i)) }] },
      'A version can have at most 100 snippets',
    ],
  ])('answers 400 for %s, and creates nothing', async (_case, body, message) => {
    const before = await ownerGroupCount();
    const payload = JSON.parse(JSON.stringify(body).replace('"TECH"', JSON.stringify(typescript.id)));
    const res = await as(owner).post(BASE, payload).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await ownerGroupCount()).toBe(before);
  });

  it.each([
    ['a list as body', []],
    ['a null version', { technologyID: 'TECH', versions: [null] }],
    ['a number as snippet', { technologyID: 'TECH', versions: [{ no: '1', snippets: [1] }] }],
    ['a null snippet list', { technologyID: 'TECH', versions: [{ no: '1', snippets: 'x' }] }],
    ['a number as technologyID', { technologyID: 7 }],
    ['an object as version number', { technologyID: 'TECH', versions: [{ no: { major: 1 } }] }],
  ])('answers 400, never 500, for %s', async (_case, body) => {
    const payload = JSON.parse(JSON.stringify(body).replace('"TECH"', JSON.stringify(typescript.id)));
    const res = await as(owner).post(BASE, payload).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^The (field|request|version)/), error: 'Bad Request' });
  });

  it('answers validation errors in Spanish', async () => {
    const res = await as(owner)
      .post(BASE, { technologyID: typescript.id, versions: [{ no: 'v1' }] })
      .set('Accept-Language', 'es-ES')
      .expect(400);
    expect(res.body.message).toBe('El número de versión deben ser dígitos con puntos opcionales, por ejemplo 1.2.3');
    const tooMany = await as(owner)
      .post(BASE, { technologyID: typescript.id, versions: manyVersions(51) })
      .set('Accept-Language', 'es')
      .expect(400);
    expect(tooMany.body.message).toBe('Un grupo de snippets puede tener como máximo 50 versiones');
  });

  it('writes nothing when a later row fails in the database: the whole create is one transaction', async () => {
    const before = await ownerGroupCount();
    const [{ n: versionsBefore }] = await dbOf(t)
      .select({ n: sql<number>`count(*)::int` })
      .from(versions)
      .innerJoin(snippetGroups, eq(snippetGroups.id, versions.groupId))
      .where(eq(snippetGroups.ownerId, ownerId));
    // The database refuses the second snippet as it refuses a text it cannot store (texts with a NUL
    // character no longer reach it): the group and its first version and snippet are inserted before.
    await dbOf(t).execute(
      sql.raw(`CREATE FUNCTION refuse_bad_snippet() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.description = 'bad' THEN RAISE EXCEPTION 'unstorable' USING ERRCODE = '22021'; END IF; RETURN NEW; END $$`),
    );
    await dbOf(t).execute(
      sql.raw('CREATE TRIGGER refuse_bad_snippet BEFORE INSERT ON snippets FOR EACH ROW EXECUTE FUNCTION refuse_bad_snippet()'),
    );
    try {
      const res = await as(owner)
        .post(BASE, {
          technologyID: typescript.id,
          versions: [{ no: '1', snippets: [snippet(1), { description: 'bad', code: 'ab' }] }],
        })
        .expect(400);
      expect(res.body.message).toBe('The text contains characters that cannot be stored');
    } finally {
      await dbOf(t).execute(sql.raw('DROP TRIGGER refuse_bad_snippet ON snippets'));
      await dbOf(t).execute(sql.raw('DROP FUNCTION refuse_bad_snippet()'));
    }
    expect(await ownerGroupCount()).toBe(before);
    const [{ n: versionsAfter }] = await dbOf(t)
      .select({ n: sql<number>`count(*)::int` })
      .from(versions)
      .innerJoin(snippetGroups, eq(snippetGroups.id, versions.groupId))
      .where(eq(snippetGroups.ownerId, ownerId));
    expect(versionsAfter).toBe(versionsBefore);
    const [{ n: orphans }] = await dbOf(t)
      .select({ n: sql<number>`count(*)::int` })
      .from(snippets)
      .where(eq(snippets.description, 'bad'));
    expect(orphans).toBe(0);
  });

  it('answers 413 for a body over 5 MB', async () => {
    const code = 'x'.repeat(100 * 1024);
    const body = {
      technologyID: typescript.id,
      versions: [{ no: '1', snippets: Array.from({ length: 60 }, () => ({ description: '', code })) }],
    };
    const res = await as(owner).post(BASE, body).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The request is too large', error: 'Payload Too Large' });
  });

  it('answers 401 to anonymous callers and 403 to members whose email is not verified', async () => {
    const anonymous = await as(null).post(BASE, { technologyID: typescript.id }).expect(401);
    expect(anonymous.body.message).toBe('You need to sign in to do this');
    const unverified = await createMember({ verified: false });
    const res = await as(unverified).post(BASE, { technologyID: typescript.id }).expect(403);
    expect(res.body.message).toBe('Email must be verified before login');
    expect(await listGroups(unverified)).toEqual([]);
  });
});

describe('GET /api/snippets-groups', () => {
  it('answers 401 without a token', async () => {
    const res = await as(null).get(BASE).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'You need to sign in to do this', error: 'Unauthorized' });
  });

  it("lists only the caller's groups, newest first, whatever their visibility", async () => {
    const member = await createMember();
    expect(await listGroups(member)).toEqual([]);
    const first = await createGroup(member, { technologyID: typescript.id, isPublic: false });
    const second = await createGroup(member, { technologyID: python.id });
    await createGroup(other, { technologyID: python.id });
    const list = await listGroups(member);
    expect(list.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(list.map((g) => g.isPublic)).toEqual([true, false]);
    // The original client's trailing-slash spelling answers the same.
    expect((await as(member).get(`${BASE}/`).expect(200)).body).toEqual(list);
  });

  it("shows the vote count, the caller's own vote and the owner's photo URL", async () => {
    const member = await createMember();
    await listGroups(member);
    const memberId = await userIdOf(t, member);
    const voted = await createGroup(member, { technologyID: typescript.id });
    const notVoted = await createGroup(member, { technologyID: typescript.id });
    const otherId = await userIdOf(t, other);
    // There is no upvote endpoint yet: arrange the votes and the photo in the database.
    await dbOf(t)
      .insert(upvotes)
      .values([
        { userId: memberId, groupId: voted.id },
        { userId: otherId, groupId: voted.id },
        { userId: otherId, groupId: notVoted.id },
      ]);
    await dbOf(t)
      .update(snippetGroups)
      .set({ upvoteCount: sql`(SELECT count(*) FROM upvotes u WHERE u.group_id = ${snippetGroups.id})` })
      .where(inArray(snippetGroups.id, [voted.id, notVoted.id]));
    await dbOf(t).update(users).set({ providerPhotoUrl: 'https://example.com/photo.png' }).where(eq(users.id, memberId));
    const list = await listGroups(member);
    expect(list.map((g) => [g.id, g.upVoteCount, g.upVotedByMe])).toEqual([
      [notVoted.id, 1, false],
      [voted.id, 2, true],
    ]);
    expect(list.map((g) => g.owner.imageUrl)).toEqual(['https://example.com/photo.png', 'https://example.com/photo.png']);
  });
});

/** Groups of `owner` for the ownership checks: one public, one private, each with two versions. */
async function ownedPair(): Promise<{ publicGroup: Group; privateGroup: Group }> {
  const versionsOf = () => [
    { no: '1.0', name: 'One', snippets: [snippet(1), snippet(2)] },
    { no: '2.0', name: 'Two', snippets: [snippet(3)] },
  ];
  const publicGroup = await createGroup(owner, { technologyID: typescript.id, isPublic: true, versions: versionsOf() });
  const privateGroup = await createGroup(owner, { technologyID: typescript.id, isPublic: false, versions: versionsOf() });
  return { publicGroup, privateGroup };
}

type Call = (g: Group) => { method: 'patch' | 'delete'; path: string; body?: unknown };
const WRITES: [string, Call][] = [
  ['DELETE /{id}', (g) => ({ method: 'delete', path: `${BASE}/${g.id}` })],
  ['PATCH add-version', (g) => ({ method: 'patch', path: `${BASE}/add-version/${g.id}`, body: { no: '9.9' } })],
  [
    'PATCH add-snippet',
    (g) => ({ method: 'patch', path: `${BASE}/add-snippet/${g.id}`, body: { versionID: g.versions[0].id, snippet: snippet(9) } }),
  ],
  ['PATCH edit-version', (g) => ({ method: 'patch', path: `${BASE}/edit-version/${g.id}`, body: { id: g.versions[0].id, no: '9.9' } })],
  [
    'PATCH edit-snippet',
    (g) => ({
      method: 'patch',
      path: `${BASE}/edit-snippet/${g.id}`,
      body: { versionID: g.versions[0].id, snippet: { id: g.versions[0].snippets[0].id, ...snippet(9) } },
    }),
  ],
  ['DELETE version', (g) => ({ method: 'delete', path: `${BASE}/version/${g.id}/${g.versions[0].id}` })],
  ['DELETE snippet', (g) => ({ method: 'delete', path: `${BASE}/snippet/${g.id}/${g.versions[0].snippets[0].id}` })],
  ['PATCH change-visibility', (g) => ({ method: 'patch', path: `${BASE}/change-visibility/${g.id}`, body: { isPublic: false } })],
];

function send(member: Member | null, call: ReturnType<Call>) {
  return call.method === 'delete' ? as(member).delete(call.path) : as(member).patch(call.path, call.body);
}

describe('ownership of every write', () => {
  let pair: { publicGroup: Group; privateGroup: Group };
  beforeAll(async () => {
    pair = await ownedPair();
  });

  it.each(WRITES)(
    '%s: 404 for a private group of another member, 403 for a public one, 401 anonymous; nothing changes',
    async (_name, call) => {
      const before = await listGroups(owner);
      const hidden = await send(other, call(pair.privateGroup)).expect(404);
      expect(hidden.body).toEqual({ statusCode: 404, message: 'Snippets group not found', error: 'Not Found' });
      const visible = await send(other, call(pair.publicGroup)).expect(403);
      expect(visible.body).toEqual({ statusCode: 403, message: 'Only the owner can change this snippets group', error: 'Forbidden' });
      const anonymous = await send(null, call(pair.publicGroup)).expect(401);
      expect(anonymous.body.message).toBe('You need to sign in to do this');
      const es = await send(other, call(pair.publicGroup)).set('Accept-Language', 'es-ES').expect(403);
      expect(es.body.message).toBe('Solo el propietario puede cambiar este grupo de snippets');
      expect(await listGroups(owner)).toEqual(before);
    },
  );

  it.each(WRITES)('%s: 404 for an unknown group id', async (_name, call) => {
    const unknown = { ...pair.privateGroup, id: randomUUID() };
    const res = await send(owner, call(unknown)).expect(404);
    expect(res.body.message).toBe('Snippets group not found');
  });

  it.each(WRITES)('%s: 400 for a malformed group id', async (_name, call) => {
    const malformed = { ...pair.privateGroup, id: 'abc' };
    const res = await send(owner, call(malformed)).expect(400);
    expect(res.body.message).toMatch(/^The field (id|groupId) must be a valid id$/);
  });

  it('404 for a public group hidden by a moderator, as for a private one', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1' }, { no: '2' }] });
    await dbOf(t).update(snippetGroups).set({ isHidden: true, hiddenAt: new Date() }).where(eq(snippetGroups.id, group.id));
    await as(other).delete(`${BASE}/${group.id}`).expect(404);
    const mine = await groupOf(owner, group.id);
    expect(mine?.isHidden).toBe(true);
    // The owner still manages a hidden group.
    await as(owner).delete(`${BASE}/version/${group.id}/${group.versions[1].id}`).expect(200);
  });
});

describe('DELETE /api/snippets-groups/{id}', () => {
  it('deletes the group with its versions and snippets', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }, { no: '2' }] });
    const res = await as(owner).delete(`${BASE}/${group.id}`).expect(200);
    expect(res.body).toEqual({ deletedID: group.id });
    expect(await groupOf(owner, group.id)).toBeUndefined();
    const versionIds = group.versions.map((v) => v.id);
    expect(await dbOf(t).select().from(versions).where(inArray(versions.id, versionIds))).toEqual([]);
    expect(await dbOf(t).select().from(snippets).where(inArray(snippets.versionId, versionIds))).toEqual([]);
    await as(owner).delete(`${BASE}/${group.id}`).expect(404);
  });
});

describe('PATCH /api/snippets-groups/add-version/{id}', () => {
  it('appends a version (with or without a name), updates the search text and updatedAt', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    await ageGroup(group.id);
    const named = await as(owner).patch(`${BASE}/add-version/${group.id}`, { no: '1.2.3', name: 'Named' }).expect(200);
    expect(named.body).toEqual({ versionID: expect.stringMatching(UUID) });
    const plain = await as(owner).patch(`${BASE}/add-version/${group.id}/`, { no: '2' }).expect(200);
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions).toEqual([
      group.versions[0],
      { id: named.body.versionID, no: '1.2.3', name: 'Named', isDraft: false, snippets: [] },
      { id: plain.body.versionID, no: '2', name: '', isDraft: false, snippets: [] },
    ]);
    expect(after.updatedAt > AGED_AT).toBe(true);
    expect(after.updatedAt >= after.createdAt).toBe(true);
    await expectSearchRowCurrent(owner, group.id);
  });

  it('refuses the 51st version with a translated 400', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: manyVersions(50) });
    const res = await as(owner).patch(`${BASE}/add-version/${group.id}`, { no: '99' }).set('Accept-Language', 'es-ES').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Un grupo de snippets puede tener como máximo 50 versiones',
      error: 'Bad Request',
    });
    expect((await groupOf(owner, group.id))!.versions).toHaveLength(50);
  });

  it.each([
    ['a missing number', {}, 'The field no is required'],
    ['a number with letters', { no: '1.x' }, 'The version number must be digits with optional dots, for example 1.2.3'],
    ['an empty number', { no: '' }, 'The version number must be digits with optional dots, for example 1.2.3'],
    ['a number that is not a text', { no: 1 }, 'The field no must be a text'],
    ['a name over 100 characters', { no: '1', name: 'n'.repeat(101) }, 'The field name must be at most 100 characters long'],
    ['an unknown field', { no: '1', id: randomUUID() }, 'The field id is not allowed'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    const res = await as(owner).patch(`${BASE}/add-version/${group.id}`, body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await groupOf(owner, group.id))!.versions).toHaveLength(1);
  });
});

describe('PATCH /api/snippets-groups/add-snippet/{id}', () => {
  it('appends a snippet to the version and answers its id', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }, { no: '2' }] });
    await ageGroup(group.id);
    const res = await as(owner)
      .patch(`${BASE}/add-snippet/${group.id}`, { versionID: group.versions[0].id, snippet: snippet(2) })
      .expect(200);
    expect(res.body).toEqual({ addedSnippetID: expect.stringMatching(UUID) });
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions[0].snippets).toEqual([group.versions[0].snippets[0], { id: res.body.addedSnippetID, ...snippet(2) }]);
    expect(after.versions[1].snippets).toEqual([]);
    expect(after.updatedAt > AGED_AT).toBe(true);
    await expectSearchRowCurrent(owner, group.id);
  });

  it('answers 404 for a version of another group or an unknown version', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    const another = await createGroup(owner, { technologyID: typescript.id });
    for (const versionID of [another.versions[0].id, randomUUID()]) {
      const res = await as(owner)
        .patch(`${BASE}/add-snippet/${group.id}`, { versionID, snippet: snippet(1) })
        .expect(404);
      expect(res.body.message).toBe('Version not found');
    }
    expect((await groupOf(owner, another.id))!.versions[0].snippets).toEqual([]);
  });

  it('refuses the 101st snippet of a version with a 400', async () => {
    const group = await createGroup(owner, {
      technologyID: typescript.id,
      versions: [{ no: '1', snippets: Array.from({ length: 100 }, (_, i) => snippet(i)) }, { no: '2' }],
    });
    const res = await as(owner)
      .patch(`${BASE}/add-snippet/${group.id}`, { versionID: group.versions[0].id, snippet: snippet(101) })
      .expect(400);
    expect(res.body.message).toBe('A version can have at most 100 snippets');
    // The limit is per version: another version still takes snippets.
    await as(owner)
      .patch(`${BASE}/add-snippet/${group.id}`, { versionID: group.versions[1].id, snippet: snippet(101) })
      .expect(200);
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions.map((v) => v.snippets.length)).toEqual([100, 1]);
  });

  it.each([
    ['no snippet', { versionID: 'V' }, 'The field snippet is required'],
    ['a malformed versionID', { versionID: 'x', snippet: { description: '', code: '' } }, 'The field versionID must be a valid id'],
    [
      'oversize code',
      { versionID: 'V', snippet: { description: '', code: 'x'.repeat(102401) } },
      'The code of a snippet can be at most 100 KB',
    ],
    [
      'a long description',
      { versionID: 'V', snippet: { description: 'd'.repeat(1001), code: '' } },
      'The field snippet.description must be at most 1000 characters long',
    ],
    [
      'an unknown snippet field',
      { versionID: 'V', snippet: { description: '', code: '', id: randomUUID() } },
      'The field snippet.id is not allowed',
    ],
    ['a snippet that is not an object', { versionID: 'V', snippet: 'code' }, 'The field snippet is not valid'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    const payload = JSON.parse(JSON.stringify(body).replace('"V"', JSON.stringify(group.versions[0].id)));
    const res = await as(owner).patch(`${BASE}/add-snippet/${group.id}`, payload).expect(400);
    expect(res.body.message).toBe(message);
    expect((await groupOf(owner, group.id))!.versions[0].snippets).toEqual([]);
  });
});

describe('PATCH /api/snippets-groups/edit-version/{id}', () => {
  it('changes the number and the name; a missing name keeps the old one', async () => {
    const group = await createGroup(owner, {
      technologyID: typescript.id,
      versions: [{ no: '1', name: 'Old', snippets: [snippet(1)] }, { no: '2' }],
    });
    const [first, second] = group.versions;
    await ageGroup(group.id);
    const res = await as(owner).patch(`${BASE}/edit-version/${group.id}`, { id: first.id, no: '1.1', name: 'New' }).expect(200);
    expect(res.body).toEqual({ versionID: first.id });
    await as(owner).patch(`${BASE}/edit-version/${group.id}`, { id: second.id, no: '2.1' }).expect(200);
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions).toEqual([
      { ...first, no: '1.1', name: 'New' },
      { ...second, no: '2.1', name: '' },
    ]);
    await as(owner).patch(`${BASE}/edit-version/${group.id}`, { id: first.id, no: '1.2' }).expect(200);
    expect((await groupOf(owner, group.id))!.versions[0]).toEqual({ ...first, no: '1.2', name: 'New' });
    expect(after.updatedAt > AGED_AT).toBe(true);
    await expectSearchRowCurrent(owner, group.id);
  });

  it('answers 404 for a version of another group, 400 for a bad number or a missing id', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    const another = await createGroup(owner, { technologyID: typescript.id });
    const notHere = await as(owner).patch(`${BASE}/edit-version/${group.id}`, { id: another.versions[0].id, no: '5' }).expect(404);
    expect(notHere.body.message).toBe('Version not found');
    const bad = await as(owner).patch(`${BASE}/edit-version/${group.id}`, { id: group.versions[0].id, no: '5.' }).expect(400);
    expect(bad.body.message).toBe('The version number must be digits with optional dots, for example 1.2.3');
    const missing = await as(owner).patch(`${BASE}/edit-version/${group.id}`, { no: '5' }).expect(400);
    expect(missing.body.message).toBe('The field id is required');
    expect((await groupOf(owner, another.id))!.versions[0].no).toBe('0.0.0');
    expect((await groupOf(owner, group.id))!.versions[0].no).toBe('0.0.0');
  });
});

describe('PATCH /api/snippets-groups/edit-snippet/{id}', () => {
  it("changes the snippet's description and code", async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1), snippet(2)] }] });
    const [a, b] = group.versions[0].snippets;
    await ageGroup(group.id);
    const res = await as(owner)
      .patch(`${BASE}/edit-snippet/${group.id}`, {
        versionID: group.versions[0].id,
        snippet: { id: b.id, description: 'Edited', code: 'edited();' },
      })
      .expect(200);
    expect(res.body).toEqual({ snippetID: b.id });
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions[0].snippets).toEqual([a, { id: b.id, description: 'Edited', code: 'edited();' }]);
    expect(after.updatedAt > AGED_AT).toBe(true);
    await expectSearchRowCurrent(owner, group.id);
  });

  it('answers 404 when the snippet is not in that version, or the version not in the group', async () => {
    const group = await createGroup(owner, {
      technologyID: typescript.id,
      versions: [
        { no: '1', snippets: [snippet(1)] },
        { no: '2', snippets: [snippet(2)] },
      ],
    });
    const another = await createGroup(owner, { technologyID: typescript.id });
    const [v1, v2] = group.versions;
    const wrongVersion = await as(owner)
      .patch(`${BASE}/edit-snippet/${group.id}`, { versionID: v2.id, snippet: { id: v1.snippets[0].id, ...snippet(9) } })
      .expect(404);
    expect(wrongVersion.body.message).toBe('Snippet not found');
    const unknown = await as(owner)
      .patch(`${BASE}/edit-snippet/${group.id}`, { versionID: v1.id, snippet: { id: randomUUID(), ...snippet(9) } })
      .expect(404);
    expect(unknown.body.message).toBe('Snippet not found');
    const otherGroup = await as(owner)
      .patch(`${BASE}/edit-snippet/${another.id}`, { versionID: v1.id, snippet: { id: v1.snippets[0].id, ...snippet(9) } })
      .expect(404);
    expect(otherGroup.body.message).toBe('Version not found');
    expect((await groupOf(owner, group.id))!.versions).toEqual(group.versions);
  });

  it.each([
    ['a missing snippet id', { description: '', code: '' }, 'The field snippet.id is required'],
    ['oversize code', { id: 'S', description: '', code: 'x'.repeat(102401) }, 'The code of a snippet can be at most 100 KB'],
    [
      'a long description',
      { id: 'S', description: 'd'.repeat(1001), code: '' },
      'The field snippet.description must be at most 1000 characters long',
    ],
    ['a number as code', { id: 'S', description: '', code: 42 }, 'The field snippet.code must be a text'],
  ])('answers 400 for %s', async (_case, snippetBody, message) => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }] });
    const snippetPayload = JSON.parse(JSON.stringify(snippetBody).replace('"S"', JSON.stringify(group.versions[0].snippets[0].id)));
    const res = await as(owner)
      .patch(`${BASE}/edit-snippet/${group.id}`, { versionID: group.versions[0].id, snippet: snippetPayload })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await groupOf(owner, group.id))!.versions).toEqual(group.versions);
  });

  it('leaves the snippet as it was when the new text cannot be stored', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }] });
    const res = await as(owner)
      .patch(`${BASE}/edit-snippet/${group.id}`, {
        versionID: group.versions[0].id,
        snippet: { id: group.versions[0].snippets[0].id, description: 'x', code: '\u0000' },
      })
      .set('Accept-Language', 'es-ES')
      .expect(400);
    expect(res.body.message).toBe('El campo snippet.code contiene un carácter que no está permitido');
    expect(await groupOf(owner, group.id)).toEqual(group);
  });
});

describe('DELETE /api/snippets-groups/version/{groupId}/{versionId}', () => {
  it('deletes the version with its snippets', async () => {
    const group = await createGroup(owner, {
      technologyID: typescript.id,
      versions: [
        { no: '1', snippets: [snippet(1)] },
        { no: '2', snippets: [snippet(2)] },
      ],
    });
    await ageGroup(group.id);
    const res = await as(owner).delete(`${BASE}/version/${group.id}/${group.versions[0].id}`).expect(200);
    expect(res.body).toEqual({ deletedID: group.versions[0].id });
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions).toEqual([group.versions[1]]);
    expect(after.updatedAt > AGED_AT).toBe(true);
    expect(await dbOf(t).select().from(snippets).where(eq(snippets.versionId, group.versions[0].id))).toEqual([]);
    await expectSearchRowCurrent(owner, group.id);
  });

  it('refuses to delete the last version with a translated 409', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }] });
    const res = await as(owner).delete(`${BASE}/version/${group.id}/${group.versions[0].id}`).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'A snippets group needs at least one version: delete the group instead',
      error: 'Conflict',
    });
    const es = await as(owner).delete(`${BASE}/version/${group.id}/${group.versions[0].id}`).set('Accept-Language', 'es-ES').expect(409);
    expect(es.body.message).toBe('Un grupo de snippets necesita al menos una versión: elimina el grupo en su lugar');
    expect(await groupOf(owner, group.id)).toEqual(group);
  });

  it('answers 404 for a version of another group and 400 for a malformed version id', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1' }, { no: '2' }] });
    const another = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1' }, { no: '2' }] });
    const res = await as(owner).delete(`${BASE}/version/${group.id}/${another.versions[0].id}`).expect(404);
    expect(res.body.message).toBe('Version not found');
    const malformed = await as(owner).delete(`${BASE}/version/${group.id}/nope`).expect(400);
    expect(malformed.body.message).toBe('The field versionId must be a valid id');
    expect((await groupOf(owner, another.id))!.versions).toHaveLength(2);
  });
});

describe('DELETE /api/snippets-groups/snippet/{groupId}/{snippetId}', () => {
  it('deletes the snippet and keeps the others in order', async () => {
    const group = await createGroup(owner, {
      technologyID: typescript.id,
      versions: [{ no: '1', snippets: [snippet(1), snippet(2), snippet(3)] }],
    });
    const [a, b, c] = group.versions[0].snippets;
    await ageGroup(group.id);
    const res = await as(owner).delete(`${BASE}/snippet/${group.id}/${b.id}`).expect(200);
    expect(res.body).toEqual({ deletedID: b.id });
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions[0].snippets).toEqual([a, c]);
    expect(after.updatedAt > AGED_AT).toBe(true);
    await expectSearchRowCurrent(owner, group.id);
    // Positions keep growing after a delete: a new snippet goes last.
    const added = await as(owner)
      .patch(`${BASE}/add-snippet/${group.id}`, { versionID: group.versions[0].id, snippet: snippet(4) })
      .expect(200);
    expect((await groupOf(owner, group.id))!.versions[0].snippets.map((s) => s.id)).toEqual([a.id, c.id, added.body.addedSnippetID]);
  });

  it('answers 404 for a snippet of another group or an unknown one, 400 for a malformed id', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(1)] }] });
    const another = await createGroup(owner, { technologyID: typescript.id, versions: [{ no: '1', snippets: [snippet(2)] }] });
    for (const id of [another.versions[0].snippets[0].id, randomUUID()]) {
      const res = await as(owner).delete(`${BASE}/snippet/${group.id}/${id}`).expect(404);
      expect(res.body.message).toBe('Snippet not found');
    }
    const malformed = await as(owner).delete(`${BASE}/snippet/${group.id}/123`).expect(400);
    expect(malformed.body.message).toBe('The field snippetId must be a valid id');
    expect(await groupOf(owner, another.id)).toEqual(another);
  });
});

describe('PATCH /api/snippets-groups/change-visibility/{id}', () => {
  it('makes a group private and public again', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    await ageGroup(group.id);
    const res = await as(owner).patch(`${BASE}/change-visibility/${group.id}`, { isPublic: false }).expect(200);
    expect(res.body).toEqual({ isPublic: false });
    const privateNow = (await groupOf(owner, group.id))!;
    expect(privateNow.isPublic).toBe(false);
    expect(privateNow.updatedAt > AGED_AT).toBe(true);
    // Once private, another member no longer learns that it exists.
    await as(other).patch(`${BASE}/change-visibility/${group.id}`, { isPublic: true }).expect(404);
    expect((await as(owner).patch(`${BASE}/change-visibility/${group.id}`, { isPublic: true }).expect(200)).body).toEqual({
      isPublic: true,
    });
    expect((await groupOf(owner, group.id))!.isPublic).toBe(true);
  });

  it('refuses to make a group of a custom technology public', async () => {
    const techId = await insertCustomTechnology(t, ownerId, `Private tech ${randomUUID()}`);
    const group = await createGroup(owner, { technologyID: techId });
    const res = await as(owner).patch(`${BASE}/change-visibility/${group.id}`, { isPublic: true }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Custom techs cannot be public', error: 'Bad Request' });
    const es = await as(owner)
      .patch(`${BASE}/change-visibility/${group.id}`, { isPublic: true })
      .set('Accept-Language', 'es-ES')
      .expect(400);
    expect(es.body.message).toBe('Las tecnologías personalizadas no pueden ser públicas');
    await as(owner).patch(`${BASE}/change-visibility/${group.id}`, { isPublic: false }).expect(200);
    expect((await groupOf(owner, group.id))!.isPublic).toBe(false);
  });

  it.each([
    [{}, 'The field isPublic is required'],
    [{ isPublic: 'false' }, 'The field isPublic must be true or false'],
    [{ isPublic: false, technologyID: randomUUID() }, 'The field technologyID is not allowed'],
  ])('answers 400 for %j', async (body, message) => {
    const group = await createGroup(owner, { technologyID: typescript.id });
    const res = await as(owner).patch(`${BASE}/change-visibility/${group.id}`, body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await groupOf(owner, group.id))!.isPublic).toBe(true);
  });
});

describe('concurrent writes on one group', () => {
  it('never goes past 50 versions, and gives each version its own position', async () => {
    const group = await createGroup(owner, { technologyID: typescript.id, versions: manyVersions(45) });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => as(owner).patch(`${BASE}/add-version/${group.id}`, { no: `100.${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(400)]);
    const after = (await groupOf(owner, group.id))!;
    expect(after.versions).toHaveLength(50);
    const positions = await dbOf(t).select({ position: versions.position }).from(versions).where(eq(versions.groupId, group.id));
    expect(new Set(positions.map((p) => p.position)).size).toBe(50);
  });
});
