import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminMember, apiAs, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';

/**
 * Issue 15's moderator tools in the browser: the queue shows a reported group's content and takes a
 * decision note, which its owner reads on their profile, where they ask for a review once.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A page signed in as `member`, in a language and theme (the stored preferences). */
async function pageOf(browser: Browser, member: BrowserMember, prefs: { language?: 'es-ES'; theme?: 'dark'; phone?: boolean } = {}) {
  const context = await browser.newContext(prefs.phone ? { viewport: { width: 390, height: 844 } } : {});
  const page = await context.newPage();
  await startSignedIn(page, member);
  await page.addInitScript((stored) => {
    const state: Record<string, unknown> = {};
    if (stored.language) state.language = { id: stored.language, name: 'Español' };
    if (stored.theme) state.theme = stored.theme;
    window.localStorage.setItem('snipstack-preferences', JSON.stringify({ state, version: 1 }));
  }, prefs);
  return page;
}

/** The people of a moderation test: an admin (the moderator), a group's owner and the member who reports the group. */
async function moderationCast(): Promise<{ admin: BrowserMember; owner: BrowserMember; reporter: BrowserMember }> {
  const admin = await adminMember();
  const owner = await createVerifiedMember();
  const reporter = await createVerifiedMember();
  return { admin, owner, reporter };
}

async function reportedGroup(owner: BrowserMember, reporter: BrowserMember, description: string, code: string): Promise<string> {
  const group = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
    method: 'POST',
    body: { technologyID: await technologyId('Python'), versions: [{ no: '1.0.0', snippets: [{ description, code }] }] },
  });
  await apiAs('/api/interactions/report', reporter, { method: 'POST', body: { snippetsGroupsID: group.id, category: 'spam' } });
  return group.id;
}

const card = (page: Page, text: string) => page.getByTestId('reported-group').filter({ hasText: text });

