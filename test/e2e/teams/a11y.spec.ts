import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { pageOf, stamp } from '../organise/pages';
import { preferTheme } from '../support/ui';

/** Issue 40's screens under axe (WCAG 2.x A and AA), light and dark, on a desktop and a phone: no serious or critical violation. */
test.describe('axe on the screens of organisations', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const phone of [false, true]) {
    test(`${phone ? 'phone' : 'desktop'}: light and dark`, async ({ browser }) => {
      const word = `axe${stamp()}`;
      const owner = await createVerifiedMember();
      const reader = await createVerifiedMember();
      const readerName = (await apiAs<{ username: string }>('/api/users/', reader)).username;
      await apiAs('/api/organisations', owner, { method: 'POST', body: { slug: word, name: `Axe ${word}`, description: 'Team snippets' } });
      await apiAs(`/api/organisations/${word}/shown`, owner, { method: 'PUT', body: { shown: true } });
      const technologyID = await technologyId('Python');
      const listed = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
        method: 'POST',
        body: { technologyID, title: `${word} public`, isPublic: true },
      });
      await apiAs(`/api/organisations/${word}/groups/${listed.id}`, owner, { method: 'PUT', body: { visibility: 'public' } });
      const own = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
        method: 'POST',
        body: { technologyID, title: `${word} private`, isPublic: false },
      });
      await apiAs(`/api/snippets-groups/${own.id}/shares`, owner, { method: 'PUT', body: { username: readerName, permission: 'read' } });
      await apiAs(`/api/organisations/${word}/invitations`, owner, { method: 'POST', body: { role: 'viewer', username: readerName } });
      const link = await apiAs<{ path: string }>(`/api/organisations/${word}/invitations`, owner, {
        method: 'POST',
        body: { role: 'member' },
      });

      const page = await pageOf(browser, owner, { phone });
      const readerPage = await pageOf(browser, reader, { phone });
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const each of [page, readerPage]) await preferTheme(each, theme);
        const screens: [string, Page, () => Promise<void>][] = [
          [
            "an organisation's groups",
            page,
            async () => {
              await page.goto(`/profile?space=org:${word}`);
              await expect(page.getByTestId('organisation-group')).toHaveCount(1);
            },
          ],
          [
            'the team dialog',
            page,
            async () => {
              await page.goto('/profile');
              await page
                .getByTestId('my-group-card')
                .filter({ hasText: `${word} private` })
                .getByTestId('group-team-open')
                .click();
              await expect(page.getByTestId('group-share')).toHaveCount(1);
            },
          ],
          [
            "the organisation's page",
            page,
            async () => {
              await page.goto(`/o/${word}`);
              await expect(page.getByTestId('listing-card')).toHaveCount(1);
            },
          ],
          [
            "the organisation's settings",
            page,
            async () => {
              await page.goto(`/o/${word}/settings`);
              await expect(page.getByTestId('audit-entry').first()).toBeVisible();
              await expect(page.getByTestId('invitation')).toHaveCount(2);
            },
          ],
          [
            'shared with me, and an invitation received',
            readerPage,
            async () => {
              await readerPage.goto('/profile?space=shared');
              await expect(readerPage.getByTestId('shared-with-me-group')).toHaveCount(1);
              await expect(readerPage.getByTestId('received-invitation')).toHaveCount(1);
            },
          ],
          [
            'an invitation link',
            readerPage,
            async () => {
              await readerPage.goto(link.path);
              await expect(readerPage.getByTestId('join-submit')).toBeVisible();
            },
          ],
        ];
        for (const [name, on, open] of screens) {
          await open();
          await on.mouse.move(0, 0);
          await expect(on.locator('html')).toHaveAttribute('data-theme', theme);
          found.push(...(await seriousViolations(on)).map((line) => `${name}, ${theme}: ${line}`));
        }
      }
      expect(found).toEqual([]);
    });
  }
});
