import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';

/** Issue 41's collections in the browser: added to from a card, a collection's page with its order, seen by visitors. */

test.describe('collections', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a member collects two groups from their cards, orders them on the collection's page; visitors see it", async ({ browser }) => {
    const word = `col${stamp()}`;
    const author = await createVerifiedMember();
    const pythonId = await technologyId('Python');
    const first = await apiAs<{ id: string }>('/api/snippets-groups', author, {
      method: 'POST',
      body: { technologyID: pythonId, title: `${word} first` },
    });
    const second = await apiAs<{ id: string }>('/api/snippets-groups', author, {
      method: 'POST',
      body: { technologyID: pythonId, title: `${word} second` },
    });
    const member = await createVerifiedMember();
    const page = await pageOf(browser, member);

    // From the first group's page: a new public collection, with the group in it.
    await page.goto(`/g/${first.id}`);
    await page.getByTestId('add-to-collection').click();
    const dialog = page.getByTestId('add-to-collection-dialog');
    await dialog.getByRole('textbox', { name: 'Collection name' }).fill(`${word} picks`);
    await dialog.getByRole('switch', { name: 'Public' }).click();
    await dialog.getByTestId('new-collection-submit').click();
    await expect(dialog.getByTestId('collection-choice')).toBeChecked();
    await page.keyboard.press('Escape');

    // From the second group's page: ticked into the same collection.
    await page.goto(`/g/${second.id}`);
    await page.getByTestId('add-to-collection').click();
    // The tick follows the server's answer.
    const choice = page.getByTestId('add-to-collection-dialog').getByTestId('collection-choice');
    await choice.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to the collection' })).toBeVisible();
    await expect(choice).toBeChecked();
    await page.keyboard.press('Escape');

    // The member's collections lead to its page; the owner moves the second group up.
    await page.goto('/collections');
    await page
      .getByTestId('my-collection')
      .filter({ hasText: `${word} picks` })
      .click();
    await expect(page.getByTestId('collection-name')).toHaveText(`${word} picks`);
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${word} first`);
    await page.getByRole('button', { name: `Move ${word} second up` }).click();
    await expect(cards.first()).toContainText(`${word} second`);
    const url = page.url();

    // A visitor opens the public collection; the group's page names it.
    const visitor = await pageOf(browser, null);
    await visitor.goto(url);
    await expect(visitor.getByTestId('collection-name')).toHaveText(`${word} picks`);
    await expect(visitor.getByTestId('listing-card')).toHaveCount(2);
    await expect(visitor.getByTestId('collection-owner-panel')).toHaveCount(0);
    await visitor.goto(`/g/${first.id}`);
    await expect(visitor.getByTestId('group-collections')).toContainText(`${word} picks`);
    await visitor.context().close();
    await page.context().close();
  });

  test("in Spanish at 390 px: a collection's page fits the screen", async ({ browser }) => {
    const member = await createVerifiedMember();
    const group = await apiAs<{ id: string }>('/api/snippets-groups', member, {
      method: 'POST',
      body: { technologyID: await technologyId('Python'), title: 'Grupo' },
    });
    const collection = await apiAs<{ id: string }>('/api/collections', member, {
      method: 'POST',
      body: { name: 'Una colección con un nombre bastante largo para un teléfono', isPublic: true },
    });
    await apiAs(`/api/collections/${collection.id}/items`, member, { method: 'POST', body: { groupId: group.id } });
    const page = await pageOf(browser, member, { language: 'es-ES', phone: true });
    await page.goto(`/c/${collection.id}`);
    await expect(page.getByText('Orden de los grupos')).toBeVisible();
    await expect(page.getByText('Grupos de esta colección')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
