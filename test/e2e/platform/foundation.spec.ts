import { expect, test } from '@playwright/test';

test.describe('the web shell', () => {
  test('the index shows "Everyone\'s Public Snippets" and the technologies from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Everyone's Public Snippets");
    await expect(page).toHaveTitle(/Everyone's Public Snippets/);
    const items = page.getByTestId('technology-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(30);
    for (const name of ['TypeScript', 'Python', 'Rust', 'Docker'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test('switching to es-ES translates the menu and the title, and it sticks after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    // A click on a menu item while the dropdown still animates open can miss (seen on a loaded CI
    // machine): open it and pick again until the choice took.
    await expect(async () => {
      const spanish = page.getByRole('menuitem', { name: 'Español' });
      if (!(await spanish.isVisible())) await page.getByRole('button', { name: 'Language' }).click();
      await spanish.click({ timeout: 3_000 });
      await expect(page.getByRole('link', { name: 'Perfil' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snippets públicos de todos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Perfil' })).toBeVisible();
  });

  test('switching to dark changes the theme', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
  });

  test('every screen of the seed has a route with its title, and unknown routes a 404 page', async ({ page }) => {
    for (const path of ['/profile', '/config', '/custom-technologies', '/login', '/link-register', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
  });
});
