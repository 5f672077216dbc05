import { sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { DeferredSearchIndexer } from '../../../backend/src/modules/search/index/deferred-search-indexer';
import { INLINE_INDEX_CODE_BYTES, TOKENIZER_VERSION } from '../../../backend/src/modules/search/index/search-document';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { SearchIndexService } from '../../../backend/src/modules/search/index/search-index.service';
import { startApp, type TestApp } from '../support/app';
import { fullGroup, memberWithId, postGroup, searchRowFor, searchRowOf } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

/**
 * Writes cost what they change: a write that leaves what search reads of a group as it was (a draft,
 * code past the searched bytes) writes the group's card, never its search vectors; an ordinary group's
 * vectors are built in the write, so it is found by what was written as soon as the write answers; a
 * large group's are built just after the write by the deferred indexer (SEARCH_INDEX_DELAY_MS, here
 * long, so that the test sees the write answered before them), which finds it by its previous content
 * meanwhile.
 */
let t: TestApp;
let owner: Member & { id: string };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await startApp({ SEARCH_INDEX_DELAY_MS: '600000', PUBLIC_PAGE_TTL_MS: '0' });
  owner = await memberWithId(t);
});
afterAll(async () => {
  await t?.close();
});

interface Group {
  id: string;
  title: string;
  description: string;
  technology: { name: string };
  versions: { id: string; snippetCount: number }[];
}

/** The ids of the groups a search finds (first page). */
async function found(q: string): Promise<string[]> {
  const res = await t.http().get('/api/public/').query({ q, limit: 20 }).expect(200);
  return res.body.map((group: { id: string }) => group.id);
}

/** The group's search rows' tuple versions and state: a row written again has other xmins. */
async function searchState(groupId: string): Promise<{ xmins: string; tokenizer: number; digest: string | null }> {
  const [row] = resultRows<{ xmins: string; tokenizer: number; digest: string | null }>(
    await t.app.get(DatabaseService).db.execute(sql`
      SELECT s.xmin::text || '/' || t.xmin::text AS xmins, s.tokenizer, s.content_digest AS digest
      FROM group_search s JOIN group_search_terms t USING (group_id) WHERE s.group_id = ${groupId}`),
  );
  return row;
}

