import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';
import { pickOption } from '../support/antd';

/**
 * Versions and reuse (issue 14): a reader compares two published versions of a group (a draft never
 * shows), and fills a snippet's variables before copying it; plain copy stays the code as written.
 */
const WORD = `vers${Date.now().toString(36)}`;

let groupId: string;

test.beforeAll(async () => {
  const owner = await createVerifiedMember();
  const group = await apiAs<{ id: string }>('/api/snippets-groups/', owner, {
    method: 'POST',
    body: {
      technologyID: await technologyId('JavaScript'),
      isPublic: true,
      versions: [
        {
          no: '1.0.0',
          name: 'first',
          snippets: [
            { description: `${WORD} fetch`, code: 'const res = await fetch(url);\nconst body = await res.json();\nreturn body;' },
            { description: 'Old helper', code: 'legacy();' },
          ],
        },
        {
          no: '2.0.0',
          name: 'stable',
          snippets: [
            {
              description: `${WORD} fetch`,
              code: 'const res = await fetch("{{url|https://example.com}}", { signal });\nconst body = await res.json();\nreturn body; // \\{{kept}}',
            },
            { description: 'Sleep', code: 'await sleep({{ms|250}});' },
          ],
        },
        { no: '3.0.0', name: 'next', isDraft: true, snippets: [{ description: 'Unreleased', code: 'secretPlan();' }] },
      ],
    },
  });
  groupId = group.id;
});

async function openCard(page: Page) {
  await page.goto(`/?q=${WORD}`);
  const card = page.locator(`[data-testid="listing-card"][data-group-id="${groupId}"]`);
  await expect(card).toBeVisible();
  return card;
}

test.describe('versions and reuse', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a reader compares two versions side by side, and unified on a phone; the draft is not offered', async ({ page }) => {
    const card = await openCard(page);
    await card.getByTestId('version-select').click();
    await expect(page.getByRole('option')).toHaveText(['1.0.0 · first', '2.0.0 · stable']);
    await page.keyboard.press('Escape');

    await card.getByTestId('compare-versions').click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    const diff = dialog.getByTestId('version-diff');
    await expect(diff).toHaveAttribute('data-layout', 'split');
    await expect(dialog.getByTestId('diff-summary')).toHaveText('2 snippets differ');
    const snippets = diff.getByTestId('diff-snippet');
    await expect(snippets).toHaveCount(2);
    // The fetch snippet, paired by its description: its first and last lines changed, the middle one did not.
    const fetchDiff = snippets.first();
    await expect(fetchDiff).toHaveAttribute('data-status', 'changed');
    await expect(fetchDiff.locator('[data-kind]')).toHaveCount(3);
    await expect(fetchDiff.locator('[data-kind="changed"]')).toHaveCount(2);
    await expect(fetchDiff.locator('[data-kind="same"]')).toHaveText(
      /const body = await res\.json\(\);.*const body = await res\.json\(\);/,
    );
    await expect(fetchDiff.locator('[data-kind="changed"]').first()).toContainText('{{url|https://example.com}}');
    // "Old helper" and "Sleep" sit at the same place: paired by position, changed.
    await expect(snippets.nth(1)).toContainText('Old helper');
    await expect(snippets.nth(1)).toContainText('Sleep');

    // The other way round, 2.0.0 against 1.0.0; the same version on both sides says so.
    await dialog.getByTestId('diff-from').click();
    await pickOption(page, '2.0.0 · stable');
    await expect(dialog.getByTestId('diff-summary')).toHaveText('The same version on both sides');
    await expect(snippets.first()).toHaveAttribute('data-status', 'same');

    // A phone: one column, unified, removed and added lines marked.
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByTestId('diff-from').click();
    await pickOption(page, '1.0.0 · first');
    await expect(diff).toHaveAttribute('data-layout', 'unified');
    await expect(fetchDiff.getByTestId('diff-unified').locator('[data-kind="removed"]')).toHaveCount(2);
    await expect(fetchDiff.getByTestId('diff-unified').locator('[data-kind="added"]')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('diff-phone.png') });
    await expect(dialog).not.toContainText('Unreleased');
  });

  test('fill in and copy: defaults pre-filled, values remembered for the group; plain copy copies the code as written', async ({
    page,
  }) => {
    const card = await openCard(page);
    // The search matched the first version too: the card opens on it; 2.0.0 holds the variables.
    await card.getByTestId('version-select').click();
    await page.getByRole('option', { name: '2.0.0 · stable' }).click();
    const fetchSnippet = card.getByTestId('snippet').filter({ hasText: `${WORD} fetch` });
    // The variable is marked in the code; the escaped \{{ is not.
    await expect(fetchSnippet.locator('mark.ss-placeholder')).toHaveText(['{{url|https://example.com}}']);
    // A variable the highlighter splits ({{ms|250}}: 250 is a number token) is marked too.
    await expect(card.getByTestId('snippet').filter({ hasText: 'Sleep' }).locator('mark.ss-placeholder')).not.toHaveCount(0);

    await fetchSnippet.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('{{url|https://example.com}}');

    await fetchSnippet.getByRole('button', { name: 'Fill in and copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fill in the variables' });
    await expect(dialog.getByTestId('fill-url')).toHaveValue('https://example.com');
    await dialog.getByTestId('fill-url').fill('https://api.test/items');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'const res = await fetch("https://api.test/items", { signal });\nconst body = await res.json();\nreturn body; // {{kept}}',
    );

    // Remembered for this group after a reload.
    await page.reload();
    await card.getByTestId('version-select').click();
    await page.getByRole('option', { name: '2.0.0 · stable' }).click();
    await fetchSnippet.getByRole('button', { name: 'Fill in and copy' }).click();
    await expect(page.getByTestId('fill-url')).toHaveValue('https://api.test/items');
    await page.screenshot({ path: test.info().outputPath('fill-in.png') });
  });
});

