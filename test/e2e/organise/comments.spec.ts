import { expect, test } from '@playwright/test';
import { adminMember, apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from './pages';

/** Issue 41's comments in the browser: a comment on selected lines of a snippet, its reply, the owner's hide and lock. */

interface Group {
  id: string;
}

const CODE = ['def add(a, b):', '    total = a + b', '    return total', '', 'print(add(1, 2))'].join('\n');

async function groupOf(member: Awaited<ReturnType<typeof createVerifiedMember>>, title: string): Promise<Group> {
  return apiAs<Group>('/api/snippets-groups', member, {
    method: 'POST',
    body: {
      technologyID: await technologyId('Python'),
      title,
      versions: [{ no: '1.0.0', snippets: [{ description: 'Adding', code: CODE }] }],
    },
  });
}

test.describe('comments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member comments on two lines, the owner replies, hides it and locks the comments', async ({ browser }) => {
    const word = `cm${stamp()}`;
    const owner = await createVerifiedMember();
    const group = await groupOf(owner, `${word} group`);
    const reader = await createVerifiedMember();
    const { username } = await apiAs<{ username: string }>('/api/users/', reader);

    const page = await pageOf(browser, reader);
    await page.goto(`/g/${group.id}`);
    const panel = page.getByTestId('comments-panel');
    await expect(panel.getByTestId('comment-code')).toContainText('return total');
    // Lines 2 to 3: a click, then Shift and a click.
    await panel.getByRole('button', { name: 'Line 2', exact: true }).click();
    await panel.getByRole('button', { name: 'Line 3', exact: true }).click({ modifiers: ['Shift'] });
    await expect(panel.getByTestId('comment-context')).toContainText('On lines 2–3');
    await panel
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Why a **variable**?\n\n```python\nreturn a + b\n```\n\n<img src=x onerror=alert(1)>');
    await panel.getByTestId('ss-comment-new-submit').click();
    const comment = panel.getByTestId('comment').first();
    await expect(comment.getByTestId('comment-lines')).toHaveText('Lines 2–3');
    await expect(comment.locator('strong')).toHaveText('variable');
    await expect(comment.getByTestId('code-view')).toContainText('return a + b');
    // HTML stays text.
    await expect(comment).toContainText('<img src=x onerror=alert(1)>');
    await expect(comment.locator('img')).toHaveCount(0);
    await page.context().close();

    // The owner replies, then hides the comment and locks the group's comments.
    const ownerPage = await pageOf(browser, owner);
    await ownerPage.goto(`/g/${group.id}`);
    const ownerPanel = ownerPage.getByTestId('comments-panel');
    const thread = ownerPanel.getByTestId('comment').first();
    await thread.getByTestId('comment-reply').click();
    await ownerPanel.getByRole('textbox', { name: `Reply to ${username}` }).fill('To name the sum.');
    await ownerPanel.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(thread.getByTestId('comment')).toContainText('To name the sum.');
    await thread.getByTestId('comment-hide').first().click();
    await expect(thread.getByText('Hidden: only you see it.')).toBeVisible();
    await ownerPanel.getByTestId('comments-lock').click();
    await expect(ownerPanel.getByTestId('comments-locked')).toBeVisible();
    await ownerPage.context().close();

    // A visitor sees the hidden comment's place, its reply and that comments are locked; the lines are marked.
    const visitor = await pageOf(browser, null);
    await visitor.goto(`/g/${group.id}`);
    const visitorPanel = visitor.getByTestId('comments-panel');
    await expect(visitorPanel.getByTestId('comment-unavailable')).toHaveText('This comment is hidden.');
    await expect(visitorPanel).toContainText('To name the sum.');
    await expect(visitorPanel.getByTestId('comments-locked')).toBeVisible();
    await expect(visitorPanel.getByRole('link', { name: 'Log in to comment' })).toBeVisible();
    await visitor.context().close();
  });

  test('in Spanish at 390 px: the comments fit the screen', async ({ browser }) => {
    const owner = await createVerifiedMember();
    const group = await groupOf(owner, 'Grupo comentado');
    const version = (await apiAs<{ versions: { id: string }[] }>(`/api/public/groups/${group.id}`, owner)).versions[0];
    const full = await apiAs<{ snippets: { id: string }[] }>(`/api/public/groups/${group.id}/versions/${version.id}`, owner);
    await apiAs('/api/comments', owner, {
      method: 'POST',
      body: {
        groupId: group.id,
        versionId: version.id,
        snippetId: full.snippets[0].id,
        lineStart: 1,
        lineEnd: 1,
        body: 'Un comentario con una palabra muy larga: supercalifragilisticoespialidosoextraordinariamente',
      },
    });
    const page = await pageOf(browser, owner, { language: 'es-ES', phone: true });
    await page.goto(`/g/${group.id}`);
    const panel = page.getByTestId('comments-panel');
    await expect(panel.getByRole('heading', { name: 'Comentarios (1)' })).toBeVisible();
    await expect(panel.getByTestId('comment-lines')).toHaveText('Línea 1');
    await expect(panel.getByRole('textbox', { name: 'Añade un comentario' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  test("a reported comment waits in the moderators' queue, where a moderator hides it", async ({ browser }) => {
    const word = `rc${stamp()}`;
    const owner = await createVerifiedMember();
    const author = await createVerifiedMember();
    const reporter = await createVerifiedMember();
    const group = await groupOf(owner, `${word} group`);
    const version = (await apiAs<{ versions: { id: string }[] }>(`/api/public/groups/${group.id}`, owner)).versions[0];
    const full = await apiAs<{ snippets: { id: string }[] }>(`/api/public/groups/${group.id}/versions/${version.id}`, owner);
    await apiAs('/api/comments', author, {
      method: 'POST',
      body: { groupId: group.id, versionId: version.id, snippetId: full.snippets[0].id, body: `${word} buy cheap pills` },
    });

    // The reporter reports it from the group's page.
    const page = await pageOf(browser, reporter);
    await page.goto(`/g/${group.id}`);
    await page.getByTestId('comments-panel').getByTestId('comment-report').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Comment reported' })).toBeVisible();
    await page.context().close();

    const admin = await pageOf(browser, await adminMember());
    await admin.goto('/admin?tab=comments');
    const entry = admin.getByTestId('reported-comment').filter({ hasText: `${word} buy cheap pills` });
    await expect(entry).toBeVisible();
    await entry.getByTestId('comment-moderate-hide').click();
    await expect(admin.getByTestId('toast').filter({ hasText: 'Comment hidden' })).toBeVisible();
    await expect(entry).toHaveCount(0);
    await admin.goto(`/g/${group.id}`);
    await expect(admin.getByTestId('comments-panel').getByTestId('comment-unavailable')).toHaveText('This comment is hidden.');
    await admin.context().close();
  });
});
