import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, startSignedIn, technologyId } from '../support/session';

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
});
