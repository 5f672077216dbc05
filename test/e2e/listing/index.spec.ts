import { expect, type Page, test } from '@playwright/test';
import { type BrowserMember, createVerifiedMember, startSignedIn } from '../support/session';

/**
 * The Index ("Everyone's Public Snippets") against the real server: search with highlighted matches,
 * technology filter, paging with the URL and the back button, upvotes, reports and view modes.
 * Groups are created through the API first; a word no other test uses keeps the counts exact.
 */
const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const WORD = `kumquat${Date.now().toString(36)}`;

let owner: BrowserMember;
let visitor: BrowserMember;
let cssID: string;

async function api<T>(path: string, member: BrowserMember | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  [owner, visitor] = await Promise.all([createVerifiedMember(), createVerifiedMember()]);
  await api('/api/users/', owner);
  await api('/api/users/', visitor);
  const technologies = await api<{ id: string; name: string }[]>('/api/public/technologies', null);
  const idOf = (name: string) => technologies.find((technology) => technology.name === name)!.id;
  cssID = idOf('CSS');
  const create = (technologyID: string, versions: unknown[]) =>
    api('/api/snippets-groups/', owner, { method: 'POST', body: { technologyID, isPublic: true, versions } });

  // 14 groups: 8 React (one with useEffect in an older version), 6 CSS; created one after another.
  await create(idOf('React'), [
    { no: '2.0.0', name: 'Latest', snippets: [{ description: `${WORD} latest`, code: 'export const answer = 42;' }] },
    {
      no: '1.0.0',
      name: 'Hooks',
      snippets: [
        { description: 'Fetch on mount', code: `import { useEffect } from "react"; // ${WORD}\n\nuseEffect(() => {\n  load();\n}, []);` },
      ],
    },
  ]);
  for (let index = 1; index < 8; index += 1) {
    await create(idOf('React'), [
      {
        no: '1.0.0',
        name: 'Components',
        snippets: [{ description: `${WORD} component ${index}`, code: `export const C${index} = () => null;` }],
      },
    ]);
  }
  for (let index = 0; index < 6; index += 1) {
    await create(cssID, [
      { no: '1.0.0', name: 'Layout', snippets: [{ description: `${WORD} layout ${index}`, code: `.box-${index} { display: grid; }` }] },
    ]);
  }
});

const cards = (page: Page) => page.getByTestId('listing-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search snippets' });
const toast = (page: Page, kind: 'success' | 'warning' | 'error', text: string) =>
  page.locator(`[data-testid="toast"][data-kind="${kind}"]`).filter({ hasText: text });

