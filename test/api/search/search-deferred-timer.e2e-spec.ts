import { INLINE_INDEX_CODE_BYTES } from '../../../backend/src/modules/search/index/search-document';
import { startApp, type TestApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

/**
 * The deferred indexer on its own timer (SEARCH_INDEX_DELAY_MS, short here): writes in a row to a large
 * group answer at once, and once they stop the group is found by what the last of them wrote, with no
 * call to wait for the indexer (search-writes.e2e-spec covers what it builds, with the timer held back).
 */
let t: TestApp;
let owner: Member & { id: string };
const word = `timer${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await startApp({ SEARCH_INDEX_DELAY_MS: '50', PUBLIC_PAGE_TTL_MS: '0' });
  owner = await memberWithId(t);
});
afterAll(async () => {
  await t?.close();
});

const found = async (q: string) =>
  ((await t.http().get('/api/public/').query({ q }).expect(200)).body as { id: string }[]).map((group) => group.id);

it('builds a large group after a burst of writes, by its own timer', async () => {
  const big = Array.from({ length: INLINE_INDEX_CODE_BYTES / 32 + 100 }, (_, i) => `const v${i} = f(${i}); // filler`).join('\n');
  const group = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, {
    isPublic: true,
    versions: [{ no: '1.0.0', snippets: [{ description: 'large', code: big }] }],
  });
  for (let n = 0; n < 3; n++) {
    await t
      .http()
      .patch(`/api/snippets-groups/add-snippet/${group.id}`)
      .set(bearer(owner))
      .send({ versionID: group.versions[0].id, snippet: { description: `burst ${n}`, code: `${word}_${n}()` } })
      .expect(200);
  }
  const deadline = Date.now() + 15_000;
  let ids = await found(`${word}_2`);
  while (ids.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    ids = await found(`${word}_2`);
  }
  expect(ids).toEqual([group.id]);
  expect(await found(`${word}_0`)).toEqual([group.id]);
});
