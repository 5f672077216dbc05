import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';
import { pickOption } from '../support/antd';
import { toast } from '../support/ui';

/** Profile ("Your Personal Snippets"): the member's groups, versions and snippets, end to end through the UI. */

/** Types into a CodeMirror editor (its `.cm-content` is a contenteditable textbox). */
async function typeCode(page: Page, scope: Locator, code: string, { replace = false } = {}) {
  const editor = scope.locator('.cm-content');
  await editor.click();
  if (replace) await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await expect(editor).toContainText(code);
}

async function addSnippet(page: Page, card: Locator, description: string, code: string) {
  await card.getByTestId('add-snippet').click();
  const form = card.getByTestId('add-snippet-form');
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await typeCode(page, form, code);
  await form.getByRole('button', { name: 'Add snippet' }).click();
  await expect(form).toHaveCount(0);
  await expect(card.getByTestId('snippet').filter({ hasText: description })).toBeVisible();
}

test.describe('profile: your personal snippets', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('signed-out visitors are asked to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Personal Snippets');
    await expect(page.getByTestId('sign-in-required')).toContainText('Sign in to continue');
    await page.getByTestId('sign-in-required').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member creates a group with two versions and three snippets, edits, copies and deletes', async ({ page }) => {
    test.setTimeout(180_000);
    const member = await createVerifiedMember();
    await startSignedIn(page, member);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Personal Snippets');
    await expect(page.getByTestId('my-groups-empty')).toContainText('You have no snippet groups yet');
    // The Profile shows without antd; once settled, its forms and dialogs (antd with them) are prefetched.
    await expect(page.locator('link[rel="prefetch"][href*="/antd-scope-"]')).toHaveCount(2);

    // Create the group: TypeScript, first version 1.0.0 "Stable" with one snippet.
    await page.getByTestId('new-group').click();
    const dialog = page.getByRole('dialog', { name: 'New snippets group' });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Select a technology for the group');
    await dialog.getByRole('combobox', { name: 'Technology' }).click();
    await page.keyboard.type('TypeScript');
    await pickOption(page, 'TypeScript');
    await expect(dialog.getByTestId('create-visibility')).toHaveAttribute('aria-checked', 'true');
    // The version number ignores what is not digits or dots.
    await dialog.getByRole('textbox', { name: 'Version number' }).pressSequentially('v1a.0-b.0 ');
    await expect(dialog.getByRole('textbox', { name: 'Version number' })).toHaveValue('1.0.0');
    await dialog.getByRole('textbox', { name: 'Version name' }).fill('Stable');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Debounce a function');
    await typeCode(page, dialog, 'const wait = 300;');
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(toast(page, 'Snippet group created')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('my-group-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'TypeScript' })).toBeVisible();
    await expect(card.getByTestId('snippet')).toHaveCount(1);
    await expect(card.getByTestId('snippet')).toContainText('const wait = 300;');

    // Second version 2.0.0 "Next": selected once added, empty, then two snippets.
    await card.getByTestId('add-version').click();
    const versionForm = card.getByTestId('add-version-form');
    await versionForm.getByRole('textbox', { name: 'Version number' }).pressSequentially('2.0.0x');
    await expect(versionForm.getByRole('textbox', { name: 'Version number' })).toHaveValue('2.0.0');
    await versionForm.getByRole('textbox', { name: 'Version name' }).fill('Next');
    await versionForm.getByRole('button', { name: 'Add version' }).click();
    await expect(versionForm).toHaveCount(0);
    await expect(card.getByTestId('version-select')).toContainText('2.0.0 — Next');
    await expect(card.getByTestId('snippets-empty')).toHaveText('No snippets here!');
    await addSnippet(page, card, 'Throttle a function', 'const limit = 1000;');
    await addSnippet(page, card, 'Sleep', 'const sleep = 5;');
    await expect(card.getByTestId('snippet')).toHaveCount(2);

    // Switching versions switches the snippets shown.
    await card.getByRole('combobox', { name: 'Version' }).click();
    await card.getByRole('option', { name: '1.0.0 — Stable' }).click();
    await expect(card.getByTestId('snippet')).toHaveCount(1);
    await expect(card.getByTestId('snippet')).toContainText('Debounce a function');
    await card.getByRole('combobox', { name: 'Version' }).click();
    await card.getByRole('option', { name: '2.0.0 — Next' }).click();
    await expect(card.getByTestId('snippet')).toHaveCount(2);
    await expect(card.getByText('Debounce a function')).toHaveCount(0);

    // Edit a snippet in CodeMirror; one edition at a time: starting another cancels the first.
    const sleep = card.getByTestId('snippet').filter({ hasText: 'Sleep' });
    await sleep.getByTestId('edit-snippet').click();
    await expect(card.getByTestId('edit-snippet-form')).toHaveCount(1);
    await card.getByTestId('snippet').filter({ hasText: 'Throttle a function' }).getByTestId('edit-snippet').click();
    await expect(card.getByTestId('edit-snippet-form')).toHaveCount(1);
    await card.getByTestId('edit-snippet-form').getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('edit-snippet-form')).toHaveCount(0);

    await sleep.getByTestId('edit-snippet').click();
    const editForm = card.getByTestId('edit-snippet-form');
    await typeCode(page, editForm, 'await sleep(250);', { replace: true });
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(editForm).toHaveCount(0);
    const edited = card.getByTestId('snippet').filter({ hasText: 'Sleep' });
    await expect(edited.getByTestId('code-view')).toHaveText('await sleep(250);');

    // Copy the code.
    await edited.getByRole('button', { name: 'Copy code' }).click();
    await expect(toast(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('await sleep(250);');

    // Delete a snippet (confirmation).
    await card.getByTestId('snippet').filter({ hasText: 'Throttle a function' }).getByTestId('delete-snippet').click();
    const confirmSnippet = page.getByRole('dialog', { name: 'Delete this snippet?' });
    // The question takes the focus (Cancel first), so that the keyboard answers it.
    await expect(confirmSnippet.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirmSnippet.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Snippet deleted')).toBeVisible();
    await expect(card.getByTestId('snippet')).toHaveCount(1);

    // The edit is stored: it survives a reload.
    await page.reload();
    await expect(page.getByTestId('my-group-card').getByText('await sleep(250);')).toBeVisible();

    // Delete version 2.0.0 (named confirmation): 1.0.0 and its snippet show again. The page is
    // settled first (its loads answered), so the dialog belongs to the card that stays.
    await page.waitForLoadState('networkidle');
    await expect(card.getByTestId('version-select')).toContainText('2.0.0 — Next');
    await card.getByTestId('delete-version').click();
    const confirmVersion = page.getByRole('dialog').filter({ hasText: 'Delete the version "2.0.0 — Next"?' });
    await expect(confirmVersion).toBeVisible();
    await confirmVersion.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Version deleted')).toBeVisible();
    await expect(card.getByTestId('version-select')).toContainText('1.0.0 — Stable');
    await expect(card.getByTestId('snippet')).toHaveCount(1);
    // The last version cannot be deleted: the group goes instead.
    await expect(card.getByTestId('delete-version')).toBeDisabled();

    // Visibility: public to private, kept after a reload.
    const visibility = card.getByRole('switch', { name: 'Visibility' });
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
    await visibility.click();
    await expect(toast(page, 'The group is now private')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('my-group-card').getByRole('switch', { name: 'Visibility' })).toHaveAttribute('aria-checked', 'false');

    // Delete the group (irreversible confirmation).
    await card.getByTestId('delete-group').click();
    const confirmGroup = page.getByRole('dialog').filter({ hasText: 'This cannot be undone.' });
    await confirmGroup.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Snippet group deleted')).toBeVisible();
    await expect(page.getByTestId('my-group-card')).toHaveCount(0);
    await expect(page.getByTestId('my-groups-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('my-groups-empty')).toBeVisible();
  });

  test('in es-ES: default version, custom technologies forced private, filter by technology', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await createVerifiedMember();
    const custom = await request.post('/api/technologies/custom', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { name: 'Inhouse DSL', use: 'Our build scripts' },
    });
    expect(custom.ok()).toBe(true);
    await page.addInitScript(() =>
      localStorage.setItem('snipstack-preferences', JSON.stringify({ state: { language: { id: 'es-ES', name: 'Español' } }, version: 1 })),
    );
    await startSignedIn(page, member);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus snippets personales');

    // No version given: the server creates "General" 0.0.0, empty.
    await page.getByTestId('new-group').click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo grupo de snippets' });
    await dialog.getByRole('combobox', { name: 'Tecnología' }).click();
    await page.keyboard.type('Python');
    await pickOption(page, 'Python');
    await dialog.getByRole('button', { name: 'Crear grupo' }).click();
    await expect(toast(page, 'Grupo de snippets creado')).toBeVisible();
    const python = page.getByTestId('my-group-card').filter({ has: page.getByRole('heading', { name: 'Python' }) });
    await expect(python.getByTestId('version-select')).toContainText('0.0.0 — General');
    await expect(python.getByTestId('snippets-empty')).toHaveText('¡No hay snippets aquí!');
    // Edit the version's number and name.
    await python.getByRole('button', { name: 'Editar versión' }).click();
    const versionForm = python.getByTestId('edit-version-form');
    await versionForm.getByRole('textbox', { name: 'Número de versión' }).fill('3.12');
    await versionForm.getByRole('textbox', { name: 'Nombre de la versión' }).fill('Estable');
    await versionForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(versionForm).toHaveCount(0);
    await expect(python.getByTestId('version-select')).toContainText('3.12 — Estable');

    // A custom technology forces Private and disables the switch.
    await page.getByTestId('new-group').click();
    dialog = page.getByRole('dialog', { name: 'Nuevo grupo de snippets' });
    await dialog.getByRole('combobox', { name: 'Tecnología' }).click();
    await page.keyboard.type('Inhouse');
    await pickOption(page, 'Inhouse DSL');
    await expect(dialog.getByTestId('create-visibility')).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByTestId('create-visibility')).toBeDisabled();
    await expect(dialog).toContainText('Las tecnologías personalizadas no pueden ser públicas');
    await dialog.getByRole('button', { name: 'Crear grupo' }).click();
    await expect(page.getByTestId('my-group-card')).toHaveCount(2);
    const inhouse = page.getByTestId('my-group-card').filter({ has: page.getByRole('heading', { name: 'Inhouse DSL' }) });
    const inhouseVisibility = inhouse.getByRole('switch', { name: 'Visibilidad' });
    await expect(inhouseVisibility).toHaveAttribute('aria-checked', 'false');
    // Making it public is refused by the server: its message shows, the switch goes back.
    await inhouseVisibility.click();
    await expect(page.getByTestId('toast').and(page.locator('[data-kind="error"]'))).toContainText(
      'Las tecnologías personalizadas no pueden ser públicas',
    );
    await expect(inhouseVisibility).toHaveAttribute('aria-checked', 'false');

    // A group collapses to its summary and opens again.
    await python.getByRole('button', { name: 'Plegar grupo' }).click();
    await expect(python.getByTestId('version-select')).toHaveCount(0);
    await expect(python).toContainText('1 versión · 0 snippets');
    await python.getByRole('button', { name: 'Desplegar grupo' }).click();
    await expect(python.getByTestId('version-select')).toBeVisible();

    // The view mode preference applies to the groups grid.
    await page.getByTestId('view-mode-double').click();
    await expect(page.getByTestId('my-groups')).toHaveAttribute('data-columns', '2');

    // Filter by technology: the official ones and the member's custom ones are offered; the server filters.
    const toolbar = page.getByTestId('my-groups-toolbar');
    await toolbar.getByRole('combobox', { name: 'Tecnología' }).click();
    await expect(toolbar.getByRole('option', { name: 'Inhouse DSL' })).toHaveCount(1);
    await toolbar.getByRole('option', { name: /^Python/ }).click();
    await expect(page).toHaveURL(/[?&]tech=/);
    await expect(page.getByTestId('my-group-card')).toHaveCount(1);
    await expect(page.getByTestId('my-group-card').getByRole('heading')).toHaveText('Python');
  });
});

