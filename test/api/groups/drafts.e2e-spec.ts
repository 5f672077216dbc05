import { and, eq } from 'drizzle-orm';
import { moderationLog } from '../../../backend/src/database/schema';
import { dbOf } from '../support/database';
import { fullGroup, memberWithId, officialTechnologyId, suiteAppWithAdmin } from '../support/fixtures';
import { bearer } from '../support/identity';

/**
 * Drafts (issue 14, item 2): a draft version is seen only by its owner. It never shows through the
 * public listing, its search, match excerpts or counts, whoever asks (anonymous, another member);
 * publishing is one call (secret-scanned in a public group); the last published version of a public
 * group cannot become a draft (409, translated).
 */
const BASE = '/api/snippets-groups';
const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');

type Member = Awaited<ReturnType<typeof memberWithId>>;
interface Version {
  id: string;
  no: string;
  name: string;
  isDraft: boolean;
  snippets: { description: string; code: string }[];
}
interface Group {
  id: string;
  versions: Version[];
  match?: unknown;
}

const t = suiteAppWithAdmin();
let owner: Member;
let reader: Member;
let technologyID: string;

beforeAll(async () => {
  owner = await memberWithId(t);
  reader = await memberWithId(t);
  technologyID = await officialTechnologyId(t, 'Python');
});

/** A word no other test writes, so a search for it finds only this suite's groups. */
const word = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Creates the group; answers it with every version in full, as its owner sees it. */
async function createGroup(body: object): Promise<Group> {
  const created = (await t.http().post(BASE).set(bearer(owner)).send(body).expect(201)).body as Group;
  return fullGroup<Group>(t, owner, created.id);
}

/** The owner's group with every version in full. */
async function mine(groupId: string): Promise<Group> {
  return fullGroup<Group>(t, owner, groupId);
}

/** The public listing as each kind of reader sees it: anonymous, another member, the owner themself. */
async function listings(query: Record<string, string>) {
  const as = async (viewer?: Member) => {
    const req = t.http().get('/api/public/').query(query);
    const res = await (viewer ? req.set(bearer(viewer)) : req).expect(200);
    return { total: Number(res.headers['x-total-count']), groups: res.body as Group[], text: res.text };
  };
  return [await as(), await as(reader), await as(owner)];
}

const patch = (path: string, body: object, member: Member = owner, language = 'en-EN') =>
  t.http().patch(`${BASE}/${path}`).set(bearer(member)).set('accept-language', language).send(body);

