import { startApp, type TestApp } from '../support/app';
import { fullGroup, memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

/**
 * Bounded answers: a card carries a preview (the newest version's first snippets, cut) and every
 * listing stays small whatever members store; one version is read in full on demand (with an ETag);
 * the owner's list is paged; a group's and a member's stored code are limited (413).
 */
const GROUP_LIMIT = 64 * 1024;
const MEMBER_LIMIT = 160 * 1024;
const PAGE_BYTES = 64 * 1024;

let t: TestApp;
let owner: Member & { id: string; username: string };
let other: Member & { id: string; username: string };

beforeAll(async () => {
  t = await startApp({
    GROUP_CODE_LIMIT_BYTES: String(GROUP_LIMIT),
    MEMBER_CODE_LIMIT_BYTES: String(MEMBER_LIMIT),
    PUBLIC_PAGE_TTL_MS: '0',
  });
  owner = await memberWithId(t);
  other = await memberWithId(t);
});
afterAll(async () => {
  await t?.close();
});

const lines = (count: number, width = 20) =>
  Array.from({ length: count }, (_, i) => `line ${String(i + 1).padStart(4, '0')} `.padEnd(width, 'x')).join('\n');

interface Card {
  id: string;
  title: string;
  description: string;
  versionCount: number;
  previewVersionID: string | null;
  versions: {
    id: string;
    no: string;
    name: string;
    snippetCount: number;
    snippets: { id: string; code: string; truncated: boolean; lineCount: number; size: number }[];
  }[];
}

describe('a card', () => {
  it('previews the newest version: its first 3 snippets, each cut to 30 lines, with the whole line count and size', async () => {
    const long = lines(200);
    const group = await postGroup<Card>(t, owner, {
      versions: [
        { no: '1.0.0', snippets: [{ description: 'old', code: 'old code' }] },
        {
          no: '1.10.0',
          name: 'newest',
          snippets: [
            { description: 'a', code: long },
            { description: 'b', code: 'short' },
            { description: 'c', code: 'third' },
            { description: 'd', code: 'fourth' },
          ],
        },
        { no: '1.9.0', snippets: [] },
      ],
    });
    const [oldest, newest, middle] = group.versions;
    expect(group.previewVersionID).toBe(newest.id);
    expect(group.versionCount).toBe(3);
    expect(oldest).toMatchObject({ no: '1.0.0', snippetCount: 1, snippets: [] });
    expect(middle).toMatchObject({ no: '1.9.0', snippetCount: 0, snippets: [] });
    expect(newest.snippetCount).toBe(4);
    expect(newest.snippets).toHaveLength(3);
    const [cut, whole] = newest.snippets;
    expect(cut.truncated).toBe(true);
    expect(cut.lineCount).toBe(200);
    expect(cut.size).toBe(Buffer.byteLength(long));
    expect(cut.code).toBe(long.split('\n').slice(0, 30).join('\n'));
    expect(whole).toMatchObject({ code: 'short', truncated: false, lineCount: 1, size: 5 });

    // The listing, the group page and the owner's list carry the same bounded card.
    const page = await t
      .http()
      .get('/api/public/')
      .query({ q: `user:${owner.username}`, limit: 50 })
      .expect(200);
    const listed = (page.body as Card[]).find((card) => card.id === group.id)!;
    expect(listed.versions[1].snippets.map((snippet) => snippet.code)).toEqual([cut.code, 'short', 'third']);
    const mine = await t.http().get('/api/snippets-groups').set(bearer(owner)).expect(200);
    expect((mine.body as Card[]).find((card) => card.id === group.id)!.versions[1].snippets[0].code).toBe(cut.code);

    // One version in full on demand.
    const version = await t.http().get(`/api/public/groups/${group.id}/versions/${newest.id}`).expect(200);
    expect(version.body.snippets.map((snippet: { code: string }) => snippet.code)).toEqual([long, 'short', 'third', 'fourth']);
  });

  it('cuts a snippet of long lines to 4 KB', async () => {
    const code = 'y'.repeat(50_000);
    const group = await postGroup<Card>(t, owner, { versions: [{ no: '1', snippets: [{ description: '', code }] }] });
    const [snippet] = group.versions[0].snippets;
    expect(snippet.truncated).toBe(true);
    expect(Buffer.byteLength(snippet.code)).toBeLessThanOrEqual(4096);
    expect(snippet.code).toBe(code.slice(0, snippet.code.length));
    expect(snippet.size).toBe(50_000);
  });
});

describe('a page of the listing', () => {
  it('stays within 64 KB with twelve groups made as large as a card can get, listed, searched and sorted', async () => {
    // Three members, each within the storage limits set for this suite.
    const writers = [await memberWithId(t), await memberWithId(t), await memberWithId(t)];
    const word = `hugecard${Date.now().toString(36)}`;
    // Texts that JSON writes at six bytes a character, the longest the limits allow; code of escaped characters.
    const escaped = (length: number) => '\u0001'.repeat(length);
    const quotes = '"\\'.repeat(1200);
    for (let n = 0; n < 12; n++) {
      await postGroup(t, writers[n % 3], {
        title: `${word} ${escaped(100)}`,
        description: `${word} ${escaped(980)}`,
        versions: Array.from({ length: 50 }, (_, v) => ({
          no: `${v + 1}.0.${n}`,
          name: `${word} ${escaped(80)}`,
          snippets:
            v === 49
              ? Array.from({ length: 3 }, () => ({ description: `${word} ${escaped(980)}`, code: `${word} ${quotes}\n${quotes}\n` }))
              : [],
        })),
      });
    }
    for (const query of [{ q: word }, { q: `${word} ${escaped(3)}` }, { q: word, sort: 2 }, { q: word, sort: 1 }]) {
      const res = await t
        .http()
        .get('/api/public/')
        .query({ ...query, limit: 12 })
        .expect(200);
      expect(res.body).toHaveLength(12);
      expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(PAGE_BYTES);
      // Each card still names the version it shows and how many there are.
      for (const card of res.body as Card[]) {
        expect(card.versionCount).toBe(50);
        expect(card.versions.some((version) => version.id === card.previewVersionID)).toBe(true);
      }
    }
    // A card lists the versions that fit it; the switcher reads them all.
    const [card] = (await t.http().get('/api/public/').query({ q: word, limit: 1 }).expect(200)).body as Card[];
    expect(card.versions.length).toBeLessThan(50);
    const all = await t.http().get(`/api/public/groups/${card.id}/versions`).expect(200);
    expect(all.body).toHaveLength(50);
    expect(all.body[49]).toEqual({
      id: card.previewVersionID,
      no: expect.any(String),
      name: expect.any(String),
      isDraft: false,
      snippetCount: 3,
    });
    expect(Buffer.byteLength(all.text)).toBeLessThan(64 * 1024);
  });

  it('is the same size for everyone else whatever one member stores', async () => {
    const big = await memberWithId(t);
    const first = await postGroup<Card>(t, big, { versions: [{ no: '1', snippets: [{ description: 'seed', code: 'x' }] }] });
    const before = await t.http().get('/api/public/').query({ limit: 12, sort: 1 }).expect(200);
    const cardBytes = (text: string, id: string) =>
      Buffer.byteLength(JSON.stringify((JSON.parse(text) as Card[]).find((card) => card.id === id)));
    const sizeBefore = cardBytes(before.text, first.id);
    // Fill the group up to its limit (64 KB here) with snippets of 16 KB.
    for (let n = 0; n < 3; n++) {
      await t
        .http()
        .patch(`/api/snippets-groups/add-snippet/${first.id}`)
        .set(bearer(big))
        .send({ versionID: first.versions[0].id, snippet: { description: `part ${n}`, code: lines(800) } })
        .expect(200);
    }
    const after = await t.http().get('/api/public/').query({ limit: 12, sort: 1 }).expect(200);
    expect(cardBytes(after.text, first.id)).toBeLessThan(sizeBefore + 3 * 1024);
    expect(Buffer.byteLength(after.text)).toBeLessThanOrEqual(PAGE_BYTES);
  });
});

describe('GET /api/public/groups/{id}/versions/{versionId}', () => {
  it('answers a public version with an ETag and public caching, and 304 while the group is unchanged', async () => {
    const group = await postGroup<Card>(t, owner, { versions: [{ no: '1', snippets: [{ description: 'd', code: 'one' }] }] });
    const url = `/api/public/groups/${group.id}/versions/${group.versions[0].id}`;
    const first = await t.http().get(url).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.http().get(url).set('if-none-match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    await t
      .http()
      .patch(`/api/snippets-groups/edit-snippet/${group.id}`)
      .set(bearer(owner))
      .send({ versionID: group.versions[0].id, snippet: { id: group.versions[0].snippets[0].id, description: 'd', code: 'two' } })
      .expect(200);
    const changed = await t.http().get(url).set('if-none-match', etag).expect(200);
    expect(changed.body.snippets[0].code).toBe('two');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers drafts and private groups to their owner alone, never cached as public; 404 to everyone else', async () => {
    const group = await postGroup<Card>(t, owner, {
      isPublic: false,
      versions: [{ no: '1', snippets: [{ description: '', code: 'secret' }] }],
    });
    const url = `/api/public/groups/${group.id}/versions/${group.versions[0].id}`;
    const own = await t.http().get(url).set(bearer(owner)).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.body.snippets[0].code).toBe('secret');
    await t.http().get(url).expect(404);
    await t.http().get(url).set(bearer(other)).expect(404);

    const published = await postGroup<Card>(t, owner, {
      versions: [
        { no: '1', snippets: [] },
        { no: '2', isDraft: true, snippets: [{ description: '', code: 'draft' }] },
      ],
    });
    const draftUrl = `/api/public/groups/${published.id}/versions/${published.versions[1].id}`;
    const ownDraft = await t.http().get(draftUrl).set(bearer(owner)).expect(200);
    expect(ownDraft.headers['cache-control']).toBe('private, no-cache');
    await t.http().get(draftUrl).set(bearer(other)).expect(404);
    await t.http().get(draftUrl).expect(404);
  });

  it("answers 404 for a version of another group and 400 for malformed ids, in the caller's language", async () => {
    const a = await postGroup<Card>(t, owner, {});
    const b = await postGroup<Card>(t, owner, {});
    await t.http().get(`/api/public/groups/${a.id}/versions/${b.versions[0].id}`).expect(404);
    const bad = await t.http().get(`/api/public/groups/${a.id}/versions/nope`).set('accept-language', 'es-ES').expect(400);
    expect(bad.body.statusCode).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });
});

describe("the owner's list", () => {
  it('is paged with x-total-count, filtered by technology and sorted by the server; the call without parameters answers the first page', async () => {
    const lister = await memberWithId(t);
    const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
    const made: string[] = [];
    for (let n = 0; n < 5; n++) made.push((await postGroup(t, lister, { technology: techs[n % 2].name, title: `g${n}` })).id);
    const all = await t.http().get('/api/snippets-groups').set(bearer(lister)).expect(200);
    expect(all.headers['x-total-count']).toBe('5');
    expect((all.body as Card[]).map((card) => card.id)).toEqual([...made].reverse());

    const page = await t.http().get('/api/snippets-groups').query({ skip: 1, limit: 2 }).set(bearer(lister)).expect(200);
    expect((page.body as Card[]).map((card) => card.id)).toEqual([made[3], made[2]]);
    expect(page.headers['x-total-count']).toBe('5');

    const filtered = await t.http().get('/api/snippets-groups').query({ techID: techs[1].id }).set(bearer(lister)).expect(200);
    expect((filtered.body as Card[]).map((card) => card.id)).toEqual([made[3], made[1]]);
    expect(filtered.headers['x-total-count']).toBe('2');

    await t.http().patch('/api/interactions/upvote').set(bearer(other)).send({ snippetsGroupsID: made[0] }).expect(200);
    const popular = await t.http().get('/api/snippets-groups').query({ sort: 0 }).set(bearer(lister)).expect(200);
    expect((popular.body as Card[])[0].id).toBe(made[0]);

    await t.http().get('/api/snippets-groups').query({ limit: 101 }).set(bearer(lister)).expect(400);
    await t.http().get('/api/snippets-groups').query({ sort: 2 }).set(bearer(lister)).expect(400);
    await t.http().get('/api/snippets-groups').expect(401);
  });
});

describe('storage limits', () => {
  it("refuse a snippet past the group's limit with 413 in the caller's language, and write nothing", async () => {
    const member = await memberWithId(t);
    const group = await postGroup<Card>(t, member, {
      versions: [{ no: '1', snippets: [{ description: '', code: 'a'.repeat(40 * 1024) }] }],
    });
    const add = (language: string) =>
      t
        .http()
        .patch(`/api/snippets-groups/add-snippet/${group.id}`)
        .set(bearer(member))
        .set('accept-language', language)
        .send({ versionID: group.versions[0].id, snippet: { description: 'more', code: 'b'.repeat(30 * 1024) } });
    const en = await add('en-EN').expect(413);
    expect(en.body.message).toContain('64 KB');
    expect(en.body.message).toMatch(/snippets group can hold at most/);
    const es = await add('es-ES').expect(413);
    expect(es.body.message).toContain('64 KB');
    expect(es.body.message).toMatch(/como máximo/);
    const stored = await fullGroup(t, member, group.id);
    expect(stored.versions[0].snippets).toHaveLength(1);
    const usage = await t.http().get('/api/snippets-groups/usage').set(bearer(member)).expect(200);
    expect(usage.body).toEqual({
      usedBytes: 40 * 1024,
      largestGroupBytes: 40 * 1024,
      groupLimitBytes: GROUP_LIMIT,
      memberLimitBytes: MEMBER_LIMIT,
    });
  });

  it("refuse a new group, a fork and an import past the member's limit", async () => {
    const member = await memberWithId(t);
    const chunk = { description: '', code: 'c'.repeat(50 * 1024) };
    for (let n = 0; n < 3; n++) await postGroup(t, member, { versions: [{ no: '1', snippets: [chunk] }] });
    const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string }[];
    const refused = await t
      .http()
      .post('/api/snippets-groups/')
      .set(bearer(member))
      .send({ technologyID: techs[0].id, versions: [{ no: '1', snippets: [chunk] }] })
      .expect(413);
    expect(refused.body.message).toContain('160 KB');
    const source = await postGroup<Card>(t, other, {
      versions: [{ no: '1', snippets: [{ description: '', code: 'd'.repeat(20 * 1024) }] }],
    });
    await t.http().post(`/api/snippets-groups/fork/${source.id}`).set(bearer(member)).send({}).expect(413);
    const exported = await t
      .http()
      .get('/api/transfer/export')
      .query({ format: 'snipstack', groupId: source.id })
      .set(bearer(other))
      .expect(200);
    const imported = await t
      .http()
      .post('/api/transfer/import')
      .set(bearer(member))
      .attach('file', Buffer.from(exported.text), 'snipstack.json')
      .expect(413);
    expect(imported.body.message).toContain('160 KB');
    const usage = await t.http().get('/api/snippets-groups/usage').set(bearer(member)).expect(200);
    expect(usage.body.usedBytes).toBe(3 * 50 * 1024);
    const list = await t.http().get('/api/snippets-groups').set(bearer(member)).expect(200);
    expect(list.headers['x-total-count']).toBe('3');
  });
});
