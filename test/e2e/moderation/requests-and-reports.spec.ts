import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminMember, type BrowserMember, createVerifiedMember, startSignedIn } from '../support/session';
import { toast } from '../support/ui';

/**
 * Custom technologies, official requests, the reports queue and the admin screen, end to end:
 * members, a moderator and the admin of ADMIN_EMAILS (set in playwright.config.ts) in separate browsers.
 */
async function api<T = unknown>(
  request: APIRequestContext,
  member: BrowserMember | null,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T; headers: Record<string, string> }> {
  const response = await request.fetch(path, {
    method,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T, headers: response.headers() };
}

/** Signs the member up on the API (GET /api/users creates the account) and answers its username. */
async function register(request: APIRequestContext, member: BrowserMember): Promise<{ id: string; username: string; role: string }> {
  const { status, body } = await api<{ id: string; username: string; role: string }>(request, member, 'GET', '/api/users');
  expect(status).toBe(200);
  return body;
}

async function signedInPage(browser: Browser, member: BrowserMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, member);
  return page;
}

async function newModerator(request: APIRequestContext, admin: BrowserMember): Promise<{ member: BrowserMember; username: string }> {
  const member = await createVerifiedMember();
  const { username } = await register(request, member);
  const granted = await api(request, admin, 'PATCH', '/api/users/role', { user: member.email, role: 'moderator' });
  expect(granted.status).toBe(200);
  return { member, username };
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('technologies and moderation', () => {
  // Several members in several browsers per flow, on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test('a member never sees the Admin menu item and /admin answers "Not allowed"', async ({ page, request }) => {
    const member = await createVerifiedMember();
    await register(request, member);
    await startSignedIn(page, member);
    await page.goto('/admin');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByText('Not allowed')).toBeVisible();
    await expect(page.getByText('This area is for moderators and admins only.')).toBeVisible();
    await expect(page.getByTestId('admin-screen')).toHaveCount(0);
    await expect(page.getByTestId('menu-profile')).toBeVisible();
    await expect(page.getByTestId('menu-admin')).toHaveCount(0);
    // The API agrees.
    expect((await api(request, member, 'GET', '/api/moderation/reports')).status).toBe(403);

    // A signed-out visitor is asked to sign in on the custom technologies screen.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/custom-technologies');
    await expect(visitor.getByTestId('sign-in-required')).toContainText('Sign in to continue');
    await expect(visitor.getByTestId('sign-in-required')).toContainText('Log in to create your own technologies');
    await expect(visitor.getByTestId('custom-technology-new')).toHaveCount(0);
    await visitor.close();
  });

  test('custom technology: create, edit, request official; the admin makes a moderator who approves it; everyone sees it', async ({
    page,
    browser,
    request,
  }) => {
    // Three members in three browsers through four screens: about 30 s alone, near the 60 s default on a busy CI machine.
    test.slow();
    const owner = await createVerifiedMember();
    await register(request, owner);
    const name = `E2E Lang ${stamp()}`;

    // The member's screen starts empty.
    await startSignedIn(page, owner);
    await page.goto('/custom-technologies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Technologies');
    await expect(page.getByTestId('custom-technologies-empty')).toHaveText("You don't have any custom technology yet");

    // Create, with counters on both fields.
    await page.getByTestId('custom-technology-new').click();
    const form = page.getByTestId('custom-technology-form');
    await form.getByLabel('Name').fill(name);
    await expect(form.getByText(`${name.length} / 60`)).toBeVisible();
    await form.getByLabel('Use').fill('Scripts for our build');
    await expect(form.getByText('21 / 500')).toBeVisible();
    await form.getByRole('button', { name: 'Create technology' }).click();
    const item = page.getByTestId('custom-technology-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(page.getByTestId('custom-technology-form')).toHaveCount(0);
    await expect(page.getByTestId('custom-technologies-empty')).toHaveCount(0);

    // Checking it toggles it.
    const check = item.getByTestId('custom-technology-check');
    await check.click();
    await expect(check).toHaveAttribute('aria-pressed', 'true');
    await check.click();
    await expect(check).toHaveAttribute('aria-pressed', 'false');

    // Edit: Cancel keeps the old values, Save changes them.
    await item.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByTestId('custom-technology-form').getByLabel('Use').fill('Discarded text');
    await page.getByTestId('custom-technology-form').getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toContainText('Scripts for our build');
    await item.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByTestId('custom-technology-form').getByLabel('Use').fill('Build scripts for our CI');
    await page.getByTestId('custom-technology-form').getByRole('button', { name: 'Save changes' }).click();
    await expect(item).toContainText('Build scripts for our CI');
    await expect(page.getByTestId('custom-technology-form')).toHaveCount(0);

    // A duplicate name gets the server's message.
    await page.getByTestId('custom-technology-new').click();
    await page.getByTestId('custom-technology-form').getByLabel('Name').fill(name);
    await page.getByTestId('custom-technology-form').getByRole('button', { name: 'Create technology' }).click();
    await expect(page.getByTestId('toast').and(page.locator('[data-kind="error"]'))).toBeVisible();
    await page.getByTestId('custom-technology-form').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('custom-technology-item')).toHaveCount(1);

    // Request official: pending, and the button waits for the decision.
    const requestButton = item.getByRole('button', { name: `Request official status for ${name}` });
    await requestButton.click();
    await expect(toast(page, 'Official request sent')).toBeVisible();
    await expect(item.getByTestId('official-request-state')).toHaveText('Official request pending');
    await expect(requestButton).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('custom-technology-item').filter({ hasText: name }).getByTestId('official-request-state')).toHaveText(
      'Official request pending',
    );

    // A second one, requested through the API, for the moderator to reject.
    const scratch = `Scratch ${stamp()}`;
    const created = await api<{ data: { insertedId: string } }>(request, owner, 'POST', '/api/technologies/custom', {
      name: scratch,
      use: '',
    });
    expect(created.status).toBe(201);
    expect((await api(request, owner, 'POST', `/api/technologies/request-official/${created.body.data.insertedId}`)).status).toBe(201);

    // The admin (ADMIN_EMAILS) grants the moderator role in the Moderators tab.
    const admin = await adminMember();
    expect((await register(request, admin)).role).toBe('admin');
    const moderator = await createVerifiedMember();
    const { username: moderatorName } = await register(request, moderator);
    const adminPage = await signedInPage(browser, admin);
    await adminPage.goto('/admin');
    await expect(adminPage.getByTestId('menu-admin')).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Moderators' }).click();
    await adminPage.getByRole('textbox', { name: 'Username or email' }).fill(moderator.email);
    await adminPage.getByRole('button', { name: 'Make moderator' }).click();
    await expect(toast(adminPage, `${moderator.email} is now a moderator`)).toBeVisible();
    const staffRow = adminPage.getByTestId('staff-member').filter({ hasText: moderator.email });
    await expect(staffRow).toContainText('Moderator');
    await expect(staffRow).toContainText(moderatorName);

    // The moderator approves the request in the Admin screen (no Moderators tab for them).
    const modPage = await signedInPage(browser, moderator);
    await modPage.goto('/');
    await modPage.getByTestId('menu-admin').click();
    await expect(modPage).toHaveURL(/\/admin/);
    await expect(modPage.getByRole('tab', { name: 'Reports' })).toBeVisible();
    await expect(modPage.getByRole('tab', { name: 'Moderators' })).toHaveCount(0);
    await modPage.getByRole('tab', { name: /Official requests/ }).click();
    // Reject needs a reason, which the requester sees.
    await modPage.getByRole('button', { name: `Reject ${scratch}` }).click();
    const rejectDialog = modPage.getByRole('dialog');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect(rejectDialog.getByText('Write the reason for the requester')).toBeVisible();
    await rejectDialog.getByLabel('Reason').fill('Too close to Bash');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(modPage, `Request for “${scratch}” rejected`)).toBeVisible();
    await expect(modPage.getByTestId('official-request').filter({ hasText: scratch })).toHaveCount(0);

    const requestRow = modPage.getByTestId('official-request').filter({ hasText: name });
    await expect(requestRow).toContainText('Build scripts for our CI');
    await requestRow.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = modPage.getByRole('dialog');
    await expect(dialog).toContainText(`Approve “${name}”`);
    await dialog.getByLabel('Icon URL (optional)').fill('not a url');
    await expect(dialog.getByText('Use an https:// address or a /static/ path')).toBeVisible();
    await dialog.getByLabel('Icon URL (optional)').fill('');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(modPage, `“${name}” is now official`)).toBeVisible();
    await expect(requestRow).toHaveCount(0);
    await modPage.getByTestId('requests-filter').getByText('Approved').click();
    await expect(modPage.getByTestId('official-request').filter({ hasText: name })).toContainText('Approved');
    await modPage.getByRole('tab', { name: 'Audit log' }).click();
    await expect(modPage.getByTestId('log-entry').filter({ hasText: name })).toContainText('Request approved');
    await expect(modPage.getByTestId('log-entry').filter({ hasText: name })).toContainText(moderatorName);

    // Everyone sees it: the public API and the Index technology list of an anonymous visitor.
    const publicList = await api<{ name: string; isCustom: boolean }[]>(request, null, 'GET', '/api/public/technologies');
    expect(publicList.body.find((technology) => technology.name === name)).toMatchObject({ isCustom: false });
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('technology-item').filter({ hasText: name })).toBeVisible();
    await visitor.close();

    // It left the member's custom list; the rejected one shows the moderator's reason, and is deleted after a named confirmation.
    await page.reload();
    const scratchItem = page.getByTestId('custom-technology-item').filter({ hasText: scratch });
    await expect(scratchItem.getByTestId('official-request-state')).toHaveText('Request rejected');
    await expect(scratchItem.getByTestId('official-request-reason')).toHaveText('Moderator’s reason: Too close to Bash');
    await expect(page.getByTestId('custom-technology-item')).toHaveCount(1);
    await scratchItem.getByRole('button', { name: `Delete ${scratch}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Delete the technology "${scratch}"?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Technology deleted')).toBeVisible();
    await expect(page.getByTestId('custom-technologies-empty')).toHaveText("You don't have any custom technology yet");
    await adminPage.context().close();
    await modPage.context().close();
  });

  test('reports queue: dismiss one group, hide another; it leaves the public list and the audit log shows both', async ({
    browser,
    request,
  }) => {
    const admin = await adminMember();
    await register(request, admin);
    const { member: moderator, username: moderatorName } = await newModerator(request, admin);
    const owner = await createVerifiedMember();
    const reporter = await createVerifiedMember();
    await register(request, owner);
    const { username: reporterName } = await register(request, reporter);

    const technologies = await api<{ id: string; name: string }[]>(request, null, 'GET', '/api/public/technologies');
    const python = technologies.body.find((technology) => technology.name === 'Python')!;
    const word = `zebrafish${stamp()}`;
    const createGroup = async (description: string) => {
      const created = await api<{ id: string }>(request, owner, 'POST', '/api/snippets-groups', {
        technologyID: python.id,
        isPublic: true,
        versions: [{ no: '1.0.0', snippets: [{ description, code: 'print("hello")' }] }],
      });
      expect(created.status).toBe(201);
      return created.body.id;
    };
    const spamGroup = await createGroup(`Spam ${word} links`);
    const fineGroup = await createGroup(`Harmless ${word} helper`);
    const publicSearch = async () => {
      const answer = await api<{ id: string }[]>(request, null, 'GET', `/api/public/?q=${word}`);
      expect(answer.status).toBe(200);
      return answer.body.map((group) => group.id).sort();
    };
    expect(await publicSearch()).toEqual([spamGroup, fineGroup].sort());

    expect(
      (
        await api(request, reporter, 'POST', '/api/interactions/report', {
          snippetsGroupsID: spamGroup,
          category: 'spam',
          details: 'Spam link farm',
        })
      ).status,
    ).toBe(201);
    expect(
      (await api(request, reporter, 'POST', '/api/interactions/report', { snippetsGroupsID: fineGroup, reason: 'I do not like it' }))
        .status,
    ).toBe(201);

    const page = await signedInPage(browser, moderator);
    await page.goto('/admin');
    const spamCard = page.getByTestId('reported-group').filter({ hasText: `Spam ${word} links` });
    const fineCard = page.getByTestId('reported-group').filter({ hasText: `Harmless ${word} helper` });
    await expect(spamCard).toContainText('1 open report');
    await expect(spamCard).toContainText('Spam link farm');
    await expect(spamCard).toContainText(reporterName);
    await expect(spamCard).toContainText('Python');
    // Categories: a report's own, and `Other` for an older client's reason; the queue filters by category.
    await expect(spamCard.getByTestId('report-category')).toHaveText('Spam');
    await expect(fineCard.getByTestId('report-category')).toHaveText('Other');
    await page.getByTestId('report-category-filter').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Spam$/ })
      .click();
    await expect(fineCard).toHaveCount(0);
    await expect(spamCard).toBeVisible();
    await page.getByTestId('report-category-filter').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'All categories' }).click();
    await expect(fineCard).toBeVisible();

    // Dismiss: the group stays public.
    await fineCard.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast(page, 'Reports dismissed')).toBeVisible();
    await expect(fineCard).toHaveCount(0);

    // Hide, after a confirmation.
    await spamCard.getByRole('button', { name: 'Hide' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Hide “Spam ${word} links”?`);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(toast(page, 'Group hidden')).toBeVisible();
    await expect(spamCard).toHaveCount(0);
    expect(await publicSearch()).toEqual([fineGroup]);

    // The audit log shows both actions, by this moderator, and filters by action.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByTestId('log-entry');
    await expect(entries.filter({ hasText: spamGroup.slice(0, 8) })).toContainText('Group hidden');
    await expect(entries.filter({ hasText: fineGroup.slice(0, 8) })).toContainText('Reports dismissed');
    await expect(entries.filter({ hasText: spamGroup.slice(0, 8) })).toContainText(moderatorName);
    await page.getByRole('combobox', { name: 'Filter by action' }).click();
    // antd's visible options (the role=option elements are its hidden accessibility list).
    await page.locator('.ant-select-item-option[title="Group hidden"]').click();
    await expect(entries.filter({ hasText: spamGroup.slice(0, 8) })).toBeVisible();
    await expect(entries.filter({ hasText: fineGroup.slice(0, 8) })).toHaveCount(0);
    await expect(entries.and(page.locator(':not([data-action="group_hidden"])'))).toHaveCount(0);
    await page.context().close();
  });
});