describe('a public group with a published and a draft version', () => {
  it('shows readers the published version only: listing, search, excerpts and counts hold no trace of the draft', async () => {
    const published = word('publishedword');
    const secret = word('draftword');
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [
        { no: '1.0.0', name: 'stable', snippets: [{ description: `Uses ${published}`, code: `print("${published}")` }] },
        {
          no: '2.0.0',
          name: `next ${secret}`,
          isDraft: true,
          snippets: [{ description: `Soon ${secret}`, code: `${published} = "${secret}"` }],
        },
      ],
    });
    // The owner's answer has both, the draft marked.
    expect(group.versions.map((v) => [v.no, v.isDraft])).toEqual([
      ['1.0.0', false],
      ['2.0.0', true],
    ]);

    for (const view of await listings({ q: `user:${owner.username}` })) {
      const listed = view.groups.find((g) => g.id === group.id)!;
      expect(listed.versions.map((v) => [v.no, v.isDraft])).toEqual([['1.0.0', false]]);
      expect(view.text).not.toContain(secret);
    }
    // A search for a word only the draft holds finds nothing, for anyone; its count is 0.
    for (const view of await listings({ q: secret })) {
      expect(view).toMatchObject({ total: 0, groups: [] });
    }
    // A search for a word of both versions finds the group, and its excerpt is from the published one.
    for (const view of await listings({ q: published })) {
      expect(view.total).toBe(1);
      expect(view.groups[0].versions).toHaveLength(1);
      expect(view.groups[0].match).toBeDefined();
      expect(view.text).not.toContain(secret);
    }

    // Published: everyone sees it and finds it.
    const draft = group.versions[1];
    await patch(`publish-version/${group.id}`, { versionID: draft.id }).expect(200, { versionID: draft.id, isDraft: false });
    for (const view of await listings({ q: secret })) {
      expect(view.total).toBe(1);
      expect(view.groups[0].versions.map((v) => v.no)).toEqual(['1.0.0', '2.0.0']);
    }
    // Made a draft again, it is gone again.
    await patch(`draft-version/${group.id}`, { versionID: draft.id }).expect(200, { versionID: draft.id, isDraft: true });
    for (const view of await listings({ q: secret })) expect(view.total).toBe(0);
  });

  it('keeps one published version in a public group: the last one cannot become a draft (409, in the caller language)', async () => {
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [
        { no: '1.0.0', snippets: [{ description: 'one', code: 'x = 1' }] },
        { no: '2.0.0', snippets: [{ description: 'two', code: 'x = 2' }] },
      ],
    });
    const [first, second] = group.versions;
    await patch(`draft-version/${group.id}`, { versionID: first.id }).expect(200);
    const refused = await patch(`draft-version/${group.id}`, { versionID: second.id }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message:
        'This is the last published version of a public group: readers would see no version. Publish another version first, or make the group private',
    });
    const spanish = await patch(`draft-version/${group.id}`, { versionID: second.id }, owner, 'es-ES').expect(409);
    expect(spanish.body.message).toMatch(/^Es la última versión publicada de un grupo público/);
    expect((await mine(group.id)).versions.map((v) => v.isDraft)).toEqual([true, false]);

    // Private, every version may be a draft.
    await patch(`change-visibility/${group.id}`, { isPublic: false }).expect(200);
    await patch(`draft-version/${group.id}`, { versionID: second.id }).expect(200);
    expect((await mine(group.id)).versions.map((v) => v.isDraft)).toEqual([true, true]);
  });

  it('lets only the owner publish or draft (403 on a public group, 404 on an unknown version)', async () => {
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [
        { no: '1.0.0', snippets: [{ description: 'one', code: 'x = 1' }] },
        { no: '2.0.0', isDraft: true, snippets: [{ description: 'two', code: 'x = 2' }] },
      ],
    });
    await patch(`publish-version/${group.id}`, { versionID: group.versions[1].id }, reader).expect(403);
    await patch(`draft-version/${group.id}`, { versionID: group.versions[0].id }, reader).expect(403);
    await patch(`publish-version/${group.id}`, { versionID: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await patch(`publish-version/${group.id}`, { versionID: 'nope' }).expect(400);
    expect((await mine(group.id)).versions.map((v) => v.isDraft)).toEqual([false, true]);
  });
});

describe('a public group whose versions are all drafts', () => {
  it('is not listed, not even after a moderator hides and shows it again, until a version is published', async () => {
    const secret = word('alldrafts');
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [{ no: '1.0.0', isDraft: true, snippets: [{ description: secret, code: `print("${secret}")` }] }],
    });
    const unlisted = async () => {
      for (const view of await listings({ q: `user:${owner.username}` })) expect(view.groups.map((g) => g.id)).not.toContain(group.id);
      for (const view of await listings({ q: secret })) expect(view.total).toBe(0);
    };
    await unlisted();
    await t.http().post(`/api/moderation/groups/${group.id}/hide`).set(bearer(t.admin)).expect(200);
    await t.http().post(`/api/moderation/groups/${group.id}/unhide`).set(bearer(t.admin)).expect(200);
    await unlisted();
    await patch(`publish-version/${group.id}`, { versionID: group.versions[0].id }).expect(200);
    for (const view of await listings({ q: secret })) expect(view.groups.map((g) => g.id)).toEqual([group.id]);
  });
});