test.describe("Index: everyone's public snippets", () => {
  test.use({ viewport: { width: 1800, height: 1000 } });
  // A shared machine can be slow: these walk through several screens each.
  test.describe.configure({ timeout: 120_000 });

  test('a search shows why a group matched: the excerpt with the match highlighted, in the matching version', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/public' && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Everyone's Public Snippets");

    // Typing a prefix of a code symbol: no request per keystroke, the group shows why it matched.
    await searchBox(page).pressSequentially(`${WORD} useEff`, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`\\?q=${WORD}\\+useEff$`));
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByTestId('group-technology')).toHaveText('React');
    await expect(card.getByTestId('group-match')).toContainText('Matched in the code');
    await expect(card.getByTestId('group-match-excerpt')).toHaveText(`import { useEffect } from "react"; // ${WORD}`);
    // The highlight is the token the search matched: the whole identifier its prefix found.
    await expect(card.locator('mark')).toHaveText(['useEffect', WORD]);
    // While a search is typed, the listing sorts by best match.
    await expect(page.getByTestId('sort-select')).toContainText('Best match');
    // The version holding the match is shown (not the first one).
    await expect(card.getByTestId('version-select')).toContainText('1.0.0 · Hooks');
    await expect(card.getByTestId('snippet-description')).toHaveText('Fetch on mount');
    // Debounced: a request when typing pauses, not one per keystroke (the vitest suite checks the exact count).
    expect(searches.length).toBeLessThanOrEqual(3);
    expect(searches.at(-1)).toBe(`${WORD} useEff`);

    // Switching the version shows that version's snippets.
    await card.getByTestId('version-select').click();
    await page.getByRole('option', { name: '2.0.0 · Latest' }).click();
    await expect(card.getByTestId('snippet-description')).toHaveText(`${WORD} latest`);
  });

  test('the technology filter and the pages live in the URL, and back returns to page 1', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('groups-total')).toBeVisible();
    // All 14 groups of the word: two pages.
    await searchBox(page).fill(WORD);
    await expect(page).toHaveURL(`/?q=${WORD}`);
    await expect(page.getByTestId('groups-total')).toHaveText('14 groups');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('groups-pagination').getByRole('button', { name: 'Page 2' })).toBeVisible();

    // Technology filter: CSS only.
    await page.getByTestId('technology-item').filter({ hasText: /^CSS$/ }).click();
    await expect(page).toHaveURL(`/?q=${WORD}&tech=${cssID}`);
    await expect(page.getByTestId('groups-total')).toHaveText('6 groups');
    await expect(cards(page).getByTestId('group-technology')).toHaveText(Array(6).fill('CSS'));
    await expect(page.getByTestId('groups-pagination')).toHaveCount(0);
    await page.getByTestId('technology-clear').click();
    await expect(page).toHaveURL(`/?q=${WORD}`);
    await expect(page.getByTestId('groups-total')).toHaveText('14 groups');

    // Page 2, then the browser's back button.
    const firstOnPage1 = await cards(page).first().getAttribute('data-group-id');
    await page.getByTestId('groups-pagination').getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`/?q=${WORD}&page=2`);
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(`/?q=${WORD}`);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toHaveAttribute('data-group-id', firstOnPage1!);
    await expect(page.getByTestId('groups-pagination').locator('[aria-current="page"]')).toHaveText('1');
    await expect(searchBox(page)).toHaveValue(WORD);

    // A shared link opens the same view; a search without results shows the seed's empty state.
    await page.goto(`/?q=${WORD}&tech=${cssID}&sort=recent`);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByTestId('listing-toolbar')).toContainText('Recent');
    await expect(page.getByTestId('groups-total')).toHaveText('6 groups');
    await expect(cards(page).first().getByTestId('snippet-description')).toHaveText(`${WORD} layout 5`);
    await searchBox(page).fill(`${WORD} nothingmatchesthis`);
    await expect(page.getByTestId('groups-empty')).toHaveText('No snippets groups with the filter selected. Try with another');
  });

  test('an anonymous visitor is asked to log in to upvote', async ({ page }) => {
    await page.goto(`/?q=${WORD}`);
    const card = cards(page).first();
    await expect(card.getByTestId('upvote-count')).toHaveText('0');
    await card.getByTestId('upvote-button').click();
    await expect(toast(page, 'warning', 'Log in to upvote snippet groups')).toBeVisible();
    await expect(card.getByTestId('upvote-count')).toHaveText('0');
    await page.getByTestId('sign-in-prompt-login').click();
    await expect(page).toHaveURL('/login');
  });

  test('a member upvotes (and takes it back) and reports a group once', async ({ page }) => {
    await startSignedIn(page, visitor);
    await page.goto(`/?q=${WORD}&tech=${cssID}`);
    const card = cards(page).first();
    const groupID = await card.getAttribute('data-group-id');
    const upvote = card.getByTestId('upvote-button');
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    // The card changes at once (optimistic); the reload below must come after the server's answer,
    // or it would abort the call it checks.
    const upvoted = page.waitForResponse(
      (response) => response.url().endsWith('/api/interactions/upvote') && response.request().method() === 'PATCH',
    );
    await upvote.click();
    await expect(card.getByTestId('upvote-count')).toHaveText('1');
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    expect((await upvoted).status()).toBe(200);
    // Kept by the server.
    await page.reload();
    const reloaded = page.locator(`[data-testid="listing-card"][data-group-id="${groupID}"]`);
    await expect(reloaded.getByTestId('upvote-count')).toHaveText('1');
    await expect(reloaded.getByTestId('upvote-button')).toHaveAttribute('aria-pressed', 'true');
    await reloaded.getByTestId('upvote-button').click();
    await expect(reloaded.getByTestId('upvote-count')).toHaveText('0');
    await expect(reloaded.getByTestId('upvote-button')).toHaveAttribute('aria-pressed', 'false');

    // Report with a reason, after the confirmation.
    await reloaded.getByTestId('report-button').click();
    const dialog = page.getByRole('dialog', { name: 'Report this snippet group?' });
    await dialog.getByTestId('report-category').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Copyright' }).click();
    await dialog.getByTestId('report-reason').fill('Copied from a paid course');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'success', 'Group reported!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(reloaded.getByTestId('report-button')).toBeDisabled();

    // A second report of the same group: the server's message, as a warning.
    await page.reload();
    await page.locator(`[data-testid="listing-card"][data-group-id="${groupID}"]`).getByTestId('report-button').click();
    await page.getByRole('dialog', { name: 'Report this snippet group?' }).getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'warning', 'You already reported this group')).toBeVisible();
  });

  test('the owner sees no report button on their own groups', async ({ page }) => {
    await startSignedIn(page, owner);
    await page.goto(`/?q=${WORD}`);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('upvote-button')).toHaveCount(12);
    await expect(page.getByTestId('report-button')).toHaveCount(0);
  });

  test('view modes: three columns on a wide window, refused on a narrow one', async ({ page }) => {
    await page.goto(`/?q=${WORD}`);
    const list = page.getByTestId('groups-list');
    await expect(cards(page)).toHaveCount(12);
    await page.getByTestId('view-mode-triple').click();
    await expect(list).toHaveAttribute('data-columns', '3');
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards(page).nth(index).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(second!.y).toBe(third!.y);
    await page.getByTestId('view-mode-double').click();
    await expect(list).toHaveAttribute('data-columns', '2');
    await page.getByTestId('view-mode-single').click();
    await expect(list).toHaveAttribute('data-columns', '1');

    await page.setViewportSize({ width: 900, height: 900 });
    await page.getByTestId('view-mode-triple').click();
    await expect(toast(page, 'warning', 'Not enough screen size for this view mode')).toBeVisible();
    await expect(list).toHaveAttribute('data-columns', '1');
    const [a, b] = await Promise.all([0, 1].map((index) => cards(page).nth(index).boundingBox()));
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });
});