test.describe('moderator tools', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the queue shows the content; a note reaches the owner, who asks for a review once (en, light)', async ({ browser }) => {
    const { admin, owner, reporter } = await moderationCast();
    await apiAs('/api/users', admin);
    const word = `marmot${stamp()}`;
    await reportedGroup(owner, reporter, `Ad ${word}`, `print("buy ${word} now")`);

    const moderatorPage = await pageOf(browser, admin);
    await moderatorPage.goto('/admin');
    const entry = card(moderatorPage, `Ad ${word}`);
    await entry.getByTestId('reported-content').getByText('Content: 1 snippet').click();
    await expect(entry.getByTestId('reported-snippet')).toContainText(`print("buy ${word} now")`);
    await entry.getByTestId('decision-note').fill('Advertising is not allowed');
    await entry.getByRole('button', { name: 'Hide' }).click();
    await moderatorPage.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
    await expect(entry).toHaveCount(0);

    const ownerPage = await pageOf(browser, owner);
    await ownerPage.goto('/profile');
    const mine = ownerPage.getByTestId('my-group-card').filter({ hasText: 'Advertising is not allowed' });
    await expect(mine.getByTestId('moderator-note')).toContainText("Moderator's note");
    await mine.getByTestId('ask-review').click();
    await expect(mine.getByTestId('review-pending')).toHaveText('Review requested');
    await expect(mine.getByTestId('ask-review')).toHaveCount(0);
    await expect(ownerPage.getByTestId('toast').filter({ hasText: 'Review requested: a moderator will decide' })).toBeVisible();

    await moderatorPage.reload();
    await expect(entry.getByTestId('review-requested-tag')).toContainText('Owner asked for a review');
    // Hiding closed its reports: the entry is the review request alone, with no "0 open reports".
    await expect(entry.getByTestId('open-reports')).toHaveCount(0);
    await expect(entry.getByRole('list', { name: 'Reasons given' })).toHaveCount(0);
    await expect(entry).toContainText('Last note: Advertising is not allowed');
    await moderatorPage.getByRole('tab', { name: 'Audit log' }).click();
    await expect(moderatorPage.getByTestId('log-entry').filter({ hasText: 'Note: Advertising is not allowed' })).toContainText(
      'Group hidden',
    );
    await moderatorPage.context().close();
    await ownerPage.context().close();
  });

  test('in Spanish and dark, on a phone: the queue and the owner’s notice', async ({ browser }) => {
    const { admin, owner, reporter } = await moderationCast();
    const word = `nutria${stamp()}`;
    const groupId = await reportedGroup(owner, reporter, `Anuncio ${word}`, `print("${word}")`);
    await apiAs(`/api/moderation/groups/${groupId}/hide`, admin, { method: 'POST', body: { note: 'Publicidad' } });

    const ownerPage = await pageOf(browser, owner, { language: 'es-ES', theme: 'dark', phone: true });
    await ownerPage.goto('/profile');
    const mine = ownerPage.getByTestId('my-group-card').filter({ hasText: 'Publicidad' });
    await expect(mine.getByTestId('moderator-note')).toContainText('Nota de la moderación');
    await mine.getByRole('button', { name: 'Pedir una revisión' }).click();
    await expect(mine.getByTestId('review-pending')).toHaveText('Revisión pedida');
    // Shown at once; the server's answer is the toast.
    await expect(ownerPage.getByTestId('toast').filter({ hasText: 'Revisión pedida: un moderador decidirá' })).toBeVisible();
    await expect(ownerPage.locator('html')).toHaveAttribute('data-theme', 'dark');

    const moderatorPage = await pageOf(browser, admin, { language: 'es-ES', theme: 'dark', phone: true });
    await moderatorPage.goto('/admin');
    const entry = card(moderatorPage, `Anuncio ${word}`);
    await expect(entry.getByTestId('review-requested-tag')).toContainText('El propietario pidió una revisión');
    await entry.getByTestId('reported-content').getByText('Contenido: 1 snippet').click();
    await expect(entry.getByTestId('reported-snippet')).toContainText(`print("${word}")`);
    // Nothing wider than the phone.
    expect(await moderatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await moderatorPage.screenshot({ path: test.info().outputPath('admin-queue-390-es-dark.png'), fullPage: true });
    await entry.getByTestId('decision-note').fill('Revisado: se puede mostrar');
    await entry.getByRole('button', { name: 'Mostrar' }).click();
    await expect(entry).toHaveCount(0);
    await moderatorPage.context().close();
    await ownerPage.context().close();
  });

  test('a moderator suspends a member from the Members tab; the member sees why and their group leaves the listing', async ({
    browser,
  }) => {
    const { admin, owner, reporter } = await moderationCast();
    const { username } = await apiAs<{ username: string }>('/api/users', owner);
    const word = `wombat${stamp()}`;
    const groupId = await reportedGroup(owner, reporter, `Tool ${word}`, `print("${word}")`);
    const listed = async () => (await apiAs<{ id: string }[]>(`/api/public/?q=${word}`, null)).map((group) => group.id);
    expect(await listed()).toEqual([groupId]);

    const page = await pageOf(browser, admin);
    await page.goto('/admin?tab=members');
    await page.getByTestId('member-lookup').fill(username);
    await page.getByTestId('member-find').click();
    const member = page.getByTestId('member-card');
    await expect(member.getByTestId('member-status')).toHaveText('Active');
    await expect(member.getByTestId('member-report')).toContainText(`Tool ${word}`);
    await member.getByTestId('member-suspend').click();
    await page.getByTestId('confirm-suspend').click();
    await expect(page.getByText('Write the reason for the member')).toBeVisible();
    await page.getByTestId('suspension-reason').fill('Repeated spam');
    await page.getByTestId('confirm-suspend').click();
    await expect(member.getByTestId('member-status')).toHaveText('Suspended');
    await expect(member.getByTestId('member-action').first()).toContainText('Member suspended');
    await expect.poll(listed).toEqual([]);

    const ownerPage = await pageOf(browser, owner);
    await ownerPage.goto('/profile');
    await expect(ownerPage.getByTestId('suspension-banner')).toContainText('Repeated spam');
    await expect(ownerPage.getByTestId('my-group-card')).toContainText('Tool');

    await member.getByTestId('member-unsuspend').click();
    await page.getByTestId('confirm-unsuspend').click();
    await expect(member.getByTestId('member-status')).toHaveText('Active');
    await expect.poll(listed).toEqual([groupId]);
    await ownerPage.reload();
    await expect(ownerPage.getByTestId('my-group-card')).toBeVisible();
    await expect(ownerPage.getByTestId('suspension-banner')).toHaveCount(0);
    await page.context().close();
    await ownerPage.context().close();
  });

  test('the Members tab and the banner in Spanish, dark, on a phone', async ({ browser }) => {
    const admin = await adminMember();
    const owner = await createVerifiedMember();
    const { id, username } = await apiAs<{ id: string; username: string }>('/api/users', owner);
    await apiAs(`/api/moderation/members/${id}/suspend`, admin, { method: 'POST', body: { reason: 'Spam repetido' } });

    const ownerPage = await pageOf(browser, owner, { language: 'es-ES', theme: 'dark', phone: true });
    await ownerPage.goto('/profile');
    await expect(ownerPage.getByTestId('suspension-banner')).toContainText('Tu cuenta está suspendida');
    await expect(ownerPage.getByTestId('suspension-banner')).toContainText('Spam repetido');

    const page = await pageOf(browser, admin, { language: 'es-ES', theme: 'dark', phone: true });
    await page.goto('/admin?tab=members');
    await page.getByTestId('member-lookup').fill(username);
    await page.getByTestId('member-find').click();
    await expect(page.getByTestId('member-status')).toHaveText('Suspendido');
    await expect(page.getByTestId('member-action').first()).toContainText('Miembro suspendido');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('admin-members-390-es-dark.png'), fullPage: true });
    await page.getByTestId('member-unsuspend').click();
    await page.getByTestId('confirm-unsuspend').click();
    await expect(page.getByTestId('member-status')).toHaveText('Activo');
    await page.context().close();
    await ownerPage.context().close();
  });
  test('the queue shows a preview and reads a version in full only when asked (en, light)', async ({ browser }) => {
    const { admin, owner, reporter } = await moderationCast();
    await apiAs('/api/users', admin);
    const word = `badger${stamp()}`;
    const long = Array.from({ length: 80 }, (_, i) => `print("${word} ${i}")`).join('\n');
    const group = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
      method: 'POST',
      body: {
        technologyID: await technologyId('Python'),
        versions: [
          { no: '1.0.0', snippets: [{ description: `Old ${word}`, code: `print("old ${word}")` }] },
          { no: '2.0.0', snippets: [{ description: `New ${word}`, code: long }] },
        ],
      },
    });
    await apiAs('/api/interactions/report', reporter, { method: 'POST', body: { snippetsGroupsID: group.id, category: 'spam' } });

    const page = await pageOf(browser, admin);
    const versionReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/moderation/groups/${group.id}/versions/`)) versionReads.push(request.url());
    });
    await page.goto('/admin');
    const entry = card(page, word);
    await entry.getByTestId('reported-content').getByText('Content: 2 snippets').click();
    const [older, newer] = await entry.getByTestId('reported-version').all();
    // The newest version's preview: its first 30 lines, cut.
    await expect(newer.getByTestId('reported-snippet')).toContainText(`print("${word} 29")`);
    await expect(newer.getByTestId('reported-snippet')).not.toContainText(`print("${word} 79")`);
    expect(versionReads).toEqual([]);
    await newer.getByRole('button', { name: 'Show all 80 lines' }).click();
    await expect(newer.getByTestId('reported-snippet')).toContainText(`print("${word} 79")`);
    // The older version: no snippets in the card, read when asked.
    await expect(older.getByTestId('reported-snippet')).toHaveCount(0);
    await older.getByTestId('reported-version-more').click();
    await expect(older.getByTestId('reported-snippet')).toContainText(`print("old ${word}")`);
    expect(versionReads).toHaveLength(2);
    await page.screenshot({ path: test.info().outputPath('admin-queue-on-demand.png'), fullPage: true });
    await page.context().close();
  });
});
