import { expect, type Page, test } from '@playwright/test';
import { pickOption } from '../support/antd';
import { type BuiltinSite, startBuiltinSite } from './builtin-server';
import { clickHolding, toast, unique } from '../support/ui';

/**
 * Built-in accounts in the browser (AUTH_PROVIDER=builtin, no Firebase anywhere): register (the
 * seed's "Creating new user..." then "User created. Redirecting..."), the emailed verification link
 * read from a real SMTP server, sign in, create a group; sign-in and registration by emailed link;
 * reset the password by its emailed link and log out everywhere; change the password (another
 * device's next call is refused: 401 sends it to the root page) and the email, log out; sign in
 * with an OpenID Connect provider.
 */

const PASSWORD = 'Sn1ppetsRock';
let site: BuiltinSite;

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
  // The request is held until the progress state has been seen, then let through.
  const submit = page.getByTestId('auth-register-submit');
  const release = await clickHolding(page, '**/api/auth/register', submit);
  await expect(submit).toHaveText('Creating new user...');
  release();
  await expect(toast(page, 'User created. Redirecting...')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
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
  await expect(page.getByRole('tabpanel', { name: 'Log in' }).getByTestId('auth-open-link')).toBeVisible();

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

test('sign in and register by an emailed link', async ({ page }) => {
  test.setTimeout(120_000);
  const local = unique('linked');
  const email = `${local}@example.com`;
  await page.goto(`${site.base}/login`);
  await page.getByTestId('auth-open-link').click();
  await expect(page).toHaveURL(/view=link/);
  await page.getByTestId('auth-link-form').getByLabel('Email').fill(email);
  await page.getByTestId('auth-link-submit').click();
  await expect(toast(page, 'Email with registration link sent')).toBeVisible();
  await expect(page.getByTestId('auth-email-sent')).toBeVisible();

  // Opened in another browser (nothing kept on this device): the link alone signs in a new member.
  const link = await mailedLink(email, '/link-register');
  const elsewhere = await page.context().browser()!.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(`${site.base}/profile`);
    await expect(other.getByTestId('header-username')).toHaveText(local);
    // Once: the same link again is refused.
    const again = await elsewhere.newPage();
    await again.goto(link);
    await expect(again.getByTestId('link-register')).toHaveAttribute('data-phase', 'invalid');
  } finally {
    await elsewhere.close();
  }
});

test('change the password (another device is sent to the root page) and the email, then log out', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `${unique('settings')}@example.com`;
  await register(page, email, unique('settings'));
  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByTestId('email-link')).toContainText('Email verified');
  await page.goto(`${site.base}/login?redirect=%2Fconfig`);
  await signInThroughTheForm(page, email, PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Another device, signed in before the change.
  const device = await browser.newContext();
  try {
    const other = await device.newPage();
    await other.goto(`${site.base}/login`);
    await signInThroughTheForm(other, email, PASSWORD);
    await expect(other).toHaveURL(`${site.base}/profile`);

    const passwordCard = page.getByTestId('change-password-card');
    await passwordCard.getByLabel('New password', { exact: true }).fill('Chang3dPass');
    await passwordCard.getByLabel('Repeat new password').fill('Chang3dPass');
    await page.getByTestId('change-password-submit').click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    // This device goes on: a change right after is accepted, and a reload stays signed in.
    const renamed = unique('kept');
    await page.getByTestId('change-username-card').getByLabel('Username').fill(renamed);
    await page.getByTestId('change-username-submit').click();
    await expect(page.getByTestId('header-username')).toHaveText(renamed);
    await page.reload();
    await expect(page.getByTestId('account-username')).toHaveText(renamed);
    await expect(toast(page, 'Your session has expired. Log in again.')).toHaveCount(0);

    // The other device's session ended: its next call answers 401, which sends it to the root page.
    await other.goto(`${site.base}/config`);
    await expect(toast(other, 'Your session has expired. Log in again.')).toBeVisible();
    await expect(other).toHaveURL(`${site.base}/`);
    expect(await other.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  } finally {
    await device.close();
  }

  const newEmail = `${unique('moved')}@example.com`;
  await page.getByTestId('change-email-card').getByLabel('New email').fill(newEmail);
  await page.getByTestId('change-email-submit').click();
  await expect(toast(page, `Confirm your new address: we sent a link to ${newEmail}`)).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await page.goto(await mailedLink(newEmail, '/confirm-email'));
  await expect(page.getByTestId('email-link')).toContainText('Email changed');
  await page.getByTestId('email-link-continue').click();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  await page.getByTestId('account-logout').click();
  await expect(toast(page, /logged out/i)).toBeVisible();
  await expect(page).toHaveURL(`${site.base}/`);
  await page.goto(`${site.base}/login`);
  await signInThroughTheForm(page, newEmail, PASSWORD);
  await expect(toast(page, 'Wrong email or password!')).toBeVisible();
  await signInThroughTheForm(page, newEmail, 'Chang3dPass');
  await expect(page).toHaveURL(`${site.base}/profile`);
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

test("sign in with GitHub (the seed's GitHub button on a builtin site)", async ({ page }) => {
  test.setTimeout(120_000);
  const login = unique('octo');
  site.github.signInAs = {
    id: Date.now(),
    login,
    name: 'Mona',
    emails: [{ email: `${login}@example.com`, primary: true, verified: true }],
  };
  await page.goto(`${site.base}/login`);
  await expect(page.getByTestId('provider-github')).toHaveText('Continue with GitHub');
  await page.getByTestId('provider-github').click();
  await expect(page).toHaveURL(`${site.base}/profile`);
  await expect(page.getByTestId('header-username')).toHaveText(login);
});
