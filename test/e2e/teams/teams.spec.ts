import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { pickOption } from '../support/antd';
import { apiAs, createVerifiedMember, technologyId } from '../support/session';
import { expectNoSidewaysScroll, pageOf, stamp } from '../organise/pages';

/**
 * Issue 40 in the browser: an organisation created from the Profile, an invitation link accepted by another member,
 * a group made in the organisation and read by a viewer, and hidden from a stranger; in English and Spanish, and on
 * a 390 px phone; a private group shared with a named member.
 */

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

interface MyOrganisation {
  slug: string;
  name: string;
}

test.describe('organisations', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner creates an organisation and a group in it; a viewer joins by link and reads it; a stranger does not', async ({
    browser,
  }) => {
    const word = `team${stamp()}`;
    const owner = await createVerifiedMember();
    const page = await pageOf(browser, owner);

    // The organisation, from the Profile: its address follows its name.
    await page.goto('/profile');
    await page.getByTestId('organisation-create-open').click();
    const create = page.getByTestId('organisation-create-dialog');
    await create.getByTestId('organisation-name').fill(`Acme ${word}`);
    await expect(create.getByTestId('organisation-slug')).toHaveValue(`acme-${word}`);
    await create.getByTestId('organisation-create-submit').click();
    await expect(toast(page, 'Organisation created')).toBeVisible();
    const space = page.getByTestId('organisation-space');
    await expect(space.getByRole('heading', { name: `Acme ${word}` })).toBeVisible();
    await expect(space.getByTestId('organisation-role')).toHaveText('Owner');
    await expect(page).toHaveURL(/space=org%3Aacme-/);
    const slug = `acme-${word}`;

    // A group made in the organisation: private in the dialog, organisation-only once moved in.
    await space.getByTestId('organisation-group-create').click();
    const dialog = page.getByRole('dialog', { name: 'New snippets group' });
    await dialog.getByRole('combobox', { name: 'Technology' }).click();
    await page.keyboard.type('Python');
    await pickOption(page, 'Python');
    await dialog.getByTestId('create-visibility').click();
    await expect(dialog.getByTestId('create-visibility')).toHaveAttribute('aria-checked', 'false');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`${word} runbook`);
    await dialog.getByTestId('create-group-submit').click();
    await expect(toast(page, 'Group created in the organisation')).toBeVisible();
    const group = space.getByTestId('organisation-group').filter({ hasText: `${word} runbook` });
    await expect(group).toHaveCount(1);
    await expect(group.getByTestId('organisation-group-visibility')).toContainText('Organisation only');
    const groupId = await group.getAttribute('data-group-id');

    // An invitation link for a viewer, in the organisation's settings.
    await space.getByTestId('organisation-settings-link').click();
    const invitations = page.getByTestId('organisation-invitations');
    await invitations.getByTestId('invite-role').click();
    await pickOption(page, 'Viewer');
    await invitations.getByTestId('invite-submit').click();
    await expect(toast(page, 'Invitation created')).toBeVisible();
    const link = (await page.getByTestId('invitation-link-value').textContent())!.trim();
    expect(link).toMatch(/\/join\/inv_/);
    await expect(invitations.getByTestId('invitation')).toContainText('Viewer · 0 of 1 uses');

    // An avatar, shown on the organisation's page.
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('organisation-avatar-setting')
      .locator('input[type=file]')
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Avatar changed')).toBeVisible();
    await expect(page.getByTestId('organisation-avatar-remove')).toBeVisible();

    // Another member opens the link and joins as a viewer: the group shows, read-only.
    const viewer = await createVerifiedMember();
    const viewerPage = await pageOf(browser, viewer);
    await viewerPage.goto(new URL(link).pathname);
    await viewerPage.getByTestId('join-submit').click();
    await expect(toast(viewerPage, 'You joined the organisation')).toBeVisible();
    const viewerSpace = viewerPage.getByTestId('organisation-space');
    await expect(viewerSpace.getByTestId('organisation-role')).toHaveText('Viewer');
    const seen = viewerSpace.getByTestId('organisation-group').filter({ hasText: `${word} runbook` });
    await expect(seen).toHaveCount(1);
    await expect(seen.getByTestId('organisation-group-move-out')).toHaveCount(0);
    await expect(viewerSpace.getByTestId('organisation-group-create')).toHaveCount(0);

    // Search within the organisation from its page (`org:<slug>`): its members find its organisation-only groups.
    await viewerPage.goto(`/o/${slug}`);
    const search = viewerPage.getByRole('searchbox', { name: "Search this organisation's groups" });
    await search.fill('runbook');
    await search.press('Enter');
    await expect(viewerPage).toHaveURL(new RegExp(`/\\?q=org%3A${slug}\\+runbook$`));
    await expect(viewerPage.getByTestId('listing-card').filter({ hasText: `${word} runbook` })).toHaveCount(1);

    // The link was used once: it is gone from the open invitations, and the audit tells the join.
    await page.reload();
    // Waits for the list itself: a count of 0 alone also holds while the card is still loading.
    await expect(page.getByTestId('organisation-invitations').getByText('No open invitations')).toBeVisible();
    await expect(page.getByTestId('organisation-invitations').getByTestId('invitation')).toHaveCount(0);
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'joined as Viewer' })).toHaveCount(1);

    // A stranger: the group is nowhere, the organisation's groups are not theirs, the public page lists nothing.
    const stranger = await createVerifiedMember();
    const strangerPage = await pageOf(browser, stranger);
    await strangerPage.goto(`/g/${groupId}`);
    await expect(strangerPage.getByTestId('not-found')).toBeVisible();
    await strangerPage.goto(`/profile?space=org:${slug}`);
    await expect(strangerPage.getByTestId('organisation-space-missing')).toBeVisible();
    await strangerPage.goto(`/?q=${word}`);
    await expect(strangerPage.getByTestId('listing-card')).toHaveCount(0);
    await strangerPage.goto(`/o/${slug}`);
    await expect(strangerPage.getByTestId('organisation-title')).toHaveText(`Acme ${word}`);
    await expect(strangerPage.getByTestId('organisation-header').locator('img')).toHaveAttribute(
      'src',
      /\/api\/public\/organisations\/.+\/avatar\?t=/,
    );
    await expect(strangerPage.getByText(`Acme ${word} has no public groups yet.`)).toBeVisible();
    await expect(strangerPage.getByTestId('organisation-search')).toHaveCount(0);
    await strangerPage.goto(`/?q=${encodeURIComponent(`org:${slug} runbook`)}`);
    await expect(strangerPage.getByTestId('groups-empty')).toBeVisible();
    await expect(strangerPage.getByTestId('listing-card')).toHaveCount(0);
  });

  test('in Spanish on a 390 px phone: the public page, joining by link, the settings', async ({ browser }) => {
    const word = `equipo${stamp()}`;
    const owner = await createVerifiedMember();
    const organisation = await apiAs<MyOrganisation>('/api/organisations', owner, {
      method: 'POST',
      body: { slug: word, name: `Equipo ${word}`, description: 'Fragmentos del equipo' },
    });
    await apiAs(`/api/organisations/${organisation.slug}/shown`, owner, { method: 'PUT', body: { shown: true } });
    const pythonId = await technologyId('Python');
    const open = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
      method: 'POST',
      body: { technologyID: pythonId, title: `${word} público`, isPublic: true },
    });
    await apiAs(`/api/organisations/${organisation.slug}/groups/${open.id}`, owner, { method: 'PUT', body: { visibility: 'public' } });
    const goId = await technologyId('Go');
    const inner = await apiAs<{ id: string }>('/api/snippets-groups', owner, {
      method: 'POST',
      body: { technologyID: goId, title: `${word} interno`, isPublic: false },
    });
    await apiAs(`/api/organisations/${organisation.slug}/groups/${inner.id}`, owner, {
      method: 'PUT',
      body: { visibility: 'organisation' },
    });
    const invitation = await apiAs<{ path: string }>(`/api/organisations/${organisation.slug}/invitations`, owner, {
      method: 'POST',
      body: { role: 'member', expiresInHours: 24, maxUses: 2 },
    });

    // A visitor on a phone: the public page in Spanish, its public group only.
    const visitor = await pageOf(browser, null, { language: 'es-ES', phone: true });
    await visitor.goto(`/o/${organisation.slug}`);
    await expect(visitor.getByTestId('organisation-title')).toHaveText(`Equipo ${word}`);
    await expect(visitor.getByTestId('organisation-members')).toContainText('Miembros:');
    await expect(visitor.getByRole('heading', { name: `Grupos públicos de Equipo ${word}` })).toBeVisible();
    await expect(visitor.getByTestId('listing-card')).toHaveCount(1);
    await expect(visitor.getByTestId('listing-card')).toContainText(`${word} público`);
    await expectNoSidewaysScroll(visitor);

    // A member joins by the link on a phone, in Spanish, and reads both groups.
    const member = await createVerifiedMember();
    const phone = await pageOf(browser, member, { language: 'es-ES', phone: true });
    await phone.goto(invitation.path);
    await expect(phone.getByRole('heading', { name: 'Unirse a una organización' })).toBeVisible();
    await phone.getByTestId('join-submit').click();
    await expect(toast(phone, 'Te has unido a la organización')).toBeVisible();
    const space = phone.getByTestId('organisation-space');
    await expect(space.getByTestId('organisation-role')).toHaveText('Miembro');
    await expect(space.getByTestId('organisation-group')).toHaveCount(2);
    await expect(space.getByTestId('organisation-group').filter({ hasText: `${word} interno` })).toContainText('Solo la organización');
    await expectNoSidewaysScroll(phone);

    // The technology filter, as the Profile's own: the server's, kept in the address (?tech=), and kept on a reload.
    const filter = space.getByTestId('organisation-toolbar').getByRole('combobox', { name: 'Tecnología' });
    await filter.click();
    await phone.getByRole('option', { name: 'Go', exact: true }).click();
    await expect(phone).toHaveURL(new RegExp(`[?&]tech=${goId}`));
    await expect(space.getByTestId('organisation-group')).toHaveCount(1);
    await expect(space.getByTestId('organisation-group')).toContainText(`${word} interno`);
    await expectNoSidewaysScroll(phone);
    await phone.reload();
    await expect(space.getByTestId('organisation-group')).toHaveCount(1);
    await expect(filter).toContainText('Go');
    await filter.click();
    await phone.getByRole('option', { name: 'Rust', exact: true }).click();
    await expect(space.getByTestId('organisation-groups-empty')).toHaveText('Aquí no hay grupos de esta tecnología.');
    await space.getByRole('button', { name: 'Ver todos los grupos' }).click();
    await expect(phone).not.toHaveURL(/[?&]tech=/);
    await expect(space.getByTestId('organisation-group')).toHaveCount(2);

    // The switcher names the spaces in Spanish.
    await phone.getByTestId('profile-space').click();
    await phone.getByRole('option', { name: 'Compartidos conmigo' }).click();
    await expect(phone.getByTestId('shared-with-me-empty')).toHaveText('Aún no han compartido nada contigo.');
    await expectNoSidewaysScroll(phone);

    // Its settings: a member sees the members, not the invitations or the audit.
    await phone.goto(`/o/${organisation.slug}/settings`);
    await expect(phone.getByRole('heading', { name: `Equipo ${word}: ajustes` })).toBeVisible();
    await expect(phone.getByTestId('organisation-member')).toHaveCount(2);
    await expect(phone.getByTestId('organisation-invitations')).toHaveCount(0);
    await expect(phone.getByTestId('organisation-audit')).toHaveCount(0);
    await expectNoSidewaysScroll(phone);

    // The owner's settings on a phone: invitations, audit (a fork into the organisation in it) and deletion fit too.
    const memberName = (await apiAs<{ username: string }>('/api/users/', member)).username;
    const outside = await createVerifiedMember();
    const source = await apiAs<{ id: string }>('/api/snippets-groups', outside, {
      method: 'POST',
      body: { technologyID: pythonId, title: `${word} fuente`, isPublic: true },
    });
    await apiAs(`/api/snippets-groups/fork/${source.id}`, member, { method: 'POST', body: { organisation: organisation.slug } });
    const ownerPhone = await pageOf(browser, owner, { language: 'es-ES', phone: true });
    await ownerPhone.goto(`/o/${organisation.slug}/settings`);
    await expect(ownerPhone.getByTestId('audit-entry').first()).toHaveText(
      new RegExp(`^${memberName} bifurcó un grupo en la organización`),
    );
    await expect(ownerPhone.getByTestId('organisation-delete')).toBeVisible();
    await expectNoSidewaysScroll(ownerPhone);
  });

  test('an author shares a private group with a named member, who reads it under Shared with me until revoked', async ({ browser }) => {
    const word = `shared${stamp()}`;
    const author = await createVerifiedMember();
    const reader = await createVerifiedMember();
    const readerName = (await apiAs<{ username: string }>('/api/users/', reader)).username;
    await apiAs('/api/snippets-groups', author, {
      method: 'POST',
      body: { technologyID: await technologyId('Python'), title: `${word} notes`, isPublic: false },
    });

    const page = await pageOf(browser, author);
    await page.goto('/profile');
    const card = page.getByTestId('my-group-card').filter({ hasText: `${word} notes` });
    await card.getByTestId('group-team-open').click();
    const dialog = page.getByTestId('group-team-dialog');
    await expect(dialog).toContainText('You write in no organisation yet');
    await dialog.getByTestId('group-share-username').fill(readerName);
    await dialog.getByTestId('group-share-submit').click();
    await expect(toast(page, 'Group shared')).toBeVisible();
    await expect(dialog.getByTestId('group-share')).toContainText(`${readerName} Can read`);

    const readerPage = await pageOf(browser, reader);
    await readerPage.goto('/profile?space=shared');
    await expect(readerPage.getByTestId('shared-with-me-group')).toContainText(`${word} notes`);

    await dialog.getByRole('button', { name: `Stop sharing with ${readerName}` }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(toast(page, 'Sharing revoked')).toBeVisible();
    await expect(dialog.getByTestId('group-share')).toHaveCount(0);
    await readerPage.reload();
    await expect(readerPage.getByTestId('shared-with-me-empty')).toBeVisible();
  });
});
