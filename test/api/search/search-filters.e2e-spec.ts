import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { SearchIndexService } from '../../../backend/src/modules/search/index/search-index.service';
import { TOKENIZER_VERSION } from '../../../backend/src/modules/search/index/search-document';
import { startApp, type TestApp } from '../support/app';
import { joinedMember, memberWithId, postGroup, searchRowOf } from '../support/fixtures';
import { bearer } from '../support/identity';

// `tag:` and `org:` in the search box (docs/search.md), and plain words matching tags.

let t: TestApp;
let techs: { id: string; name: string }[];
beforeAll(async () => {
  t = await startApp();
  techs = (await t.http().get('/api/public/technologies').expect(200)).body;
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof memberWithId>>;
let counter = 0;
/** A word (and tag) no other test writes: lower-case letters and digits. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid % 1000}x${++counter}`;

const search = (query: Record<string, string | number>, who?: Member) => {
  const req = t.http().get('/api/public/').query(query);
  return (who ? req.set(bearer(who)) : req).expect(200);
};
const ids = (res: { body: { id: string }[] }) => res.body.map((group) => group.id);

async function group(
  author: Member,
  word: string,
  options: { tags?: string[]; isPublic?: boolean; technology?: string; title?: string } = {},
) {
  const { id } = await postGroup(t, author, {
    isPublic: options.isPublic ?? true,
    technology: options.technology,
    title: options.title ?? `Notes ${word}`,
    ...(options.tags ? { tags: options.tags } : {}),
    versions: [{ no: '1.0.0', name: 'first', snippets: [{ description: `About ${word}`, code: `const ${word} = 1;` }] }],
  });
  return id;
}

const setTags = (owner: Member, id: string, tags: string[]) =>
  t.http().patch(`/api/snippets-groups/edit-details/${id}`).set(bearer(owner)).send({ tags }).expect(200);

describe('tag: and plain words matching tags', () => {
  it('tag: alone and with words, user:, the technology filter, every sort and paging; plain words find tags', async () => {
    const owner = await memberWithId(t);
    const other = await memberWithId(t);
    const word = unique('tagword');
    const tag = unique('k8s-');
    const python = techs.find((x) => x.name === 'Python')!;
    const first = await group(owner, word, { tags: [tag, 'shared'], technology: 'Python' });
    const second = await group(other, word, { tags: [tag] });
    const untagged = await group(owner, word);

    // tag: alone lists the groups holding it, counted exactly.
    const alone = await search({ q: `tag:${tag}`, sort: 1 });
    expect(ids(alone)).toEqual([second, first]);
    expect(alone.headers['x-total-count']).toBe('2');
    expect(alone.headers['x-total-count-exact']).toBe('true');
    // Upper case is the same tag (tags are stored in lower case), quoted too.
    expect(ids(await search({ q: `TAG:"${tag.toUpperCase()}"`, sort: 1 }))).toEqual([second, first]);
    // With words, user:, the technology filter and tech:.
    expect(new Set(ids(await search({ q: `${word} tag:${tag}` })))).toEqual(new Set([first, second]));
    expect(ids(await search({ q: `tag:${tag} ${word} user:${owner.username}` }))).toEqual([first]);
    expect(ids(await search({ q: `tag:${tag}`, techID: python.id }))).toEqual([first]);
    expect(ids(await search({ q: `tag:${tag} tech:python ${word}` }))).toEqual([first]);
    expect(ids(await search({ q: `tag:shared ${word}` }))).toEqual([first]);
    // Best match and paging.
    expect(new Set(ids(await search({ q: `tag:${tag} ${word}`, sort: 2 })))).toEqual(new Set([first, second]));
    const paged = await search({ q: `tag:${tag}`, sort: 1, limit: 1, skip: 1 });
    expect(ids(paged)).toEqual([first]);
    expect(paged.headers['x-total-count']).toBe('2');

    // A plain word matches a tag as it matches a title: each of its forms (whole, as a prefix).
    expect(ids(await search({ q: tag, sort: 1 }))).toEqual([second, first]);
    expect(new Set(ids(await search({ q: word })))).toEqual(new Set([first, second, untagged]));
    // No card holding the tag only in a word's text: the tag filter is not a word.
    expect(ids(await search({ q: `tag:${word}` }))).toEqual([]);
  });

  it("re-indexes a group when its tags change, in the write's own transaction", async () => {
    const owner = await memberWithId(t);
    const word = unique('retag');
    const tag = unique('ops');
    const id = await group(owner, word);
    expect(ids(await search({ q: `tag:${tag}` }))).toEqual([]);

    await setTags(owner, id, [tag]);
    // Searchable as soon as the write answers (no waiting for an indexer).
    expect(ids(await search({ q: `tag:${tag}` }))).toEqual([id]);
    expect(ids(await search({ q: tag }))).toEqual([id]);
    const row = await searchRowOf(t, id);
    expect(row.vector).toContain(`'~#${tag}'`);
    expect(row.textVector).toContain(`'~#${tag}'`);

    await setTags(owner, id, []);
    expect(ids(await search({ q: `tag:${tag}` }))).toEqual([]);
    expect(ids(await search({ q: tag }))).toEqual([]);
    expect(ids(await search({ q: word }))).toEqual([id]);
  });

  it('rebuilds, at start, the rows of the groups that held tags before tags were searched (migration 0035)', async () => {
    const owner = await memberWithId(t);
    const word = unique('oldrow');
    const tag = unique('legacy');
    const tagged = await group(owner, word, { tags: [tag] });
    const plain = await group(owner, word);
    const db = t.app.get(DatabaseService).db;
    // The rows as they were before: no tag in the vectors.
    await db.execute(sql`
      UPDATE group_search_terms SET vector = ts_delete(vector, ARRAY[${tag}, ${`~#${tag}`}]) WHERE group_id = ${tagged}`);
    await db.execute(sql`
      UPDATE group_search SET text_vector = ts_delete(text_vector, ARRAY[${tag}, ${`~#${tag}`}]) WHERE group_id = ${tagged}`);
    // (sort=1: not the page cached for the search below)
    expect(ids(await search({ q: `tag:${tag}`, sort: 1 }))).toEqual([]);
    const migration = readFileSync(resolve(__dirname, '../../../backend/src/database/migrations/0035_search_labels_stale.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    const tokenizers = async () =>
      resultRows<{ group_id: string; tokenizer: number }>(
        await db.execute(
          sql`SELECT group_id, tokenizer FROM group_search WHERE group_id IN (${tagged}, ${plain}) ORDER BY group_id = ${tagged}`,
        ),
      ).map((row) => row.tokenizer);
    // Only the tagged group's row is stale: the others keep theirs.
    expect(await tokenizers()).toEqual([TOKENIZER_VERSION, 0]);
    await t.app.get(SearchIndexService).catchUp();
    expect(await tokenizers()).toEqual([TOKENIZER_VERSION, TOKENIZER_VERSION]);
    expect(ids(await search({ q: `tag:${tag}` }))).toEqual([tagged]);
    expect(ids(await search({ q: tag }))).toEqual([tagged]);
  });

  it('a private group is never found by its tag', async () => {
    const owner = await memberWithId(t);
    const tag = unique('hidden');
    await group(owner, unique('private'), { tags: [tag], isPublic: false });
    for (const who of [undefined, owner]) {
      expect(ids(await search({ q: `tag:${tag}` }, who))).toEqual([]);
      expect(ids(await search({ q: tag }, who))).toEqual([]);
    }
  });

  it('answers a malformed tag: as other qualifiers that name nothing: an empty page, 200', async () => {
    const owner = await memberWithId(t);
    const word = unique('badtag');
    await group(owner, word, { tags: ['fine'] });
    const nothing = await search({ q: `tech:no-such-technology ${word}` });
    expect(nothing.body).toEqual([]);
    for (const q of [`tag:BAD! ${word}`, `tag:${'a'.repeat(31)} ${word}`, `tag:"two words" ${word}`, `tag:café ${word}`]) {
      const res = await search({ q });
      expect(res.body).toEqual(nothing.body);
      expect(res.headers['x-total-count']).toBe(nothing.headers['x-total-count']);
    }
    // Empty: ignored, as an empty tech: is.
    expect(ids(await search({ q: `tag: ${word}` }))).toHaveLength(1);
    expect(ids(await search({ q: `tech: ${word}` }))).toHaveLength(1);
    expect((await search({ q: 'tag:' })).body).toEqual((await search({ q: 'tech:' })).body);
  });
});

/** An organisation of `owner` with a member and a viewer, and a member of another organisation. */
async function team() {
  const owner = await memberWithId(t);
  const slug = unique('team-');
  await t.http().post('/api/organisations').set(bearer(owner)).send({ slug, name: 'Team' }).expect(201);
  const join = (organisation: string, inviter: Member, role: string) => joinedMember(t, inviter, organisation, role);
  const otherOwner = await memberWithId(t);
  const otherSlug = unique('other-');
  await t.http().post('/api/organisations').set(bearer(otherOwner)).send({ slug: otherSlug, name: 'Other' }).expect(201);
  return {
    slug,
    owner,
    member: await join(slug, owner, 'member'),
    viewer: await join(slug, owner, 'viewer'),
    outsider: await join(otherSlug, otherOwner, 'member'),
  };
}

const place = (who: Member, slug: string, groupId: string, visibility: string) =>
  t.http().put(`/api/organisations/${slug}/groups/${groupId}`).set(bearer(who)).send({ visibility }).expect(200);

describe('org:', () => {
  it("finds an organisation's listed groups for everyone, and its organisation-only ones for its members only", async () => {
    const { slug, owner, member, viewer, outsider } = await team();
    const stranger = await memberWithId(t);
    const shared = unique('orgshared');
    const secret = unique('orgsecret');
    const tag = unique('team-tag-');
    const listed = await group(owner, shared, { tags: [tag] });
    await place(owner, slug, listed, 'public');
    const membersOnly = await group(member, `${secret} ${shared}`, { isPublic: false, tags: [tag] });
    await place(member, slug, membersOnly, 'organisation');
    const outside = await group(owner, shared);

    for (const who of [undefined, stranger, outsider, owner, member, viewer]) {
      // org: alone and with words: the listed group for everyone.
      const everyone = await search({ q: `org:${slug}`, sort: 1 }, who);
      const isMember = who === owner || who === member || who === viewer;
      expect(ids(everyone)).toEqual(isMember ? [membersOnly, listed] : [listed]);
      expect(everyone.headers['x-total-count']).toBe(isMember ? '2' : '1');
      expect(ids(await search({ q: `${shared} org:${slug}`, sort: 1 }, who))).toEqual(isMember ? [membersOnly, listed] : [listed]);
      // The organisation-only group's own word: only its members, only with org:.
      expect(ids(await search({ q: `${secret} org:${slug}` }, who))).toEqual(isMember ? [membersOnly] : []);
      expect(ids(await search({ q: `org:${slug.toUpperCase()} ${secret}` }, who))).toEqual(isMember ? [membersOnly] : []);
      expect(ids(await search({ q: secret }, who))).toEqual([]);
      expect(ids(await search({ q: `${secret} tag:${tag}` }, who))).toEqual([]);
      expect(ids(await search({ q: `tag:${tag}` }, who))).toEqual([listed]);
      expect(JSON.stringify((await search({}, who)).body)).not.toContain(secret);
      expect(JSON.stringify((await search({ sort: 1, limit: 50 }, who)).body)).not.toContain(secret);
      // Without org: a plain search is the public listing's.
      expect(new Set(ids(await search({ q: shared }, who)))).toEqual(new Set([listed, outside]));
    }

    // Combined with tag:, words, user:, the technology filter, best match and paging, as a member.
    expect(ids(await search({ q: `org:${slug} tag:${tag}`, sort: 1 }, viewer))).toEqual([membersOnly, listed]);
    expect(ids(await search({ q: `org:${slug} user:${member.username}` }, viewer))).toEqual([membersOnly]);
    expect(ids(await search({ q: `org:${slug} ${shared}`, techID: techs[1].id }, viewer))).toEqual([]);
    expect(new Set(ids(await search({ q: `org:${slug} ${shared}`, sort: 2 }, viewer)))).toEqual(new Set([membersOnly, listed]));
    // Best match: the group whose texts hold the word first.
    expect(ids(await search({ q: `org:${slug} ${secret}`, sort: 2 }, viewer))).toEqual([membersOnly]);
    const paged = await search({ q: `org:${slug}`, sort: 1, limit: 1, skip: 1 }, member);
    expect(ids(paged)).toEqual([listed]);
    expect(paged.headers['x-total-count']).toBe('2');
    // The members-only group's card as the search answers it (its tags joined live).
    const card = (await search({ q: `org:${slug} ${secret}` }, member)).body[0];
    expect(card.tags).toEqual([tag]);
    // It says it is not public; the listed one says it is.
    const cards = (await search({ q: `org:${slug}`, sort: 1 }, member)).body as { id: string; isPublic: boolean }[];
    expect(cards.map((c) => [c.id, c.isPublic])).toEqual([
      [membersOnly, false],
      [listed, true],
    ]);

    // Moved out of the organisation (it becomes its author's private group): gone from org: for everyone.
    await t.http().delete(`/api/organisations/${slug}/groups/${membersOnly}`).set(bearer(member)).expect(200);
    expect(ids(await search({ q: `${secret} org:${slug}` }, member))).toEqual([]);
    expect(ids(await search({ q: `org:${slug}` }, member))).toEqual([listed]);
    // The listed one moved out too: no longer the organisation's.
    await t.http().delete(`/api/organisations/${slug}/groups/${listed}`).set(bearer(owner)).expect(200);
    expect(ids(await search({ q: `org:${slug}` }))).toEqual([]);
    expect(ids(await search({ q: `org:${slug}` }, owner))).toEqual([]);
    expect(new Set(ids(await search({ q: shared })))).toEqual(new Set([listed, outside]));
  });

  it('answers an unknown or malformed organisation with an empty page, not an error', async () => {
    const owner = await memberWithId(t);
    const word = unique('noorg');
    await group(owner, word);
    for (const q of [`org:no-such-${word} ${word}`, `org:BAD! ${word}`, `org:${'a'.repeat(60)} ${word}`, `org:no-such-${word}`]) {
      for (const who of [undefined, owner]) {
        const res = await search({ q }, who);
        expect(res.body).toEqual([]);
        expect(res.headers['x-total-count']).toBe('0');
      }
    }
    expect(ids(await search({ q: `org: ${word}` }))).toHaveLength(1);
  });
});