describe('the secret scan and drafts', () => {
  it('skips a draft of a public group, and runs when it is published (409 unless confirmed, then in the audit log)', async () => {
    const code = `aws_access_key_id = "${AWS}"`;
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [
        { no: '1.0.0', snippets: [{ description: 'clean', code: 'x = 1' }] },
        { no: '2.0.0', isDraft: true, snippets: [{ description: 'keys', code }] },
      ],
    });
    const draft = group.versions[1];
    // Written into the draft: not scanned either.
    await patch(`add-snippet/${group.id}`, { versionID: draft.id, snippet: { description: 'more keys', code } }).expect(200);

    const refused = await patch(`publish-version/${group.id}`, { versionID: draft.id }).expect(409);
    expect(refused.body.findings.map((f: { rule: string; versionId: string }) => [f.rule, f.versionId])).toEqual([
      ['aws-access-key', draft.id],
      ['aws-access-key', draft.id],
    ]);
    expect((await mine(group.id)).versions[1].isDraft).toBe(true);

    await patch(`publish-version/${group.id}`, { versionID: draft.id, confirmSecrets: true }).expect(200);
    const audit = await dbOf(t)
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, group.id), eq(moderationLog.action, 'secrets_published')));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ operation: 'publish-version', secrets: 2 });
  });
});

describe('drafts through raw code, embeds, share links and forks', () => {
  it('never show: a draft is 404 as raw code and embed, left out of a shared group and of a fork', async () => {
    const secret = word('draftonly');
    const group = await createGroup({
      technologyID,
      isPublic: true,
      versions: [
        { no: '1.0.0', name: 'stable', snippets: [{ description: 'published', code: 'x = 1' }] },
        { no: '2.0.0', name: 'next', isDraft: true, snippets: [{ description: secret, code: `y = "${secret}"` }] },
      ],
    });
    const owned = await mine(group.id);
    const [published, draft] = owned.versions as (Version & { id: string; snippets: { id: string }[] })[];
    expect(draft.isDraft).toBe(true);

    // Raw and embed: the published version works, the draft is 404 (even for its owner: these are public addresses).
    await t.http().get(`/raw/${group.id}/${published.id}/${published.snippets[0].id}`).expect(200, 'x = 1');
    await t.http().get(`/raw/${group.id}/${draft.id}/${draft.snippets[0].id}`).expect(404);
    await t.http().get(`/raw/${group.id}/${draft.id}/${draft.snippets[0].id}`).set(bearer(owner)).expect(404);
    await t.http().get(`/embed/${group.id}/${published.id}`).expect(200);
    await t.http().get(`/embed/${group.id}/${draft.id}`).expect(404);

    // A share link shows the published version only.
    const link = (await t.http().post(`${BASE}/${group.id}/share-links`).set(bearer(owner)).send({}).expect(201)).body as { token: string };
    const shared = await t.http().post(`/api/shared/${link.token}`).expect(200);
    expect(shared.body.group.versions.map((v: Version) => v.no)).toEqual(['1.0.0']);
    expect(shared.text).not.toContain(secret);
    const sharedVersions = await t.http().get(`/api/shared/${link.token}/versions`).expect(200);
    expect(sharedVersions.body.map((v: Version) => v.no)).toEqual(['1.0.0']);
    await t.http().get(`/api/shared/${link.token}/versions/${published.id}`).expect(200);
    await t.http().get(`/api/shared/${link.token}/versions/${draft.id}`).expect(404);

    // A fork copies the published version only.
    const fork = await t.http().post(`${BASE}/fork/${group.id}`).set(bearer(reader)).send({}).expect(201);
    expect(fork.body.versions.map((v: Version) => v.no)).toEqual(['1.0.0']);
    expect(fork.text).not.toContain(secret);
    await t.http().post(`${BASE}/fork/${group.id}`).set(bearer(reader)).send({ versionID: draft.id }).expect(404);
  });
});
