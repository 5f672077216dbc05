import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, type BrowserMember, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from '../organise/pages';

/**
 * Issue 40, writing in an organisation from the web: a member edits a group another member made in the organisation
 * (a snippet, a draft version published), a viewer reads it only; a public group forked into an organisation in one
 * step from its page; the organisation's export and import in its settings, for its admins. English and Spanish, 390 px.
 */

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

interface Team {
  slug: string;
  name: string;
  owner: BrowserMember;
  /** Each joined through an invitation by name. */
  members: Record<'memberA' | 'memberB' | 'viewer', BrowserMember>;
}

async function usernameOf(member: BrowserMember): Promise<string> {
  return (await apiAs<{ username: string }>('/api/users/', member)).username;
}

/** An organisation with two members and a viewer, made through the API. */
async function team(word: string): Promise<Team> {
  const owner = await createVerifiedMember();
  const name = `Crew ${word}`;
  const { slug } = await apiAs<{ slug: string }>('/api/organisations', owner, { method: 'POST', body: { slug: word, name } });
  const join = async (role: string) => {
    const member = await createVerifiedMember();
    const invitation = await apiAs<{ id: string }>(`/api/organisations/${slug}/invitations`, owner, {
      method: 'POST',
      body: { username: await usernameOf(member), role },
    });
    await apiAs(`/api/organisation-invitations/${invitation.id}/accept`, member, { method: 'POST', body: {} });
    return member;
  };
  return { slug, name, owner, members: { memberA: await join('member'), memberB: await join('member'), viewer: await join('viewer') } };
}

/** Types into a CodeMirror editor (its `.cm-content` is a contenteditable textbox). */
async function typeCode(page: Page, scope: Locator, code: string) {
  const editor = scope.locator('.cm-content');
  await editor.click();
  await page.keyboard.type(code);
  await expect(editor).toContainText(code);
}

interface GroupRead {
  versions: { id: string; no: string; isDraft: boolean }[];
}

