import { sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { SearchIndexService } from '../../../backend/src/modules/search/index/search-index.service';
import { startApp, type TestApp } from '../support/app';
import { fullGroup, memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

/**
 * The listing shows each group from its stored card (group_cards, migration 0017), written with its
 * search rows; what changes without the group's content (upvotes, owner, technology, forks) is
 * joined when the page is read. Whatever happens to a group, its card in the listing must equal the
 * group's own page as an anonymous visitor sees it.
 */
let t: TestApp;
const word = `cards${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const BASE = '/api/snippets-groups';

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof memberWithId>>;
interface Group {
  id: string;
  versions: { id: string; no: string; isDraft: boolean; snippets: { id: string; description: string; code: string }[] }[];
  [field: string]: unknown;
}

let asked = 0;
/**
 * The listing's groups for the search `q`, as an anonymous visitor gets them, without the search's
 * `match`. Each call asks a different page size, so the page cache never answers it.
 */
async function listed(q = word): Promise<Group[]> {
  asked += 1;
  const res = await t
    .http()
    .get('/api/public/')
    .query({ q, limit: 20 + (asked % 30), sort: 1 })
    .expect(200);
  return (res.body as (Group & { match?: unknown })[]).map(({ match: _match, ...group }) => group);
}

/** The group's own page, as an anonymous visitor sees it. */
async function page(id: string): Promise<Group> {
  return (await t.http().get(`/api/public/groups/${id}`).expect(200)).body as Group;
}

/**
 * Expects the listing's card of each group to be exactly its page: found by a search, and, with
 * `owner`, on the owner's page without words (`user:`: the listing's statement without a search).
 */
async function expectCardsArePages(ids: string[], owner?: string): Promise<Group[]> {
  const cards = await listed();
  const ownerCards = owner ? await listed(`user:${owner}`) : [];
  for (const id of ids) {
    const card = cards.find((group) => group.id === id);
    expect(card).toEqual(await page(id));
    if (owner) expect(ownerCards.find((group) => group.id === id)).toEqual(card);
  }
  return cards;
}

const patch = (member: Member, path: string, body: Record<string, unknown>) =>
  t.http().patch(`${BASE}/${path}`).set(bearer(member)).send(body).expect(200);

describe("the listing's cards", () => {
  it('equal the group pages after every change to the content, the drafts, the votes, the owner and the forks', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const group = await postGroup<Group>(t, author, {
      title: 'Card title',
      description: `Stored cards ${word}`,
      versions: [
        { no: '1.0.0', name: 'first', snippets: [{ description: 'one', code: `print("${word}")` }] },
        { no: '2.0.0', name: 'draft', isDraft: true, snippets: [{ description: 'hidden', code: 'secret_draft()' }] },
      ],
    });
    let cards = await expectCardsArePages([group.id], author.username);
    const card = cards.find((g) => g.id === group.id)!;
    expect(card.versions.map((v) => v.no)).toEqual(['1.0.0']);
    expect(card).toMatchObject({ title: 'Card title', upVoteCount: 0, forkCount: 0, forkedFrom: null });

    const [first, draft] = (await fullGroup<Group>(t, author, group.id)).versions;
    await patch(author, `edit-snippet/${group.id}`, {
      versionID: first.id,
      snippet: { id: first.snippets[0].id, description: 'one, edited', code: `print("${word}", 2)` },
    });
    await patch(author, `add-snippet/${group.id}`, { versionID: first.id, snippet: { description: 'two', code: 'print(2)' } });
    await patch(author, `edit-version/${group.id}`, { id: first.id, no: '1.0.1', name: 'first, renamed' });
    await patch(author, `edit-details/${group.id}`, { title: 'Card title, edited' });
    cards = await expectCardsArePages([group.id]);
    expect(cards.find((g) => g.id === group.id)).toMatchObject({ title: 'Card title, edited' });

    await patch(author, `publish-version/${group.id}`, { versionID: draft.id });
    cards = await expectCardsArePages([group.id]);
    expect(cards.find((g) => g.id === group.id)!.versions.map((v) => v.no)).toEqual(['1.0.1', '2.0.0']);

    await t.http().patch('/api/interactions/upvote').set(bearer(reader)).send({ snippetsGroupsID: group.id }).expect(200);
    const renamed = `cards${Math.floor(Math.random() * 1e9)}`;
    await t.http().patch('/api/users/change-username').set(bearer(author)).send({ username: renamed }).expect(200);
    cards = await expectCardsArePages([group.id], renamed);
    expect(cards.find((g) => g.id === group.id)).toMatchObject({ upVoteCount: 1, owner: { username: renamed } });

    // A fork made public is listed with where it came from; the original counts it.
    const copy = (await t.http().post(`${BASE}/fork/${group.id}`).set(bearer(reader)).send({}).expect(201)).body as Group;
    await patch(reader, `change-visibility/${copy.id}`, { isPublic: true });
    cards = await expectCardsArePages([group.id, copy.id]);
    expect(cards.find((g) => g.id === copy.id)).toMatchObject({ forkedFrom: { id: group.id, ownerUsername: renamed } });
    expect(cards.find((g) => g.id === group.id)).toMatchObject({ forkCount: 1 });

    // Gone: the original leaves the listing, the fork's card no longer names it.
    await t.http().delete(`${BASE}/${group.id}`).set(bearer(author)).expect(200);
    cards = await expectCardsArePages([copy.id]);
    expect(cards.map((g) => g.id)).not.toContain(group.id);
    expect(cards.find((g) => g.id === copy.id)).toMatchObject({ forkedFrom: null });

    // Private again: not listed, whatever its card says.
    await patch(reader, `change-visibility/${copy.id}`, { isPublic: false });
    expect((await listed()).map((g) => g.id)).not.toContain(copy.id);
  });

  it('are passed on as written: any text, and a member sees the upvotes as theirs', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    // The separators of the statement's answer (listedCardsText), JSON's escapes, patterns of String.replace, unicode.
    const text = `${word} \x1e\x1f "quoted" back\\slash\ttab $& $' </script> \u2028 naïve 日本 🎉`;
    const group = await postGroup<Group>(t, author, {
      title: text,
      description: `Passed on ${text}`,
      versions: [{ no: '1.0.0', name: text, snippets: [{ description: text, code: `${text}\nsecond line` }] }],
    });
    const res = await t.http().get('/api/public/').query({ q: word, limit: 41, sort: 1 }).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const cards = await expectCardsArePages([group.id], author.username);
    const card = cards.find((g) => g.id === group.id)!;
    expect(card).toMatchObject({ title: text, description: `Passed on ${text}`, upVotedByMe: false });
    expect(card.versions[0].snippets[0].code).toBe(`${text}\nsecond line`);

    await t.http().patch('/api/interactions/upvote').set(bearer(reader)).send({ snippetsGroupsID: group.id }).expect(200);
    const asReader = await t.http().get('/api/public/').set(bearer(reader)).query({ q: word, limit: 42, sort: 1 }).expect(200);
    const asAnonymous = await t.http().get('/api/public/').query({ q: word, limit: 42, sort: 1 }).expect(200);
    const mine = (asReader.body as Group[]).find((g) => g.id === group.id)!;
    const theirs = (asAnonymous.body as Group[]).find((g) => g.id === group.id)!;
    expect(mine).toEqual({ ...theirs, upVotedByMe: true });
    expect(theirs).toMatchObject({ upVotedByMe: false, upVoteCount: 1 });
  });

  it('are bounded as the writer writes them, and a missing card is written again at start as it was', async () => {
    const author = await memberWithId(t);
    const group = await postGroup<Group>(t, author, {
      versions: [
        {
          no: '1.0.0',
          name: 'a',
          snippets: [
            { description: 'x', code: `${word}_migrated()` },
            { description: 'y', code: 'z' },
          ],
        },
        { no: '1.1.0', name: 'b', isDraft: true },
        { no: '2.0.0', name: 'c', snippets: [{ description: 'w', code: 'v' }] },
      ],
    });
    const { db } = t.app.get(DatabaseService);
    const cardOf = async () =>
      resultRows<Record<string, unknown>>(await db.execute(sql`SELECT * FROM group_cards WHERE group_id = ${group.id}`))[0];
    const written = await cardOf();
    expect(written).toMatchObject({ version_count: 2, preview_version_id: group.versions[2].id });
    // The stored versions: published ones only, the newest with its snippets, the others without.
    expect((written.versions as Group['versions']).map((version) => [version.no, version.snippets.length])).toEqual([
      ['1.0.0', 0],
      ['2.0.0', 1],
    ]);

    // Migration 0021 removes the cards written before it; the start-up catch-up writes them again.
    await db.execute(sql`DELETE FROM group_cards WHERE group_id = ${group.id}`);
    expect(await t.app.get(SearchIndexRepository).staleGroups(db, 100_000)).toContain(group.id);
    await t.app.get(SearchIndexService).catchUp();
    expect(await cardOf()).toEqual(written);
  });
});
