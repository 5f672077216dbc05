import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createVerifiedMember, startSignedIn } from '../support/session';

test('a member exports their groups from the Profile as a Snipstack archive and as plain files', async ({ page, request }) => {
  const member = await createVerifiedMember();
  const auth = { authorization: `Bearer ${member.token}` };
  const technologies = (await (await request.get('/api/public/technologies')).json()) as { id: string; name: string }[];
  const python = technologies.find((tech) => tech.name === 'Python')!;
  const created = await request.post('/api/snippets-groups/', {
    headers: auth,
    data: {
      technologyID: python.id,
      versions: [{ no: '1.0.0', name: 'first', snippets: [{ description: 'Hello', code: 'print("hi")' }] }],
    },
  });
  expect(created.status()).toBe(201);

  await startSignedIn(page, member);
  await page.goto('/profile');
  await page.getByTestId('export-menu').click();
  const archiveDownload = page.waitForEvent('download');
  await page.getByTestId('export-snipstack').click();
  const archive = await archiveDownload;
  expect(archive.suggestedFilename()).toMatch(/\.snipstack\.json$/);
  const json = JSON.parse(await readFile((await archive.path())!, 'utf8'));
  expect(json.groups[0].versions[0].snippets[0]).toEqual({ description: 'Hello', code: 'print("hi")', position: 0 });

  await page.getByTestId('export-menu').click();
  const filesDownload = page.waitForEvent('download');
  await page.getByTestId('export-files').click();
  const files = await filesDownload;
  expect(files.suggestedFilename()).toMatch(/-files\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await files.path())!)));
  const [name] = Object.keys(entries);
  expect(name).toMatch(/^python-[0-9a-f]{8}\/01-1-0-0-first\/01-hello\.py$/);
  expect(strFromU8(entries[name])).toBe('print("hi")');
});

test('a member imports VS Code snippets on the Profile after a preview', async ({ page }) => {
  const member = await createVerifiedMember();
  await startSignedIn(page, member);
  await page.goto('/profile');
  await page.getByTestId('import-open').click();
  await page.locator('input[type=file]').setInputFiles(resolve(__dirname, '../..', 'fixtures', 'import', 'python.code-snippets'));
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('VS Code snippets: 2 to create, 0 already there, 0 refused');
  await expect(page.getByTestId('import-item')).toHaveCount(2);
  await page.getByTestId('import-confirm').click();
  await expect(page.getByText('2 groups imported')).toBeVisible();
  await expect(page.getByTestId('my-groups-screen')).toContainText('Read JSON file');
  await expect(page.getByTestId('my-groups-screen')).toContainText('Fetch with timeout');
});