test.describe('a group opens on the same version everywhere', () => {
  test('the newest on the Index and the Profile; the last one chosen, remembered on both and after a reload', async ({ page }) => {
    const member = await createVerifiedMember();
    const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${member.token}` };
    expect((await fetch(`${api}/api/users/`, { headers })).ok).toBe(true);
    const technologies = (await (await fetch(`${api}/api/public/technologies`)).json()) as { id: string; name: string }[];
    const goId = technologies.find((technology) => technology.name === 'Go')!.id;
    const word = `quince${Date.now().toString(36)}`;
    // Created oldest number last, and the first version unnamed: the server names it General.
    const created = await fetch(`${api}/api/snippets-groups/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        technologyID: goId,
        isPublic: true,
        versions: [
          { no: '1.0.0', snippets: [{ description: `${word} one`, code: 'package one' }] },
          { no: '1.10.0', name: 'Ten', snippets: [{ description: `${word} ten`, code: 'package ten' }] },
          { no: '1.9.0', name: 'Nine', snippets: [{ description: `${word} nine`, code: 'package nine' }] },
        ],
      }),
    });
    expect(created.status).toBe(201);
    await startSignedIn(page, member);

    // The Index without a search (a search opens on the matching version): the newest group of Go first.
    const indexCard = page.getByTestId('listing-card').filter({ hasText: word });
    await page.goto(`/?tech=${goId}&sort=recent`);
    await expect(indexCard.getByTestId('version-select')).toContainText('1.10.0 · Ten');
    await page.goto('/profile');
    const profileCard = page.getByTestId('my-group-card');
    await expect(profileCard.getByTestId('version-select')).toContainText('1.10.0 — Ten');

    // Chosen on the Profile: the Index (without a search) opens on it too, and so does the Profile after a reload.
    await profileCard.getByTestId('version-select').click();
    await profileCard.getByRole('option', { name: '1.0.0 — General' }).click();
    await expect(profileCard.getByTestId('snippet')).toContainText('package one');
    await page.reload();
    await expect(profileCard.getByTestId('version-select')).toContainText('1.0.0 — General');
    await page.goto(`/?tech=${goId}&sort=recent`);
    await expect(indexCard.getByTestId('version-select')).toContainText('1.0.0 · General');

    // Chosen on the Index: the Profile follows.
    await indexCard.getByTestId('version-select').click();
    await page.getByRole('option', { name: '1.9.0 · Nine' }).click();
    await expect(indexCard).toContainText('package nine');
    await page.goto('/profile');
    await expect(profileCard.getByTestId('version-select')).toContainText('1.9.0 — Nine');
  });
});