/**
 * Bounded cards (issue "Bounded answers", full content on demand): a card carries the first 30 lines of
 * the first 3 snippets of its newest version; reading more, another version, copying, filling in, the
 * diff, forking and the group page read the one version they need from
 * GET /api/public/groups/{id}/versions/{versionId}, never the group's every version.
 */
test.describe('bounded cards: the whole content on demand', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test.describe.configure({ timeout: 120_000 });

  const LONG = Array.from({ length: 200 }, (_, index) =>
    index === 0
      ? 'const greeting = "{{name|world}}";'
      : index === 149
        ? 'const repeat = {{times|3}};'
        : `const line${index + 1} = ${index + 1};`,
  ).join('\n');
  const MIDDLE = LONG.split('\n').slice(0, 100).join('\n');
  let owner: BrowserMember;
  let ownerName: string;
  let bigId: string;
  const versionIds: Record<string, string> = {};

  test.beforeAll(async () => {
    owner = await createVerifiedMember();
    ownerName = (await apiAs<{ username: string }>('/api/users/', owner)).username;
    const created = await apiAs<{ id: string }>('/api/snippets-groups/', owner, {
      method: 'POST',
      body: {
        technologyID: await technologyId('JavaScript'),
        isPublic: true,
        title: `Bounded ${WORD}`,
        versions: [
          { no: '1.0.0', name: 'short', snippets: [{ description: 'Tiny helper', code: 'tiny();' }] },
          { no: '1.5.0', name: 'middle', snippets: [{ description: 'Long helper', code: MIDDLE }] },
          {
            no: '2.0.0',
            name: 'long',
            snippets: [
              { description: 'Long helper', code: LONG },
              ...['second', 'third', 'fourth', 'fifth'].map((name) => ({ description: `The ${name}`, code: `${name}();` })),
            ],
          },
        ],
      },
    });
    bigId = created.id;
    const card = await apiAs<{ versions: { id: string; no: string }[] }>(`/api/public/groups/${bigId}`, null);
    for (const version of card.versions) versionIds[version.no] = version.id;
  });

  /** The member's page (their one group), and the versions the page reads in full, by number. */
  async function openMemberCard(page: Page) {
    const read: string[] = [];
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/api\/public\/groups\/([^/]+)\/versions\/([^/]+)$/);
      if (match) read.push(Object.entries(versionIds).find(([, id]) => id === match[2])?.[0] ?? match[2]);
    });
    await page.goto(`/u/${ownerName}`);
    const card = page.locator(`[data-testid="listing-card"][data-group-id="${bigId}"]`);
    await expect(card.getByTestId('version-select')).toContainText('2.0.0 · long');
    return { card, read, long: card.getByTestId('snippet').filter({ hasText: 'Long helper' }) };
  }

  test('a cut snippet shows "Show all 200 lines"; showing it and the other snippets reads the version once', async ({ page }) => {
    const { card, read, long } = await openMemberCard(page);
    await expect(card.getByTestId('snippet')).toHaveCount(3);
    await expect(long.getByTestId('code-view')).toContainText('const line30 = 30;');
    await expect(long.getByTestId('code-view')).not.toContainText('const line31 = 31;');
    expect(read).toEqual([]);

    await long.getByTestId('show-all-lines').click();
    await expect(long.getByTestId('code-view')).toContainText('const line200 = 200;');
    await expect(long.getByTestId('show-all-lines')).toHaveCount(0);
    await card.getByTestId('snippets-toggle').click();
    await expect(card.getByTestId('snippet-description')).toHaveText(['Long helper', 'The second', 'The third', 'The fourth', 'The fifth']);
    expect(read).toEqual(['2.0.0']);
  });

  test('a cut card passes axe and fits a phone, in both themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { card, long } = await openMemberCard(page);
    await expect(long.getByTestId('show-all-lines')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).include(`[data-group-id="${bigId}"]`).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`)).toEqual(
        [],
      );
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      await card.screenshot({ path: test.info().outputPath(`cut-card-${theme}.png`) });
    }
  });

  test('copy copies the whole code of a cut snippet; fill in works on the whole code', async ({ page }) => {
    const { long, read } = await openMemberCard(page);
    await expect(long.getByTestId('show-all-lines')).toHaveText('Show all 200 lines');
    await long.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(LONG);
    // Still the preview on screen: copying read the version, it did not show it.
    await expect(long.getByTestId('show-all-lines')).toBeVisible();

    // {{times}} is on line 150, beyond the preview: the dialog asks for it too.
    await long.getByRole('button', { name: 'Fill in and copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fill in the variables' });
    await expect(dialog.getByTestId('fill-times')).toHaveValue('3');
    await dialog.getByTestId('fill-name').fill('Ada');
    await dialog.getByTestId('fill-times').fill('7');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(LONG.replace('{{name|world}}', 'Ada').replace('{{times|3}}', '7'));
    // Read once, then from the cache.
    expect(read).toEqual(['2.0.0']);
  });

  test('switching the version reads that version and shows it', async ({ page }) => {
    const { card, read } = await openMemberCard(page);
    await card.getByTestId('version-select').click();
    await page.getByRole('option', { name: '1.0.0 · short' }).click();
    await expect(card.getByTestId('snippet-description')).toHaveText('Tiny helper');
    await expect(card.getByTestId('code-view')).toHaveText(/tiny\(\);/);
    await card.getByTestId('version-select').click();
    await page.getByRole('option', { name: '1.5.0 · middle' }).click();
    // A version read in full shows its whole code: no "Show all".
    await expect(card.getByTestId('code-view')).toContainText('const line100 = 100;');
    await expect(card.getByTestId('show-all-lines')).toHaveCount(0);
    expect(read).toEqual(['1.0.0', '1.5.0']);
  });

  test('the diff reads only the two versions it compares', async ({ page }) => {
    const { card, read } = await openMemberCard(page);
    await card.getByTestId('compare-versions').click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await expect(dialog.getByTestId('diff-summary')).toHaveText('5 snippets differ');
    const longDiff = dialog.getByTestId('diff-snippet').first();
    await expect(longDiff).toHaveAttribute('data-status', 'changed');
    // Lines 101 to 200 of the long snippet were added in 2.0.0: beyond any card's preview.
    await expect(longDiff.locator('[data-kind="added"]')).toHaveCount(100);
    await expect(longDiff).toContainText('const line200 = 200;');
    expect(read.toSorted()).toEqual(['1.5.0', '2.0.0']);

    await dialog.getByTestId('diff-from').click();
    await pickOption(page, '1.0.0 · short');
    await expect(dialog.getByTestId('diff-snippet').first()).toContainText('Tiny helper');
    expect(read.toSorted()).toEqual(['1.0.0', '1.5.0', '2.0.0']);
  });

  test('a member forks the version shown: the copy holds its whole code', async ({ page }) => {
    const reader = await createVerifiedMember();
    await startSignedIn(page, reader);
    const { card } = await openMemberCard(page);
    await card.getByTestId('fork-button').click();
    await page.getByRole('menuitem', { name: 'Fork only 2.0.0 · long' }).click();
    await expect(page.getByText('Forked: the copy is private, in your Profile')).toBeVisible();

    const [copy] = await apiAs<{ id: string; versions: { id: string; no: string; snippetCount: number }[] }[]>(
      '/api/snippets-groups/',
      reader,
    );
    expect(copy.versions.map((version) => [version.no, version.snippetCount])).toEqual([['2.0.0', 5]]);
    const whole = await apiAs<{ snippets: { code: string }[] }>(`/api/public/groups/${copy.id}/versions/${copy.versions[0].id}`, reader);
    expect(whole.snippets[0].code).toBe(LONG);
  });

  test('a card that lists only some of its 50 versions offers them all in its switcher and its diff', async ({ page }) => {
    const author = await createVerifiedMember();
    const authorName = (await apiAs<{ username: string }>('/api/users/', author)).username;
    const many = await apiAs<{ id: string }>('/api/snippets-groups/', author, {
      method: 'POST',
      body: {
        technologyID: await technologyId('JavaScript'),
        isPublic: true,
        versions: Array.from({ length: 50 }, (_, index) => ({
          no: `${index + 1}.0.0`,
          name: `release number ${index + 1} of the long series`,
          snippets: [{ description: `Version ${index + 1}`, code: `v${index + 1}();\n${'x'.repeat(60)}` }],
        })),
      },
    });
    const listed = (await apiAs<{ versions: unknown[] }>(`/api/public/groups/${many.id}`, null)).versions.length;
    expect(listed).toBeLessThan(50);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/public/groups/${many.id}/versions`) lists.push(request.url());
    });
    await page.goto(`/u/${authorName}`);
    const card = page.locator(`[data-testid="listing-card"][data-group-id="${many.id}"]`);
    await expect(card.getByTestId('version-select')).toContainText('50.0.0');
    await expect(card).toContainText('50 versions');
    expect(lists).toEqual([]);

    await card.getByTestId('version-select').click();
    await expect(page.getByRole('option')).toHaveCount(50);
    await page.getByRole('option', { name: '1.0.0 · release number 1 of the long series', exact: true }).click();
    await expect(card.getByTestId('snippet-description')).toHaveText('Version 1');
    await expect(card.getByTestId('code-view')).toContainText('v1();');

    await card.getByTestId('compare-versions').click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await expect(dialog.getByTestId('diff-summary')).toHaveText('1 snippet differs');
    await expect(dialog.getByTestId('diff-snippet')).toContainText('v2();');
    // 1.0.0 and 2.0.0 are among the versions the card left out: the dialog took them from the list read once.
    await expect(dialog.getByTestId('diff-from')).toContainText('1.0.0 · release number 1');
    await expect(dialog.getByTestId('diff-to')).toContainText('2.0.0 · release number 2');
    expect(lists).toHaveLength(1);
  });

  test("the group's page shows the version it opens on in full", async ({ page }) => {
    const read: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/versions/')) read.push(request.url());
    });
    await page.goto(`/g/${bigId}`);
    const card = page.getByTestId('listing-card');
    await expect(card.getByTestId('snippet-description')).toHaveText(['Long helper', 'The second', 'The third', 'The fourth', 'The fifth']);
    await expect(card.getByTestId('snippet').first().getByTestId('code-view')).toContainText('const line200 = 200;');
    await expect(card.getByTestId('show-all-lines')).toHaveCount(0);
    expect(read).toHaveLength(1);
  });
});
