import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, startSignedIn, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';

/** Issue 41's pins and stars in the browser: a member pins a group to their page; "Starred" lists what they upvoted. */
test.describe('pins and stars', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member pins a group from the Profile, visitors see it on top of their page; upvoted groups are in Starred', async ({ page }) => {
    const owner = await createVerifiedMember();
    const pythonId = await technologyId('Python');
    const pinned = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
      method: 'POST',
      body: { technologyID: pythonId, title: `Pinned helpers ${Date.now()}` },
    });
    await apiAs('/api/snippets-groups', owner, { method: 'POST', body: { technologyID: pythonId, title: 'Not pinned' } });
    const me = await apiAs<{ username: string }>('/api/users/', owner);

    await startSignedIn(page, owner);
    await page.goto('/profile');
    const card = page.getByTestId('my-group-card').filter({ hasText: 'Pinned helpers' });
    await card.getByRole('button', { name: 'Pin to my page' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Pinned to your page' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unpin from my page' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/u/${me.username}`);
    const pins = page.getByTestId('member-pins');
    await expect(pins.getByRole('heading', { name: 'Pinned' })).toBeVisible();
    await expect(pins.getByTestId('listing-card')).toHaveCount(1);
    await expect(pins.getByTestId('listing-card')).toContainText('Pinned helpers');

    // Another member upvotes it: it is in their Starred view, one click from the Index.
    const fan = await createVerifiedMember();
    await apiAs('/api/interactions/upvote', fan, { method: 'PATCH', body: { snippetsGroupsID: pinned.id } });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await startSignedIn(page, fan);
    await page.goto('/');
    await page.getByTestId('index-view').getByText('Starred').click();
    await expect(page).toHaveURL(/view=starred/);
    await expect(page.getByRole('heading', { name: 'Groups you starred' })).toBeVisible();
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(page.getByTestId('listing-card')).toContainText('Pinned helpers');
  });

  test('a member reorders their three pins on their page with the keyboard; the order is kept', async ({ browser }) => {
    const owner = await createVerifiedMember();
    const pythonId = await technologyId('Python');
    const word = `po${stamp()}`;
    const titles = ['Alpha', 'Bravo', 'Charlie'].map((name) => `${name} ${word}`);
    for (const title of titles) {
      const group = await apiAs<{ id: string }>('/api/snippets-groups', owner, { method: 'POST', body: { technologyID: pythonId, title } });
      await apiAs(`/api/pins/${group.id}`, owner, { method: 'PUT', body: {} });
    }
    const me = await apiAs<{ username: string }>('/api/users/', owner);
    const page = await pageOf(browser, owner);
    await page.goto(`/u/${me.username}`);
    const cards = page.getByTestId('member-pins').getByTestId('listing-card');
    await expect(cards).toHaveCount(3);
    for (const [index, title] of titles.entries()) await expect(cards.nth(index)).toContainText(title);

    const order = page.getByTestId('pin-order');
    await order.getByRole('button', { name: 'Change the order' }).click();
    await expect(order.getByRole('button', { name: `Move ${titles[0]} up` })).toBeDisabled();
    // Charlie to the top with the keyboard: Tab to its "up" button, Enter; the focus stays on it for the next Enter.
    await order.getByRole('button', { name: `Move ${titles[1]} down` }).focus();
    await page.keyboard.press('Tab');
    const charlieUp = order.getByRole('button', { name: `Move ${titles[2]} up` });
    await expect(charlieUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast').filter({ hasText: 'Pinned groups reordered' }).first()).toBeVisible();
    await expect(order.getByRole('listitem').nth(1)).toContainText(titles[2]);
    await expect(charlieUp).toBeEnabled();
    await expect(charlieUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(order.getByRole('listitem').first()).toContainText(titles[2]);
    // At the top, its "up" is disabled: the focus moves to its "down".
    await expect(order.getByRole('button', { name: `Move ${titles[2]} down` })).toBeFocused();
    await expect(cards.first()).toContainText(titles[2]);

    await page.reload();
    const expected = [titles[2], titles[0], titles[1]];
    for (const [index, title] of expected.entries()) await expect(cards.nth(index)).toContainText(title);
    // Visitors see the same order; they have no order to change.
    const visitor = await pageOf(browser, null, { language: 'es-ES', phone: true });
    await visitor.goto(`/u/${me.username}`);
    const seen = visitor.getByTestId('member-pins').getByTestId('listing-card');
    for (const [index, title] of expected.entries()) await expect(seen.nth(index)).toContainText(title);
    await expect(visitor.getByTestId('pin-order')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await visitor.context().close();

    // The owner's own page in Spanish at 390 px: the order fits the screen.
    const phone = await pageOf(browser, owner, { language: 'es-ES', phone: true });
    await phone.goto(`/u/${me.username}`);
    await phone.getByRole('button', { name: 'Cambiar el orden' }).click();
    await expect(phone.getByRole('button', { name: `Bajar ${titles[2]}` })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await phone.context().close();
    await page.context().close();
  });
});
