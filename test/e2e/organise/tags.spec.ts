import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';
import { pickOption } from '../support/antd';

/** Issue 41's tags in the browser: typed and suggested in the group form, shown on cards, filtering the Profile. */

test.describe('tags', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member tags a new group (typed and suggested), sees the tags on the card, filters by one and edits them', async ({ browser }) => {
    const word = `t${stamp()}`;
    // Another member's public group makes "<word>-popular" one of the site's tags.
    const other = await createVerifiedMember();
    await apiAs('/api/snippets-groups', other, {
      method: 'POST',
      body: { technologyID: await technologyId('Python'), tags: [`${word}-popular`] },
    });
    const member = await createVerifiedMember();
    await apiAs('/api/snippets-groups', member, {
      method: 'POST',
      body: { technologyID: await technologyId('Python'), title: 'Untagged' },
    });
    const page = await pageOf(browser, member);
    await page.goto('/profile');
    await expect(page.getByTestId('my-group-card')).toHaveCount(1);

    await page.getByTestId('new-group').click();
    const dialog = page.getByRole('dialog', { name: 'New snippets group' });
    await dialog.getByRole('combobox', { name: 'Technology' }).click();
    await page.keyboard.type('TypeScript');
    await pickOption(page, 'TypeScript');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Tagged helpers');
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await tags.click();
    await page.keyboard.type(`${word.toUpperCase()}-Mine,`);
    await page.keyboard.type(`${word}-pop`);
    await expect(page.getByTestId('tag-suggestion').filter({ hasText: `${word}-popular` })).toBeVisible();
    await pickOption(page, `${word}-popular`);
    await expect(dialog.getByTestId('group-tags-input')).toContainText(`${word}-mine`);
    await expect(dialog.getByTestId('group-tags-input')).toContainText(`${word}-popular`);
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog).toBeHidden();

    const tagged = page.getByTestId('my-group-card').filter({ hasText: 'Tagged helpers' });
    await expect(tagged.getByTestId('group-tags')).toHaveText(`#${word}-mine#${word}-popular`);

    // The Profile filters by one of the member's tags.
    await page.getByTestId('tag-filter').click();
    await page.getByRole('option', { name: new RegExp(`#${word}-mine`) }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${word}-mine`));
    await expect(page.getByTestId('my-group-card')).toHaveCount(1);
    await expect(page.getByTestId('my-group-card')).toContainText('Tagged helpers');

    // Editing the details changes the tags; the group page shows them to everyone.
    const card = page.getByTestId('my-group-card');
    await card.getByRole('button', { name: 'Edit title and description' }).click();
    const form = card.getByTestId('edit-details-form');
    await form.getByRole('combobox', { name: 'Tags' }).click();
    await page.keyboard.type('extra ');
    await form.getByTestId('save-details').click();
    await expect(form).toHaveCount(0);
    await expect(card.getByTestId('group-tags')).toHaveText(`#${word}-mine#${word}-popular#extra`);
    await card.getByTestId('group-link').click();
    await expect(page.getByTestId('group-page-title')).toHaveText('Tagged helpers');
    await expect(page.getByTestId('group-tags')).toHaveText(`#${word}-mine#${word}-popular#extra`);
    await page.context().close();
  });

  test('in Spanish at 390 px: the tag field and the card fit the screen', async ({ browser }) => {
    const member = await createVerifiedMember();
    await apiAs('/api/snippets-groups', member, {
      method: 'POST',
      body: {
        technologyID: await technologyId('Python'),
        title: 'Etiquetas',
        tags: ['una-etiqueta-bastante-larga-xx', 'python', 'scripts'],
      },
    });
    const page = await pageOf(browser, member, { language: 'es-ES', phone: true });
    await page.goto('/profile');
    await expect(page.getByTestId('group-tags')).toContainText('#una-etiqueta-bastante-larga-xx');
    await expect(page.getByRole('combobox', { name: 'Etiqueta', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Editar título y descripción' }).click();
    await expect(page.getByRole('combobox', { name: 'Etiquetas' })).toBeVisible();
    await expect(page.getByText('Hasta 10 palabras en minúsculas: letras, cifras y -')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
