import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedMember, startSignedIn } from '../support/session';
import { pickOption } from '../support/antd';

/** The secret scan in the web app (issue 15, item 1): code with an AWS key is stopped by a dialog; "Publish anyway" publishes. */

const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');

async function typeCode(page: Page, scope: Locator, code: string) {
  const editor = scope.locator('.cm-content');
  await editor.click();
  await page.keyboard.type(code);
  // CodeMirror draws each line as an element: its text has no line breaks.
  await expect(editor).toContainText(code.split('\n').at(-1)!);
}

test('publishing code with an AWS key shows the findings; "Publish anyway" publishes it, "Make private" keeps a later one private', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await createVerifiedMember();
  await startSignedIn(page, member);
  await page.goto('/profile');

  await page.getByTestId('new-group').click();
  const create = page.getByRole('dialog', { name: 'New snippets group' });
  await create.getByRole('combobox', { name: 'Technology' }).click();
  await page.keyboard.type('Python');
  await pickOption(page, 'Python');
  await expect(create.getByTestId('create-visibility')).toHaveAttribute('aria-checked', 'true');
  await create.getByRole('textbox', { name: 'Description' }).fill('Upload to S3');
  await typeCode(page, create, `import boto3\naws_access_key_id = ${AWS}`);
  await create.getByRole('button', { name: 'Create group' }).click();

  const secrets = page.getByTestId('secrets-dialog');
  await expect(secrets).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Credentials found in this code' })).toBeVisible();
  await expect(secrets).toContainText('AWS access key');
  await expect(secrets).toContainText('Version 0.0.0 · Upload to S3 · line 2');
  await expect(secrets.locator('.ss-secrets__excerpt')).toHaveText('aws_access_key_id = AKIA********');
  await expect(secrets).not.toContainText(AWS);
  // Nothing was created yet: the form is still open behind the dialog.
  await expect(create).toBeVisible();

  await page.getByTestId('secrets-publish').click();
  await expect(secrets).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: 'Snippet group created' })).toBeVisible();
  await expect(create).toBeHidden();
  const card = page.getByTestId('my-group-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('switch', { name: 'Visibility' })).toHaveAttribute('aria-checked', 'true');

  // A snippet with the key added to the now public group: "Make private" makes the group private and saves it.
  await card.getByTestId('add-snippet').click();
  const form = card.getByTestId('add-snippet-form');
  await form.getByRole('textbox', { name: 'Description' }).fill('Again');
  await typeCode(page, form, `key = ${AWS}`);
  await form.getByRole('button', { name: 'Add snippet' }).click();
  await expect(secrets).toContainText('line 1');
  await page.getByTestId('secrets-private').click();
  await expect(form).toHaveCount(0);
  await expect(card.getByTestId('snippet').filter({ hasText: 'Again' })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Visibility' })).toHaveAttribute('aria-checked', 'false');
});
