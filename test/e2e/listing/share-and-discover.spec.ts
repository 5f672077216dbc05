import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiAs as api, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';
import { resultsDir } from '../support/results';

/** Issue 13: group, technology and member pages, their link previews, and following. */
const WORD = `share${Date.now().toString(36)}`;

interface Group {
  id: string;
}

async function createGroup(member: BrowserMember, title: string, description = ''): Promise<Group> {
  return api<Group>('/api/snippets-groups', member, {
    method: 'POST',
    body: {
      technologyID: await technologyId('Python'),
      title,
      description,
      versions: [{ no: '1.0.0', snippets: [{ description: `Prints ${WORD}`, code: `print("${WORD}")` }] }],
    },
  });
}

async function usernameOf(member: BrowserMember): Promise<string> {
  return (await api<{ username: string }>('/api/users/', member)).username;
}

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

let owner: BrowserMember;
let ownerName: string;
let group: Group;

test.beforeAll(async () => {
  owner = await createVerifiedMember();
  ownerName = await usernameOf(owner);
  group = await createGroup(owner, `Handy ${WORD} helpers`, 'Small helpers for printing');
});

test('a card links to its group page, which links to its technology and owner', async ({ page }) => {
  await page.goto(`/?q=${WORD}`);
  const card = page.getByTestId('listing-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('group-description')).toHaveText('Small helpers for printing');
  await card.getByTestId('group-link').click();

  await expect(page).toHaveURL(`/g/${group.id}`);
  await expect(page.getByTestId('group-page-title')).toHaveText(`Handy ${WORD} helpers`);
  await expect(page).toHaveTitle(`Handy ${WORD} helpers · Snipstack`);
  const full = page.getByTestId('listing-card');
  await expect(full.getByTestId('snippet-description')).toHaveText(`Prints ${WORD}`);
  await expect(full.getByRole('button', { name: 'Upvote' })).toBeVisible();
  await expect(full.getByTestId('copy-code')).toHaveCount(1);

  await full.getByTestId('technology-link').click();
  await expect(page).toHaveURL('/t/python');
  await expect(page.getByTestId('technology-name')).toHaveText('Python');
  await page.getByTestId('technology-sort').getByText('Newest').click();
  await expect(page).toHaveURL('/t/python?sort=recent');
  await expect(page.getByTestId('listing-card').first().getByTestId('group-link')).toHaveText(`Handy ${WORD} helpers`);

  await page.getByTestId('listing-card').first().getByTestId('group-owner').click();
  await expect(page).toHaveURL(`/u/${ownerName}`);
  await expect(page.getByTestId('member-username')).toHaveText(ownerName);
  await expect(page.getByTestId('listing-card')).toHaveCount(1);
});

test('a missing or private group shows the 404 page', async ({ page }) => {
  const hidden = await api<Group>('/api/snippets-groups', owner, {
    method: 'POST',
    body: { technologyID: await technologyId('Python'), title: 'Private one', isPublic: false },
  });
  for (const path of [`/g/${hidden.id}`, '/g/00000000-0000-4000-8000-000000000000', '/u/nobody-by-this-name', '/t/no-such-tech']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
  }
});

test('the server writes the group title into the Open Graph tags (no JavaScript)', async ({ request }) => {
  const res = await request.get(`/g/${group.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<meta property="og:title" content="Handy ${WORD} helpers · Snipstack" />`);
  expect(html).toContain(
    `<meta property="og:description" content="Small helpers for printing — Prints ${WORD} — print(&#34;${WORD}&#34;)" />`,
  );
  expect(html).toContain('<script type="module"');
});

test('a member follows another, sees their new group in Following, and unfollows', async ({ page }) => {
  const reader = await createVerifiedMember();
  await startSignedIn(page, reader);
  await page.goto(`/u/${ownerName}`);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('Follow');
  await expect(page.getByTestId('member-followers')).toHaveText('0 followers');
  await follow.click();
  await expect(follow).toHaveText('Following');
  await expect(page.getByTestId('member-followers')).toHaveText('1 follower');

  const fresh = await createGroup(owner, `Fresh ${WORD} group`);
  await page.goto('/');
  await page.getByTestId('index-view').getByText('Following').click();
  await expect(page).toHaveURL('/?view=following');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first().getByTestId('group-link')).toHaveText(`Fresh ${WORD} group`);
  await expect(cards).toHaveCount(2);
  await cards.first().getByTestId('group-link').click();
  await expect(page).toHaveURL(`/g/${fresh.id}`);

  await page.goto(`/u/${ownerName}`);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('Follow');
  await page.goto('/?view=following');
  await expect(page.getByTestId('groups-empty')).toContainText('follow members');
});

test('the owner gives a group a title and description from the Profile', async ({ page }) => {
  const member = await createVerifiedMember();
  const untitled = await api<Group>('/api/snippets-groups', member, {
    method: 'POST',
    body: { technologyID: await technologyId('Python') },
  });
  await startSignedIn(page, member);
  await page.goto('/profile');
  const card = page.locator(`[data-testid="my-group-card"][data-group-id="${untitled.id}"]`);
  await expect(card.getByTestId('group-link')).toHaveText('Python snippets');
  await card.getByTestId('edit-details').click();
  await card.getByTestId('group-title-input').fill(`Edited ${WORD}`);
  await card.getByTestId('group-description-input').fill('Now described');
  await card.getByTestId('save-details').click();
  await expect(card.getByTestId('group-link')).toHaveText(`Edited ${WORD}`);
  await expect(card.getByTestId('group-description')).toHaveText('Now described');
  await page.reload();
  await expect(card.getByTestId('group-link')).toHaveText(`Edited ${WORD}`);
});

test.describe('at 390 px, in both themes and languages', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the group, technology and member pages fit the phone', async ({ page }) => {
    const pages: [string, string, string][] = [
      [`/g/${group.id}`, 'group-page', 'group'],
      ['/t/python', 'technology-page', 'technology'],
      [`/u/${ownerName}`, 'member-page', 'member'],
    ];
    for (const theme of ['light', 'dark'] as const) {
      for (const [path, testId, name] of pages) {
        await page.goto(path);
        if (theme === 'dark' && name === 'group') {
          await page.getByRole('button', { name: 'Theme' }).click();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId(testId)).toBeVisible();
        await expect(page.getByTestId('listing-card').first()).toBeVisible();
        await expectNoSidewaysScroll(page, `${name} (${theme})`);
        await page.screenshot({ path: join(resultsDir, 'screens', `issue13-${name}-${theme}.png`), fullPage: true });
      }
    }
  });

  test('the pages speak Spanish', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('snipstack-preferences', JSON.stringify({ state: { language: { id: 'es-ES', name: 'Español' } }, version: 1 })),
    );
    await page.goto(`/u/${ownerName}`);
    await expect(page.getByTestId('member-followers')).toContainText('seguidor');
    await expect(page.getByText(`Grupos públicos de ${ownerName}`)).toBeVisible();
    await page.goto('/t/python');
    await expect(page.getByTestId('technology-sort')).toContainText('Más votados');
    await page.goto(`/g/${group.id}`);
    await expect(page.getByText(/Creado el/)).toBeVisible();
    await page.screenshot({ path: join(resultsDir, 'screens', 'issue13-group-es.png'), fullPage: true });
  });
});
