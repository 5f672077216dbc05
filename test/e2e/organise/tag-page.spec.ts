import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';

/** Issue 41's tag page: a tag on a card leads to the public groups holding it, most upvoted or newest first. */

test.describe('the tag page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a tag on a group page leads to its page, sorted by popularity or recency', async ({ browser }) => {
    const tag = `tg${stamp()}`;
    const author = await createVerifiedMember();
    const fan = await createVerifiedMember();
    const pythonId = await technologyId('Python');
    const liked = await apiAs<{ id: string }>('/api/snippets-groups', author, {
      method: 'POST',
      body: { technologyID: pythonId, title: `${tag} liked`, tags: [tag] },
    });
    await apiAs('/api/snippets-groups', author, { method: 'POST', body: { technologyID: pythonId, title: `${tag} newest`, tags: [tag] } });
    await apiAs('/api/interactions/upvote', fan, { method: 'PATCH', body: { snippetsGroupsID: liked.id } });

    const page = await pageOf(browser, null);
    await page.goto(`/g/${liked.id}`);
    await page
      .getByTestId('group-tags')
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
    await expect(page.getByTestId('tag-page-title')).toHaveText(`#${tag}`);
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${tag} liked`);
    await page.getByTestId('tag-sort').getByText('Newest').click();
    await expect(cards.first()).toContainText(`${tag} newest`);
    await expect(page).toHaveTitle(new RegExp(`#${tag}`));
    await page.context().close();
  });

  test('in Spanish at 390 px: the tag page fits the screen', async ({ browser }) => {
    const tag = `es${stamp()}`;
    const author = await createVerifiedMember();
    await apiAs('/api/snippets-groups', author, {
      method: 'POST',
      body: { technologyID: await technologyId('Python'), title: 'Un grupo con un título bastante largo para un teléfono', tags: [tag] },
    });
    const page = await pageOf(browser, null, { language: 'es-ES', phone: true });
    await page.goto(`/tags/${tag}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(page.getByText(`Grupos de snippets públicos con la etiqueta «${tag}».`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