/** Creates a group through the API as `member`; its id and versions' ids. */
function createGroup(member: BrowserMember, body: Record<string, unknown>) {
  return apiAs<{ id: string; versions: { id: string }[] }>('/api/snippets-groups/', member, {
    method: 'POST',
    body: { isPublic: true, ...body },
  });
}

/** A call of the Profile's list (GET /api/snippets-groups?...) with the query parameters `expected`. */
function listRequest(page: Page, expected: Record<string, string | null>) {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/snippets-groups' || request.method() !== 'GET') return false;
    return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);
  });
}

test.describe('bounded answers: the Profile pages, filters and sorts on the server and reads versions on demand', () => {
  test("pages through more than one page of groups; the technology and the order are the server's", async ({ page }) => {
    test.setTimeout(150_000);
    const member = await createVerifiedMember();
    const reader = await createVerifiedMember();
    await Promise.all([apiAs('/api/users/', member), apiAs('/api/users/', reader)]);
    const [goId, pythonId] = await Promise.all([technologyId('Go'), technologyId('Python')]);
    const word = `pages${Date.now().toString(36)}`;
    // Oldest first: one Python group (upvoted by another member), then twelve Go groups.
    const python = await createGroup(member, { technologyID: pythonId, title: `${word} python` });
    for (let index = 1; index <= 12; index += 1) {
      await createGroup(member, { technologyID: goId, title: `${word} go-${String(index).padStart(2, '0')}` });
    }
    await apiAs('/api/interactions/upvote', reader, { method: 'PATCH', body: { snippetsGroupsID: python.id } });
    await startSignedIn(page, member);

    // Page 1: the twelve newest, asked 12 at a time, newest first (the server's default order).
    const cards = page.getByTestId('my-group-card');
    const firstPage = listRequest(page, { limit: '12', skip: null, sort: null, techID: null });
    await page.goto('/profile');
    await firstPage;
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(`${word} go-12`);
    await expect(cards.last()).toContainText(`${word} go-01`);
    await expect(page.getByText(`${word} python`)).toHaveCount(0);
    await expect(page.getByTestId('my-groups')).toHaveAttribute('data-total', '13');

    // Page 2: the thirteenth, asked of the server (skip 12).
    const pager = page.getByTestId('my-groups-pager');
    const secondPage = listRequest(page, { limit: '12', skip: '12' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await secondPage;
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${word} python`);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The page is in the address: it survives a reload, and Back returns to page 1.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${word} python`);
    await page.goBack();
    await expect(cards).toHaveCount(12);
    await page.goForward();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${word} python`);

    // The technology filter is the server's: only Python, from the first page, no pager.
    const toolbar = page.getByTestId('my-groups-toolbar');
    const filtered = listRequest(page, { techID: pythonId, skip: null });
    await toolbar.getByRole('combobox', { name: 'Technology' }).click();
    await toolbar.getByRole('option', { name: 'Python', exact: true }).click();
    await filtered;
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${word} python`);
    await expect(pager).toHaveCount(0);

    // Back to every technology, most upvoted first (sort=0): the Python group leads page 1.
    await toolbar.getByRole('combobox', { name: 'Technology' }).click();
    await toolbar.getByRole('option', { name: 'All technologies' }).click();
    await expect(cards).toHaveCount(12);
    const popular = listRequest(page, { sort: '0', techID: null });
    await toolbar.getByRole('combobox', { name: 'Sort by' }).click();
    await toolbar.getByRole('option', { name: 'Most upvoted' }).click();
    await popular;
    await expect(page).toHaveURL(/[?&]sort=popular/);
    await expect(cards.first()).toContainText(`${word} python`);
    await expect(cards).toHaveCount(12);
    await expect(page.getByText(`${word} go-01`)).toHaveCount(0);
  });

  test('a snippet longer than 30 lines shows its first lines; "Show all" and editing take its whole code', async ({ page }) => {
    test.setTimeout(120_000);
    const member = await createVerifiedMember();
    await apiAs('/api/users/', member);
    const lines = Array.from({ length: 40 }, (_, index) => `const line${index + 1} = ${index + 1};`);
    const group = await createGroup(member, {
      technologyID: await technologyId('JavaScript'),
      versions: [{ no: '1.0.0', snippets: [{ description: 'Forty lines', code: lines.join('\n') }] }],
    });
    const versionUrl = `/api/public/groups/${group.id}/versions/${group.versions[0].id}`;
    const storedCode = async () => (await apiAs<{ snippets: { code: string }[] }>(versionUrl, member)).snippets[0].code;
    await startSignedIn(page, member);
    await page.goto('/profile');

    // The card's preview: the first 30 lines, and how many there are.
    const card = page.getByTestId('my-group-card');
    const snippet = card.getByTestId('snippet');
    await expect(snippet.getByTestId('code-view')).toContainText('const line30 = 30;');
    await expect(snippet.getByTestId('code-view')).not.toContainText('const line31 = 31;');
    await expect(snippet.getByTestId('show-all-lines')).toHaveText('Show all 40 lines');

    // Editing from the preview opens the whole code: a line added at its end keeps the 40 before it.
    await snippet.getByTestId('edit-snippet').click();
    const form = card.getByTestId('edit-snippet-form');
    await expect(form.locator('.cm-content')).toContainText('const line1 = 1;');
    await form.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconst line41 = 41;');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    expect(await storedCode()).toBe([...lines, 'const line41 = 41;'].join('\n'));
    await expect(snippet.getByTestId('show-all-lines')).toHaveText('Show all 41 lines');

    // "Show all": the whole code, read from the server.
    await snippet.getByTestId('show-all-lines').click();
    await expect(snippet.getByTestId('code-view')).toContainText('const line41 = 41;');
    await expect(snippet.getByTestId('show-all-lines')).toHaveCount(0);

    // Edited again while shown whole (its version is in the browser's cache now): the new code shows, not the old.
    await snippet.getByTestId('edit-snippet').click();
    await form.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconst line42 = 42;');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(snippet.getByTestId('code-view')).toContainText('const line42 = 42;');
    expect(await storedCode()).toBe([...lines, 'const line41 = 41;', 'const line42 = 42;'].join('\n'));
  });

  test('a version other than the one previewed, and a fourth snippet, are read when shown', async ({ page }) => {
    const member = await createVerifiedMember();
    await apiAs('/api/users/', member);
    await createGroup(member, {
      technologyID: await technologyId('Go'),
      versions: [
        { no: '1.0.0', name: 'Old', snippets: [{ description: 'old one', code: 'package old' }] },
        {
          no: '2.0.0',
          name: 'New',
          snippets: [1, 2, 3, 4].map((index) => ({ description: `new ${index}`, code: `package new${index}` })),
        },
      ],
    });
    await startSignedIn(page, member);
    await page.goto('/profile');
    const card = page.getByTestId('my-group-card');
    // The newest version's first three snippets, and the way to the fourth.
    await expect(card.getByTestId('snippet')).toHaveCount(3);
    await expect(card.getByTestId('show-all-snippets')).toHaveText('Show all 4 snippets');
    await card.getByTestId('show-all-snippets').click();
    await expect(card.getByTestId('snippet')).toHaveCount(4);
    await expect(card.getByTestId('snippet').last()).toContainText('package new4');
    // The other version: read when chosen.
    await card.getByTestId('version-select').click();
    await card.getByRole('option', { name: '1.0.0 — Old' }).click();
    await expect(card.getByTestId('snippet')).toHaveCount(1);
    await expect(card.getByTestId('snippet')).toContainText('package old');
  });
});

