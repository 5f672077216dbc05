import { expect, type Page, test } from '@playwright/test';
import { pickOption } from '../support/antd';
import { type BuiltinSite, startBuiltinSite } from './builtin-server';

/**
 * Built-in accounts in the browser (AUTH_PROVIDER=builtin, no Firebase anywhere): register, the
 * emailed verification link read from a real SMTP server, sign in, create a group; then reset the
 * password by its emailed link and log out everywhere; sign in with an OpenID Connect provider.
 */

const PASSWORD = 'Sn1ppetsRock';
let site: BuiltinSite;
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}x${++counter}`;
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startBuiltinSite();
});

test.afterAll(async () => {
  await site?.stop();
});

/** The link of the latest mail to `email` whose link goes to `path`, as it was emailed. */
async function mailedLink(email: string, path: string): Promise<string> {
  const token = await site.mail.linkToken(email, path);
  const link = `${site.base}${path}?token=${token}`;
  expect(site.mail.mails.some((m) => m.body.includes(link))).toBe(true);
  return link;
}

async function signInThroughTheForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('auth-signin-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.getByTestId('auth-signin-submit').click();
}

async function register(page: Page, email: string, username: string): Promise<void> {
  await page.goto(`${site.base}/login?view=register`);
  const form = page.getByTestId('auth-register-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat new password').fill(PASSWORD);
  await page.getByTestId('auth-register-submit').click();
  await expect(toast(page, 'User created. Redirecting...')).toBeVisible();
  await expect(page.getByTestId('auth-registered')).toContainText(`We sent a verification link to ${email}`);
  await expect(page).toHaveURL(`${site.base}/login`);
}

test('register, verify by the emailed link, sign in and create a group', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `${unique('browser')}@example.com`;
  const username = unique('browser');
  await register(page, email, username);
  // No Firebase Google or GitHub buttons on a builtin site: its own providers and the emailed link instead.
  await expect(page.getByTestId('auth-google')).toHaveCount(0);
  await expect(page.getByTestId('auth-github')).toHaveCount(0);
  await expect(page.getByTestId('auth-open-link')).toBeVisible();

  // Before the link is opened: refused.
  await signInThroughTheForm(page, email, PASSWORD);
  await expect(toast(page, 'email not validated!')).toBeVisible();
  await expect(page.getByTestId('auth-unverified')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByTestId('email-link')).toContainText('Email verified');
  await page.getByTestId('email-link-continue').click();
  await expect(page).toHaveURL(`${site.base}/login`);

  await signInThroughTheForm(page, email, PASSWORD);
  await expect(page).toHaveURL(`${site.base}/profile`);
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await page.getByTestId('new-group').click();
  const dialog = page.getByRole('dialog', { name: 'New snippets group' });
  await dialog.getByRole('combobox', { name: 'Technology' }).click();
  await page.keyboard.type('TypeScript');
  await pickOption(page, 'TypeScript');
  await dialog.getByRole('textbox', { name: 'Version number' }).fill('1.0.0');
  await dialog.getByRole('textbox', { name: 'Version name' }).fill('Stable');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Debounce a function');
  await dialog.locator('.cm-content').click();
  await page.keyboard.type('const wait = 300;');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(toast(page, 'Snippet group created')).toBeVisible();
  await expect(page.getByTestId('my-group-card')).toHaveCount(1);

  // The session outlives its short access token through the refresh cookie: a reload stays signed in.
  await page.reload();
  await expect(page.getByTestId('header-username')).toHaveText(username);
});

test('forgot password, reset by the emailed link, and log out everywhere', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `${unique('reset')}@example.com`;
  await register(page, email, unique('reset'));
  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByTestId('email-link')).toContainText('Email verified');

  await page.goto(`${site.base}/login?view=forgot`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${email}, a reset link is on its way.`)).toBeVisible();

  await page.goto(await mailedLink(email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('N3wPassword');
  await page.getByLabel('Repeat new password').fill('N3wPassword');
  await page.getByTestId('reset-password-submit').click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(page).toHaveURL(`${site.base}/login`);

  await signInThroughTheForm(page, email, PASSWORD);
  await expect(toast(page, 'Wrong email or password!')).toBeVisible();
  await signInThroughTheForm(page, email, 'N3wPassword');
  await expect(page).toHaveURL(`${site.base}/profile`);

  await page.goto(`${site.base}/config`);
  await page.getByTestId('log-out-everywhere').click();
  await expect(toast(page, 'Logged out everywhere')).toBeVisible();
  await expect(page).toHaveURL(`${site.base}/`);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('sign in with an OpenID Connect provider', async ({ page }) => {
  test.setTimeout(120_000);
  const login = unique('sso');
  await page.goto(`${site.base}/login`);
  await page.getByTestId('provider-test').click();
  // The provider's own (development) pages: log in, then allow.
  await expect(page).toHaveURL(new RegExp(`^${site.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${site.base}/profile`);
  await expect(page.getByTestId('header-username')).toHaveText(login);
});
