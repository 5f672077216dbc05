import { expect, test } from '@playwright/test';
import { createVerifiedMember, postGroup, startSignedIn } from '../support/session';

test.describe.configure({ timeout: 120_000 });

test('a member forks one version of a public group from the Index and finds the private copy in the Profile', async ({ page }) => {
  const author = await createVerifiedMember();
  const marker = `forkmarker${Date.now()}`;
  await postGroup(author, 'Python', {
    isPublic: true,
    versions: [
      { no: '1.0.0', name: 'old', snippets: [{ description: `${marker} old`, code: 'print(1)' }] },
      { no: '2.0.0', name: 'new', snippets: [{ description: `${marker} new`, code: 'print(2)' }] },
    ],
  });
  const reader = await createVerifiedMember();
  await startSignedIn(page, reader);
  await page.goto(`/?q=${marker}`);
  const card = page.getByTestId('listing-card').filter({ hasText: marker });
  await expect(card).toHaveCount(1);
  // The card opens on the version the search matched; the reader shows the older one (read on demand: the card
  // carries the snippets of its newest version only) and forks it alone.
  await card.getByTestId('version-select').click();
  await page.getByRole('option', { name: '1.0.0 · old' }).click();
  await expect(card.getByTestId('snippet-description')).toHaveText(`${marker} old`);
  await card.getByTestId('fork-button').click();
  await page.getByRole('menuitem', { name: 'Fork only 1.0.0 · old' }).click();
  await expect(page.getByText('Forked: the copy is private, in your Profile')).toBeVisible();
  await expect(card.getByTestId('fork-count')).toHaveText('1');

  await page.goto('/profile');
  const copy = page.getByTestId('my-group-card');
  await expect(copy).toHaveCount(1);
  await expect(copy.getByTestId('forked-from')).toHaveText(/Forked from member-/);
  await expect(copy.getByTestId('visibility-switch')).not.toBeChecked();
  await expect(copy).toContainText(`${marker} old`);
  await expect(copy).not.toContainText(`${marker} new`);
});
