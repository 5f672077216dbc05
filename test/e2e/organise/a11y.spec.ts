import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { pageOf } from './pages';
import { preferTheme } from '../support/ui';

/** Issue 41's screens under axe (WCAG 2.x A and AA), light and dark, on a desktop and a phone: no serious or critical violation. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`));
}

test.describe('axe on the screens of tags, pins, stars and collections', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const phone of [false, true]) {
    test(`${phone ? 'phone' : 'desktop'}: light and dark`, async ({ browser }) => {
      const member = await createVerifiedMember();
      const me = await apiAs<{ username: string }>('/api/users/', member);
      const group = await apiAs<{ id: string }>('/api/snippets-groups', member, {
        method: 'POST',
        body: { technologyID: await technologyId('Python'), title: 'Axe group', tags: ['axe', 'a11y'] },
      });
      await apiAs(`/api/pins/${group.id}`, member, { method: 'PUT', body: {} });
      await apiAs('/api/interactions/upvote', member, { method: 'PATCH', body: { snippetsGroupsID: group.id } });
      const collection = await apiAs<{ id: string }>('/api/collections', member, {
        method: 'POST',
        body: { name: 'Axe picks', isPublic: true },
      });
      await apiAs(`/api/collections/${collection.id}/items`, member, { method: 'POST', body: { groupId: group.id } });

      const page = await pageOf(browser, member, { phone });
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await preferTheme(page, theme);
        const screens: [string, () => Promise<void>][] = [
          [
            'profile with tags',
            async () => {
              await page.goto('/profile');
              await expect(page.getByTestId('group-tags')).toBeVisible();
            },
          ],
          [
            'starred',
            async () => {
              await page.goto('/?view=starred');
              await expect(page.getByTestId('listing-card')).toHaveCount(1);
            },
          ],
          [
            'member page with pins',
            async () => {
              await page.goto(`/u/${me.username}`);
              await expect(page.getByTestId('member-pins')).toBeVisible();
            },
          ],
          [
            'collections',
            async () => {
              await page.goto('/collections');
              await expect(page.getByTestId('my-collection')).toHaveCount(1);
            },
          ],
          [
            'a collection, owner',
            async () => {
              await page.goto(`/c/${collection.id}`);
              await expect(page.getByTestId('collection-owner-panel')).toBeVisible();
              await expect(page.getByTestId('listing-card')).toHaveCount(1);
            },
          ],
          [
            'add to collection',
            async () => {
              await page.goto(`/g/${group.id}`);
              await expect(page.getByTestId('group-collections')).toBeVisible();
              await page.getByTestId('add-to-collection').click();
              await expect(page.getByTestId('collection-choice')).toBeChecked();
            },
          ],
        ];
        for (const [name, open] of screens) {
          await open();
          await page.mouse.move(0, 0);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          found.push(...(await seriousViolations(page)).map((line) => `${name}, ${theme}: ${line}`));
        }
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
