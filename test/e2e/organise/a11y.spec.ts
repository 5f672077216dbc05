import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { pageOf } from './pages';
import { preferTheme } from '../support/ui';

/** Issue 41's screens under axe (WCAG 2.x A and AA), light and dark, on a desktop and a phone: no serious or critical violation. */
test.describe('axe on the screens of tags, pins, stars, collections, comments and notifications', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const phone of [false, true]) {
    test(`${phone ? 'phone' : 'desktop'}: light and dark`, async ({ browser }) => {
      const member = await createVerifiedMember();
      const me = await apiAs<{ username: string }>('/api/users/', member);
      const pythonId = await technologyId('Python');
      const group = await apiAs<{ id: string; versions: { id: string }[] }>('/api/snippets-groups', member, {
        method: 'POST',
        body: {
          technologyID: pythonId,
          title: 'Axe group',
          tags: ['axe', 'a11y'],
          versions: [{ no: '1.0.0', snippets: [{ description: 'Adding', code: 'def add(a, b):\n    return a + b\n' }] }],
        },
      });
      const second = await apiAs<{ id: string }>('/api/snippets-groups', member, {
        method: 'POST',
        body: { technologyID: pythonId, title: 'Axe second' },
      });
      await apiAs(`/api/pins/${group.id}`, member, { method: 'PUT', body: {} });
      await apiAs(`/api/pins/${second.id}`, member, { method: 'PUT', body: {} });
      // Another member's comment on a line (a notification for the member), and the member's reply.
      const other = await createVerifiedMember();
      const version = group.versions[0];
      const { snippets } = await apiAs<{ snippets: { id: string }[] }>(`/api/public/groups/${group.id}/versions/${version.id}`, member);
      const thread = await apiAs<{ id: string }>('/api/comments', other, {
        method: 'POST',
        body: { groupId: group.id, versionId: version.id, snippetId: snippets[0].id, body: 'Why **not** `sum`?', lineStart: 2, lineEnd: 2 },
      });
      await apiAs(`/api/comments/${thread.id}/replies`, member, { method: 'POST', body: { body: 'Clearer this way.' } });
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
        // Each screen: its name, its address and what shows once it is ready.
        const screens: [string, string, () => Promise<unknown>][] = [
          ['profile with tags', '/profile', () => expect(page.getByTestId('group-tags')).toBeVisible()],
          ['starred', '/?view=starred', () => expect(page.getByTestId('listing-card')).toHaveCount(1)],
          [
            'member page with pins',
            `/u/${me.username}`,
            async () => {
              await expect(page.getByTestId('member-pins')).toBeVisible();
              await page.getByTestId('pin-order').getByRole('button', { name: 'Change the order' }).click();
              await expect(page.getByRole('button', { name: 'Move Axe second up' })).toBeVisible();
            },
          ],
          ['collections', '/collections', () => expect(page.getByTestId('my-collection')).toHaveCount(1)],
          [
            'a collection, owner',
            `/c/${collection.id}`,
            async () => {
              await expect(page.getByTestId('collection-owner-panel')).toBeVisible();
              await expect(page.getByTestId('listing-card')).toHaveCount(1);
            },
          ],
          [
            'add to collection',
            `/g/${group.id}`,
            async () => {
              await expect(page.getByTestId('group-collections')).toBeVisible();
              await page.getByTestId('add-to-collection').click();
              await expect(page.getByTestId('collection-choice')).toBeChecked();
            },
          ],
          [
            'a line comment and its reply',
            `/g/${group.id}`,
            () => expect(page.getByTestId('comments-panel').getByTestId('comment')).toHaveCount(2),
          ],
          [
            'notifications, the bell and the digest setting',
            '/notifications',
            async () => {
              await expect(page.getByTestId('notification')).toHaveCount(1);
              await expect(page.getByTestId('notification-count')).toHaveText('1');
              await expect(page.getByTestId('notifications-digest')).toBeVisible();
            },
          ],
          ['a tag page', '/tags/axe', () => expect(page.getByTestId('listing-card').first()).toBeVisible()],
        ];
        for (const [name, path, ready] of screens) {
          await page.goto(path);
          await ready();
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