test.describe('storage', () => {
  test("the settings show the code stored against the limits; each card its group's size", async ({ page }) => {
    const member = await createVerifiedMember();
    await apiAs('/api/users/', member);
    const goId = await technologyId('Go');
    // 3 KB and 1 KB of code (descriptions do not count).
    await createGroup(member, {
      technologyID: goId,
      title: 'big',
      versions: [{ no: '1', snippets: [{ description: 'x', code: 'x'.repeat(3072) }] }],
    });
    const small = await createGroup(member, {
      technologyID: goId,
      title: 'small',
      versions: [{ no: '1', snippets: [{ description: 'y', code: 'y'.repeat(1024) }] }],
    });
    await startSignedIn(page, member);

    await page.goto('/config');
    const card = page.getByTestId('storage-card');
    await expect(card.getByTestId('storage-used')).toHaveText('4 KB of 200 MB used');
    await expect(card.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByTestId('storage-group-limit')).toHaveText('Each group can hold up to 256 KB of code; your largest holds 3 KB.');

    await page.goto('/profile');
    const big = page.getByTestId('my-group-card').filter({ hasText: 'big' });
    await expect(big.getByTestId('group-size')).toHaveText('3 KB stored');

    // The small group deleted, 3 KB are left.
    const deleted = await page.request.delete(`/api/snippets-groups/${small.id}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(deleted.ok()).toBe(true);
    await page.goto('/config');
    await expect(card.getByTestId('storage-used')).toHaveText('3 KB of 200 MB used');
  });

  test("a write past the group's limit is refused (413) with the server's message; the form stays open", async ({ page }) => {
    // GROUP_CODE_LIMIT_BYTES is 256 KB on the test server (playwright.config.ts): 200 KB stored, 60 KB more is too much.
    const member = await createVerifiedMember();
    await apiAs('/api/users/', member);
    await createGroup(member, {
      technologyID: await technologyId('Go'),
      title: 'nearly full',
      versions: [{ no: '1', snippets: ['a', 'b'].map((letter) => ({ description: letter, code: letter.repeat(100 * 1024) })) }],
    });
    await startSignedIn(page, member);
    await page.goto('/profile');
    const card = page.getByTestId('my-group-card');
    await expect(card.getByTestId('group-size')).toHaveText('200 KB stored');
    await card.getByTestId('add-snippet').click();
    const form = card.getByTestId('add-snippet-form');
    await form.getByRole('textbox', { name: 'Description' }).fill('one too many');
    await form.locator('.cm-content').click();
    await page.keyboard.insertText('c'.repeat(60 * 1024));
    await form.getByRole('button', { name: 'Add snippet' }).click();
    await expect(page.getByTestId('toast').and(page.locator('[data-kind="error"]'))).toContainText(
      'A snippets group can hold at most 256 KB of code in all its versions: this change would bring it to 260 KB',
    );
    await expect(form).toBeVisible();
    await expect(card.getByTestId('snippet')).toHaveCount(2);
  });
});
