import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, postGroup, startSignedIn } from '../support/session';

// Two browsers and several round trips each: slow on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('a member shares a private group by link: it opens signed out, read-only, and is refused once revoked', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await createVerifiedMember();
  await postGroup(owner, 'Python', {
    isPublic: false,
    versions: [
      { no: '1.0.0', name: 'stable', snippets: [{ description: 'Internal deploy helper', code: 'def deploy():\n    return "ok"' }] },
    ],
  });
  await startSignedIn(page, owner);
  await page.goto('/profile');
  const card = page.getByTestId('my-group-card');
  await expect(card).toHaveCount(1);
  await card.getByTestId('share-links-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No share links yet')).toBeVisible();
  await dialog.getByTestId('share-link-max-views').fill('5');
  await dialog.getByTestId('share-link-create').click();
  const url = (await dialog.getByTestId('share-link-value').textContent())!.trim();
  expect(url).toMatch(/\/s\/shr_[A-Za-z0-9_-]{43}$/);
  await dialog.getByTestId('share-link-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByTestId('share-link-item')).toContainText('0 of 5 views');

  // A visitor with no account opens it: the group, read-only.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByTestId('shared-notice')).toContainText(`Shared with you by`);
  await expect(visitorPage.getByTestId('shared-notice')).toContainText('4 views left.');
  await expect(visitorPage.getByTestId('snippet-description')).toHaveText('Internal deploy helper');
  await expect(visitorPage.getByTestId('listing-card').getByRole('button', { name: /upvote|report/i })).toHaveCount(0);

  // The owner sees the view, then revokes the link.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await card.getByTestId('share-links-open').click();
  await expect(page.getByRole('dialog').getByTestId('share-link-item')).toContainText('1 of 5 views');
  await page.getByRole('dialog').getByTestId('share-link-revoke').click();
  await page.getByTestId('share-link-confirm-revoke').click();
  await expect(page.getByRole('dialog').getByText('No share links yet')).toBeVisible();

  await visitorPage.reload();
  await expect(visitorPage.getByTestId('shared-unavailable')).toContainText('This link does not open anything');
  await expect(visitorPage.getByTestId('snippet-description')).toHaveCount(0);
  await visitor.close();
});

test('a share link opens a card and reads the rest through the link: every line, every version and the diff', async ({ page }) => {
  const owner = await createVerifiedMember();
  const long = Array.from({ length: 60 }, (_, index) => `line_${index + 1} = ${index + 1}`).join('\n');
  const group = await postGroup(owner, 'Python', {
    isPublic: false,
    versions: [
      { no: '1.0.0', name: 'old', snippets: [{ description: 'Numbers', code: 'line_1 = 1' }] },
      { no: '2.0.0', name: 'new', snippets: [{ description: 'Numbers', code: long }] },
    ],
  });
  const link = await apiAs<{ path: string; token: string }>(`/api/snippets-groups/${group.id}/share-links`, owner, {
    method: 'POST',
    body: {},
  });
  const publicReads: string[] = [];
  const linkReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/public/groups/')) publicReads.push(path);
    if (path.startsWith(`/api/shared/${link.token}/versions`)) linkReads.push(path);
  });
  await page.goto(link.path);
  const card = page.getByTestId('listing-card');
  // The card shows the first 30 lines; "Show all" reads the version through the link.
  await expect(card.getByTestId('code-view')).toContainText('line_30 = 30');
  await expect(card.getByTestId('code-view')).not.toContainText('line_60 = 60');
  expect(linkReads).toEqual([]);
  await card.getByTestId('show-all-lines').click();
  await expect(card.getByTestId('code-view')).toContainText('line_60 = 60');
  await card.getByTestId('compare-versions').click();
  const dialog = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(dialog.getByTestId('diff-snippet').locator('[data-kind="added"]')).toHaveCount(59);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await card.getByTestId('version-select').click();
  await page.getByRole('option', { name: '1.0.0 · old' }).click();
  await expect(card.getByTestId('code-view')).toContainText('line_1 = 1');
  await expect(card.getByTestId('code-view')).not.toContainText('line_2 = 2');
  // The group is private: the public version endpoint would refuse the reader, and nothing asked it.
  expect(publicReads).toEqual([]);
  expect(linkReads.length).toBeGreaterThan(0);
  // Reading on demand counted no view: the one opening.
  const [listed] = await apiAs<{ views: number }[]>(`/api/snippets-groups/${group.id}/share-links`, owner);
  expect(listed.views).toBe(1);
});

test('a public group card gives its embed code and raw links, and the embed renders highlighted', async ({ page }) => {
  const owner = await createVerifiedMember();
  const marker = `embedmarker${Date.now()}`;
  await postGroup(owner, 'Python', {
    isPublic: true,
    versions: [{ no: '1.0.0', name: 'stable', snippets: [{ description: marker, code: 'def hello():\n    return 42' }] }],
  });
  await page.goto(`/?q=${marker}`);
  const card = page.getByTestId('listing-card').filter({ hasText: marker });
  await card.getByTestId('embed-open').click();
  const code = (await page.getByTestId('embed-code').textContent())!;
  const src = /src="([^"]+)"/.exec(code)![1];
  expect(src).toMatch(/\/embed\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const raw = await page.getByTestId('raw-link').first().getAttribute('href');
  const rawText = await (await page.request.get(raw!)).text();
  expect(rawText).toBe('def hello():\n    return 42');

  // Another site frames it.
  await page.setContent(`<h1>My blog</h1>${code}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.hljs-keyword').first()).toHaveText('def');
  await expect(frame.getByText(marker)).toBeVisible();
});
