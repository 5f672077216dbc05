import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, createVerifiedMember, startSignedIn, technologyId } from '../support/session';

/**
 * Every custom select of the app (the Profile's technology filter, the version switchers of the Index and the
 * Profile, the Index's sort, the language): a choice closes its list, and the next click opens it again.
 * Issue 42: the Profile's filter sat in a <label>, which passed the click on an option on to the select's
 * button, so the list opened again at once and the next click closed it instead.
 */

/** The list a select-only combobox controls (ListSelect). */
function listOf(page: Page, select: Locator): Promise<Locator> {
  return select.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
}

/** Opens `select`, chooses the option named `option`, then checks the list stays closed and opens on the next click. */
async function chooseThenReopen(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const list = await listOf(page, select);
  await select.click();
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option }).click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test.describe('custom selects', () => {
  test('a choice closes the list and the next click opens it: filter, version switchers, sort and language', async ({ page }) => {
    const member = await createVerifiedMember();
    const word = `quenelle${Date.now().toString(36)}`;
    const [goId, pythonId] = await Promise.all([technologyId('Go'), technologyId('Python')]);
    await apiAs('/api/snippets-groups/', member, {
      method: 'POST',
      body: {
        technologyID: goId,
        isPublic: true,
        versions: [
          { no: '1.0.0', name: 'One', snippets: [{ description: `${word} one`, code: 'package one' }] },
          { no: '2.0.0', name: 'Two', snippets: [{ description: `${word} two`, code: 'package two' }] },
        ],
      },
    });
    await apiAs('/api/snippets-groups/', member, {
      method: 'POST',
      body: { technologyID: pythonId, isPublic: true, versions: [{ no: '3.12', snippets: [{ description: `${word} py`, code: 'pass' }] }] },
    });
    await startSignedIn(page, member);

    // The Profile: the technology filter (the report) and a group's version switcher.
    await page.goto('/profile');
    const cards = page.getByTestId('my-group-card');
    await expect(cards).toHaveCount(2);
    const filter = page.getByTestId('technology-filter');
    await chooseThenReopen(page, filter, /^Go/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Go');
    await chooseThenReopen(page, cards.getByTestId('version-select'), '1.0.0 — One');
    await expect(cards.getByTestId('snippet')).toContainText('package one');

    // The Index: the sort and a card's version switcher.
    await page.goto(`/?q=${word}`);
    const card = page.getByTestId('listing-card').filter({ has: page.getByTestId('version-select') });
    await expect(card).toHaveCount(1);
    await chooseThenReopen(page, page.getByTestId('sort-select'), 'Recent');
    await expect(page).toHaveURL(/sort=recent/);
    await chooseThenReopen(page, card.getByTestId('version-select'), '2.0.0 · Two');
    await expect(card).toContainText('package two');

    // The language menu (a menu button): its menu leaves with the choice and comes back on the next click.
    const language = page.getByTestId('language-switch');
    await language.click();
    await page.getByTestId('language-option-es-ES').click();
    await expect(language).toHaveAttribute('aria-label', 'Idioma: Español');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await language.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByTestId('language-option-en-EN').click();
    await expect(language).toHaveAttribute('aria-label', 'Language: English');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
