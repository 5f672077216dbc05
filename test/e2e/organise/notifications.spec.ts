import { expect, test } from '@playwright/test';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';

/** Issue 41's notifications in the browser: the bell's unread count, the list, marking them read. */

type Member = Awaited<ReturnType<typeof createVerifiedMember>>;

/** A public group of `owner` titled `title`, commented on by `commenter`. */
async function commentedGroup(owner: Member, commenter: Member, title: string): Promise<void> {
  const group = await apiAs<{ id: string; versions: { id: string }[] }>('/api/snippets-groups', owner, {
    method: 'POST',
    body: {
      technologyID: await technologyId('Python'),
      title,
      versions: [{ no: '1.0.0', snippets: [{ description: 'a', code: 'x = 1' }] }],
    },
  });
  const version = group.versions[0];
  const { snippets } = await apiAs<{ snippets: { id: string }[] }>(`/api/public/groups/${group.id}/versions/${version.id}`, owner);
  await apiAs('/api/comments', commenter, {
    method: 'POST',
    body: { groupId: group.id, versionId: version.id, snippetId: snippets[0].id, body: 'Nice one' },
  });
}

test.describe('notifications', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the bell counts a comment and a new follower; the list names them and marks them read', async ({ browser }) => {
    const title = `bell${stamp()}`;
    const owner = await createVerifiedMember();
    const fan = await createVerifiedMember();
    const { username } = await apiAs<{ username: string }>('/api/users/', fan);
    const me = await apiAs<{ id: string }>('/api/users/', owner);
    await commentedGroup(owner, fan, title);
    await apiAs(`/api/users/following/${me.id}`, fan, { method: 'PUT', body: {} });

    const page = await pageOf(browser, owner);
    await page.goto('/');
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await page.getByRole('button', { name: 'Notifications: 2 unread' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveText(new RegExp(`${username} follows you now`));
    await expect(items.nth(1)).toContainText(`${username} commented on ${title}`);

    await items.first().getByTestId('notification-read').click();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByTestId('notifications-read-all').click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await items.nth(1).getByRole('link', { name: title }).click();
    await expect(page.getByTestId('group-page-title')).toHaveText(title);
    await page.context().close();
  });

  test('in Spanish at 390 px: the bell and the list fit the screen', async ({ browser }) => {
    const owner = await createVerifiedMember();
    const fan = await createVerifiedMember();
    await commentedGroup(owner, fan, 'Un grupo con un título bastante largo para un teléfono pequeño');
    const page = await pageOf(browser, owner, { language: 'es-ES', phone: true });
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
    await expect(page.getByTestId('notification')).toContainText('comentó en Un grupo');
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  test('the daily email digest: off by default, turned on from the list, kept; the unsubscribe page', async ({ browser }) => {
    const member = await createVerifiedMember();
    const page = await pageOf(browser, member);
    await page.goto('/notifications');
    const digest = page.getByRole('switch', { name: 'Daily email digest' });
    await expect(digest).toHaveAttribute('aria-checked', 'false');
    await digest.click();
    await expect(page.getByText('You will get a daily email digest')).toBeVisible();
    await page.reload();
    await expect(digest).toHaveAttribute('aria-checked', 'true');
    expect(await apiAs('/api/notifications/digest', member)).toEqual({ available: true, enabled: true });

    // The emailed link's page, signed in or not: nothing happens until the button is pressed.
    const visitor = await pageOf(browser, null, { language: 'es-ES', phone: true });
    await visitor.goto(`/unsubscribe?token=${'A'.repeat(43)}`);
    await expect(visitor.getByTestId('digest-unsubscribe')).toHaveAttribute('data-phase', 'asking');
    await visitor.getByRole('button', { name: 'Dejar de recibirlos' }).click();
    await expect(visitor.getByText('No recibirás más resúmenes')).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await visitor.goto('/unsubscribe');
    await expect(visitor.getByText('Este enlace no funciona')).toBeVisible();
    await visitor.context().close();
    await page.context().close();
  });
});