test.describe('writing in an organisation', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a member edits a group another member made in the organisation; a viewer only reads it', async ({ browser }) => {
    const word = `crew${stamp()}`;
    const { slug, members } = await team(word);
    const { memberA, memberB, viewer } = members;
    const python = await technologyId('Python');
    const made = await apiAs<{ id: string }>('/api/snippets-groups', memberA, {
      method: 'POST',
      body: {
        technologyID: python,
        title: `${word} runbook`,
        isPublic: false,
        versions: [{ no: '1.0.0', name: 'First', snippets: [{ description: 'Restart', code: 'restart()' }] }],
      },
    });
    await apiAs(`/api/organisations/${slug}/groups/${made.id}`, memberA, { method: 'PUT', body: { visibility: 'organisation' } });

    // Member B opens the organisation in the Profile: A's group is editable there, but not deletable nor made public.
    const page = await pageOf(browser, memberB);
    await page.goto(`/profile?space=org:${slug}`);
    const entry = page.getByTestId('organisation-group').filter({ hasText: `${word} runbook` });
    const card = entry.getByTestId('my-group-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('delete-group')).toHaveCount(0);
    await expect(card.getByTestId('visibility-switch')).toHaveCount(0);
    await expect(entry.getByTestId('organisation-group-move-out')).toHaveCount(0);

    // A snippet added to its version.
    await card.getByTestId('add-snippet').click();
    const form = card.getByTestId('add-snippet-form');
    await form.getByRole('textbox', { name: 'Description' }).fill('Drain the queue');
    await typeCode(page, form, 'drain_queue()');
    await form.getByRole('button', { name: 'Add snippet' }).click();
    await expect(form).toHaveCount(0);
    await expect(card.getByTestId('snippet').filter({ hasText: 'Drain the queue' })).toBeVisible();

    // A draft version, then published.
    await card.getByTestId('add-version').click();
    const versionForm = card.getByTestId('add-version-form');
    await versionForm.getByRole('textbox', { name: 'Version number' }).fill('2.0.0');
    await versionForm.getByRole('textbox', { name: 'Version name' }).fill('Second');
    await versionForm.getByTestId('version-draft').click();
    await versionForm.getByRole('button', { name: 'Add version' }).click();
    await expect(versionForm).toHaveCount(0);
    await expect(card.getByTestId('version-select')).toContainText('2.0.0 — Second');
    await expect(card.getByTestId('draft-note')).toBeVisible();
    await card.getByTestId('publish-version').click();
    await expect(card.getByTestId('draft-note')).toHaveCount(0);

    // Its author reads what B wrote.
    const read = await apiAs<GroupRead>(`/api/public/groups/${made.id}`, memberA);
    expect(read.versions.map((version) => [version.no, version.isDraft])).toEqual([
      ['1.0.0', false],
      ['2.0.0', false],
    ]);
    const first = await apiAs<{ snippets: { description: string }[] }>(
      `/api/public/groups/${made.id}/versions/${read.versions[0].id}`,
      memberA,
    );
    expect(first.snippets.map((snippet) => snippet.description)).toEqual(['Restart', 'Drain the queue']);

    // The viewer reads it, without any control that writes.
    const viewerPage = await pageOf(browser, viewer);
    await viewerPage.goto(`/profile?space=org:${slug}`);
    const seen = viewerPage.getByTestId('organisation-group').filter({ hasText: `${word} runbook` });
    await expect(seen.getByTestId('listing-card')).toBeVisible();
    await expect(seen.getByTestId('my-group-card')).toHaveCount(0);
    await expect(seen.getByTestId('add-snippet')).toHaveCount(0);
    await expect(seen.getByTestId('add-version')).toHaveCount(0);
    await expect(viewerPage.getByTestId('organisation-group-create')).toHaveCount(0);

    // The same editing card on a phone, in Spanish.
    const phone = await pageOf(browser, memberB, { language: 'es-ES', phone: true });
    await phone.goto(`/profile?space=org:${slug}`);
    const phoneCard = phone
      .getByTestId('organisation-group')
      .filter({ hasText: `${word} runbook` })
      .getByTestId('my-group-card');
    await expect(phoneCard.getByTestId('add-snippet')).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await phone.screenshot({ path: test.info().outputPath('organisation-edit-390-es.png'), fullPage: true });
  });

  for (const { language, phone, into, done } of [
    { language: undefined, phone: false, into: 'Into my groups', done: 'Forked into the organisation' },
    { language: 'es-ES' as const, phone: true, into: 'En mis grupos', done: 'Bifurcado en la organización' },
  ]) {
    test(`a member forks a public group into the organisation in one step (${language ?? 'en-EN'}${phone ? ', 390 px' : ''})`, async ({
      browser,
    }) => {
      const word = `fork${stamp()}`;
      const { slug, name, members } = await team(word);
      const author = await createVerifiedMember();
      const source = await apiAs<{ id: string }>('/api/snippets-groups', author, {
        method: 'POST',
        body: {
          technologyID: await technologyId('Python'),
          title: `${word} recipes`,
          isPublic: true,
          versions: [{ no: '1.0.0', name: 'One', snippets: [{ description: 'Parse', code: 'parse()' }] }],
        },
      });

      // A viewer is offered only their own groups: once their organisations are read, the button still forks at once.
      const viewerPage = await pageOf(browser, members.viewer, { language, phone });
      const organisationsRead = viewerPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/organisations');
      await viewerPage.goto(`/g/${source.id}`);
      await organisationsRead;
      await expect(viewerPage.getByTestId('fork-button')).toBeVisible();
      await expect(viewerPage.getByTestId('fork-button')).not.toHaveAttribute('aria-haspopup', 'menu');

      const page = await pageOf(browser, members.memberA, { language, phone });
      await page.goto(`/g/${source.id}`);
      // Once the member's organisations are read, the button opens a menu of where the copy goes.
      await expect(page.getByTestId('fork-button')).toHaveAttribute('aria-haspopup', 'menu');
      await page.getByTestId('fork-button').click();
      const menu = page.getByRole('menu');
      await expect(menu).toContainText(into);
      await expect(menu).toContainText(name);
      if (phone) {
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: test.info().outputPath('fork-menu-390-es.png') });
      }
      await page.getByTestId(`fork-${slug}-all`).click();
      await expect(toast(page, done)).toBeVisible();

      // The copy is the organisation's: its viewer reads it there.
      await viewerPage.goto(`/profile?space=org:${slug}`);
      const copy = viewerPage.getByTestId('organisation-group');
      await expect(copy).toHaveCount(1);
      await expect(copy).toContainText('Parse');
      if (phone) await expectNoSidewaysScroll(viewerPage);
    });
  }

  test("the organisation's admins export and import its groups from its settings (Spanish, 390 px)", async ({ browser }) => {
    const word = `xfer${stamp()}`;
    const { slug, owner, members } = await team(word);
    const page = await pageOf(browser, owner, { language: 'es-ES', phone: true });
    await page.goto(`/o/${slug}/settings`);
    const transfer = page.getByTestId('organisation-transfer');
    await expect(transfer).toContainText('Exportar e importar');
    await transfer.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('organisation-transfer-390-es.png') });

    await transfer.getByTestId('import-open').click();
    const archive = {
      format: 'snipstack-archive',
      version: 1,
      customTechnologies: [],
      groups: [
        {
          technology: { name: 'Python', custom: false },
          versions: [{ no: '1.0.0', name: 'v', position: 0, snippets: [{ description: `${word} importado`, code: 'x = 1', position: 0 }] }],
        },
      ],
    };
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'equipo.snipstack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(archive)) });
    await expect(page.getByTestId('import-preview')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Omitir los grupos que la organización ya tiene');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('organisation-import-390-es.png') });
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-preview')).toHaveCount(0);
    const groups = await apiAs<{ visibility: string; versions: unknown[] }[]>(`/api/organisations/${slug}/groups`, members.viewer);
    expect(groups.map((group) => group.visibility)).toEqual(['organisation']);

    const download = page.waitForEvent('download');
    await transfer.getByTestId('export-menu').click();
    await page.getByTestId('export-snipstack').click();
    expect((await download).suggestedFilename()).toBe(`snipstack-${slug}.snipstack.json`);

    // A member sees no export or import in the settings.
    const memberPage = await pageOf(browser, members.memberA, { language: 'es-ES', phone: true });
    await memberPage.goto(`/o/${slug}/settings`);
    await expect(memberPage.getByTestId('organisation-member').first()).toBeVisible();
    await expect(memberPage.getByTestId('organisation-transfer')).toHaveCount(0);
  });
});