/** Code of about `length` characters, made of distinct words: search reads it all up to its budget. */
function codeOf(length: number, word: string): string {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < length; i++) {
    const line = `const ${word}_${i} = compute_${i % 97}(value_${i});`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

async function addSnippet(groupId: string, versionID: string, code: string) {
  const res = await t
    .http()
    .patch(`/api/snippets-groups/add-snippet/${groupId}`)
    .set(bearer(owner))
    .send({ versionID, snippet: { description: 'added', code } })
    .expect(200);
  return res.body as { id: string };
}

describe('a write that leaves what search reads as it was', () => {
  it('writes the card but leaves the search rows as they were', async () => {
    const word = `same${stamp}`;
    const group = await postGroup<Group>(t, owner, {
      isPublic: true,
      versions: [{ no: '1.0.0', snippets: [{ description: word, code: `${word}()` }] }],
    });
    const before = await searchState(group.id);
    expect(before.tokenizer).toBe(TOKENIZER_VERSION);
    expect(before.digest).toEqual(expect.any(String));

    // A draft is never searched: adding one, and a snippet to it, changes the card's versions only.
    const draft = await t
      .http()
      .patch(`/api/snippets-groups/add-version/${group.id}`)
      .set(bearer(owner))
      .send({ no: '2.0.0', isDraft: true })
      .expect(200);
    await addSnippet(group.id, draft.body.versionID, `draft_${word}()`);
    expect(await searchState(group.id)).toEqual(before);
    const card = (await t.http().get(`/api/public/groups/${group.id}`).set(bearer(owner)).expect(200)).body as Group;
    expect(card.versions).toHaveLength(2);

    // Publishing the draft changes what search reads: the rows are written again, and find its code.
    await t
      .http()
      .patch(`/api/snippets-groups/publish-version/${group.id}`)
      .set(bearer(owner))
      .send({ versionID: draft.body.versionID })
      .expect(200);
    const after = await searchState(group.id);
    expect(after.xmins).not.toBe(before.xmins);
    expect(after.digest).not.toBe(before.digest);
    expect(await found(`draft_${word}`)).toEqual([group.id]);
  });
});

describe('an ordinary group', () => {
  it('is found by what a write added as soon as the write answers', async () => {
    const word = `inline${stamp}`;
    const group = await postGroup<Group>(t, owner, { isPublic: true, versions: [{ no: '1.0.0', snippets: [] }] });
    await addSnippet(group.id, group.versions[0].id, `${word}_call()`);
    expect(await found(`${word}_call`)).toEqual([group.id]);
    expect((await searchState(group.id)).tokenizer).toBe(TOKENIZER_VERSION);
  });
});

describe('a large group', () => {
  let group: Group;
  const word = `large${stamp}`;

  beforeAll(async () => {
    group = await postGroup<Group>(t, owner, {
      isPublic: true,
      versions: [{ no: '1.0.0', snippets: [{ description: `${word} big`, code: codeOf(INLINE_INDEX_CODE_BYTES + 1024, word) }] }],
    });
    await t.app.get(DeferredSearchIndexer).idle();
  });

  it('answers a write before its vectors are built, found by its previous content meanwhile, then by the new', async () => {
    expect(await found(`${word}_10`)).toEqual([group.id]);
    const before = await searchState(group.id);

    await addSnippet(group.id, group.versions[0].id, `fresh_${word}()`);
    // The write answered with the card written and the vectors not yet: the row is marked stale
    // and keeps the previous content, so the group is still found by it and not yet by the new code.
    const pending = await searchState(group.id);
    expect(pending).toMatchObject({ tokenizer: 0, digest: before.digest });
    const card = (await t.http().get(`/api/public/groups/${group.id}`).expect(200)).body as Group;
    expect(card.versions[0].snippetCount).toBe(2);
    expect(await found(`${word}_10`)).toEqual([group.id]);
    expect(await found(`fresh_${word}`)).toEqual([]);

    await t.app.get(DeferredSearchIndexer).idle();
    const built = await searchState(group.id);
    expect(built.tokenizer).toBe(TOKENIZER_VERSION);
    expect(built.xmins).not.toBe(before.xmins);
    expect(await found(`fresh_${word}`)).toEqual([group.id]);
    const whole = await fullGroup<Group>(t, owner, group.id);
    expect(await searchRowOf(t, group.id)).toEqual(
      await searchRowFor(t, group.id, {
        technology: group.technology.name,
        title: whole.title,
        description: whole.description,
        versions: whole.versions,
      }),
    );
  });

  it('never keeps vectors built from what a later write replaced', async () => {
    const repository = t.app.get(SearchIndexRepository);
    const { db } = t.app.get(DatabaseService);
    // The indexer has read and tokenized the group when a write changes it.
    const prepared = await repository.prepareDeferred(db, [group.id]);
    await addSnippet(group.id, group.versions[0].id, `later_${word}()`);
    const afterWrite = await searchState(group.id);
    expect(afterWrite.tokenizer).toBe(0);
    let changed: string[] = [];
    await db
      .transaction(async (tx) => {
        changed = await repository.writeDeferred(tx, prepared);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(changed).toEqual([group.id]);
    expect(await searchState(group.id)).toEqual(afterWrite);

    await t.app.get(DeferredSearchIndexer).idle();
    expect(await found(`later_${word}`)).toEqual([group.id]);
  });

  it('is built by the start-up catch-up when the process ended before the deferred indexer', async () => {
    await addSnippet(group.id, group.versions[0].id, `restart_${word}()`);
    expect((await searchState(group.id)).tokenizer).toBe(0);
    // What a new process does at start (the pending set of this one is left as it is).
    await t.app.get(SearchIndexService).catchUp();
    expect((await searchState(group.id)).tokenizer).toBe(TOKENIZER_VERSION);
    expect(await found(`restart_${word}`)).toEqual([group.id]);
    await t.app.get(DeferredSearchIndexer).idle();
  });
});
