import { expect, type Page, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from './support/session';
import { pickOption } from './support/antd';

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
