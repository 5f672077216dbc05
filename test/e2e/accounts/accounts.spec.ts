import { expect, type Page, test } from '@playwright/test';
import { serveGapiRelay } from '../support/gapi-relay';
import { createVerifiedMember, oobCodes, startSignedIn, uniqueEmail } from '../support/session';
import { clickHolding, toast } from '../support/ui';

/**
 * Accounts: every sign-in flow of the seed and the account settings, against the real API and the
 * real Firebase Auth emulator (no mocks).
 */

const PASSWORD = 'Sn1ppetsRock';
/** A 1x1 PNG, generated here rather than read from a fixture. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

async function oobLink(email: string, requestType: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      link = (await oobCodes(email)).filter((code) => code.requestType === requestType).at(-1)?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A password account whose email is NOT verified, straight in the emulator. */
async function createUnverifiedAccount(email: string, password: string): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
}

async function signInThroughTheForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('auth-signin-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.getByTestId('auth-signin-submit').click();
}

/** Settings: a new username, seen in the header and the account. */
async function changeUsername(page: Page, username: string): Promise<void> {
  await page.getByTestId('change-username-card').getByLabel('Username').fill(username);
  await page.getByTestId('change-username-submit').click();
  await expect(toast(page, /username changed/i)).toBeVisible();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await expect(page.getByTestId('account-username')).toHaveText(username);
}

/** Settings: a new photo, seen in the header and the account. */
async function changePhoto(page: Page): Promise<void> {
  await page.getByTestId('account-overview').locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(toast(page, /photo changed/i)).toBeVisible();
  const photo = /\/api\/users\/[^/]+\/photo\?t=\d+/;
  await expect(page.getByTestId('header-user').locator('img')).toHaveAttribute('src', photo);
  await expect(page.getByTestId('account-overview').locator('img')).toHaveAttribute('src', photo);
}

/** The emulator's sign-in popup that the login page's "Continue with <provider>" button opens. */
async function providerPopup(page: Page, provider: 'Google' | 'GitHub'): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  return opened;
}

test.describe('accounts', () => {
  test('register, verify the email, sign in, change username and photo, log out', async ({ page }) => {
    test.slow(); // many steps, each against the real emulator and API
    const email = uniqueEmail('register');
    const username = `reg${Date.now().toString(36)}`;

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByTestId('auth-register-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Repeat new password').fill('different');
    await page.getByTestId('auth-register-submit').click();
    await expect(
      form.getByText('Invalid password format. Must have these characters A-Z, a-z, 0-9 and be at least 8 characters'),
    ).toBeVisible();
    await expect(form.getByText('Make sure to type the same password in New password and Repeat new password')).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Repeat new password').fill(PASSWORD);
    // One progress state (the button), then one result (the log-in tab says so), and no toasts on top.
    // The request is held until the progress state has been seen, then let through.
    const submit = page.getByTestId('auth-register-submit');
    const release = await clickHolding(page, '**/api/auth/register', submit);
    await expect(submit).toHaveText('Creating new user...');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    release();
    await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('auth-registered')).toContainText('User created');
    await expect(page.getByTestId('auth-registered')).toContainText(`We sent a verification link to ${email}. Open it, then log in.`);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByText(/Redirecting/)).toHaveCount(0);

    // The verification link the emulator "sent".
    const verify = await page.request.get(await oobLink(email, 'VERIFY_EMAIL'), { maxRedirects: 0 });
    expect(verify.status()).toBeLessThan(400);

    await signInThroughTheForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('header-username')).toHaveText(username);
    expect(await storedToken(page)).toBeTruthy();

    // Settings: username.
    await page.getByTestId('header-user').click();
    await page.getByTestId('header-config').click();
    await expect(page).toHaveURL(/\/config$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await changeUsername(page, `${username}_x`);

    // Settings: photo.
    await changePhoto(page);

    // Logout.
    await page.getByTestId('account-logout').click();
    await expect(toast(page, /logged out/i)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('an unverified email is refused with "email not validated!" and stores no token; wrong credentials too', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await createUnverifiedAccount(email, PASSWORD);

    await page.goto('/login');
    await signInThroughTheForm(page, email, PASSWORD);
    await expect(toast(page, 'email not validated!')).toBeVisible();
    await expect(page.getByTestId('auth-unverified')).toContainText(email);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByTestId('header-sign-in')).toHaveCount(0); // hidden on the login screen itself

    await signInThroughTheForm(page, email, 'Wrong1Password');
    await expect(toast(page, 'Wrong email or password!')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('forgot password: the reset link is sent ("Check your email")', async ({ page }) => {
    const member = await createVerifiedMember();
    await page.goto('/login');
    await page.getByTestId('auth-signin-form').getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/view=forgot/);
    await expect(page.getByTestId('auth-forgot-form').getByLabel('Email')).toHaveValue(member.email);
    await page.getByTestId('auth-forgot-submit').click();
    await expect(toast(page, 'Check your email')).toBeVisible();
    await expect.poll(async () => (await oobCodes(member.email)).map((code) => code.requestType)).toContain('PASSWORD_RESET');
  });

  test('Google sign-in through the emulator popup', async ({ page, context }) => {
    await serveGapiRelay(context);
    await page.goto('/login');
    const popup = await providerPopup(page, 'Google');
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(uniqueEmail('google'));
    await popup.locator('#display-name-input').fill('Grace Hopper');
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('header-username')).not.toBeEmpty();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('one popup at a time: GitHub replaces a pending Google popup, silently, and signs in', async ({ page, context }) => {
    await serveGapiRelay(context);
    await page.goto('/login');
    const google = await providerPopup(page, 'Google');
    await expect(google.getByText('Add new account')).toBeVisible();

    const github = await providerPopup(page, 'GitHub');
    await expect.poll(() => google.isClosed()).toBe(true); // the newer popup cancelled the older one
    await github.getByText('Add new account').click();
    await github.locator('#email-input').fill(uniqueEmail('github'));
    await github.locator('#screen-name-input').fill('octocat');
    await github.locator('#display-name-input').fill('Mona Octocat');
    await github.getByRole('button', { name: /Sign in with GitHub\.com/i }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('header-username')).not.toBeEmpty();
    await expect(page.getByTestId('toast').and(page.locator('[data-kind=error]'))).toHaveCount(0); // the cancelled popup stayed silent
  });

  test('email-link sign-in: request the link, open it, signed in', async ({ page }) => {
    const email = uniqueEmail('link');
    await page.goto('/login');
    await page.getByTestId('auth-open-link').click();
    await expect(page).toHaveURL(/view=link/);
    await page.getByTestId('auth-link-form').getByLabel('Email').fill(email);
    await page.getByTestId('auth-link-submit').click();
    await expect(toast(page, /email with registration link sent/i)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('emailForSignIn'))).toBe(email);

    await page.goto(await oobLink(email, 'EMAIL_SIGNIN'));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('header-username')).not.toBeEmpty();
    expect(await storedToken(page)).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('emailForSignIn'))).toBeNull();
  });

  test('a .png file that is not an image is refused with "Only .jpg and .png files are allowed"', async ({ page }) => {
    await startSignedIn(page, await createVerifiedMember());
    await page.goto('/config');
    await expect(page.getByTestId('account-username')).not.toBeEmpty();
    await page
      .getByTestId('account-overview')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is plain text, not a picture'),
      });
    await expect(toast(page, 'Only .jpg and .png files are allowed')).toBeVisible();
    await expect(page.getByTestId('account-overview').locator('img')).toHaveCount(0);
  });

  test('change the password and the email (confirmed through the emailed link), then log in with both', async ({ page }) => {
    test.slow();
    const member = await createVerifiedMember();
    await page.goto('/login?redirect=%2Fconfig');
    await signInThroughTheForm(page, member.email, member.password);
    await expect(page.getByTestId('account-email')).toHaveText(member.email);

    const passwordCard = page.getByTestId('change-password-card');
    await passwordCard.getByLabel('New password', { exact: true }).fill('NewPassw0rd');
    await passwordCard.getByLabel('Repeat new password').fill('NewPassw0rx');
    await page.getByTestId('change-password-submit').click();
    await expect(passwordCard.getByText('Make sure to type the same password in New password and Repeat new password')).toBeVisible();
    await passwordCard.getByLabel('Repeat new password').fill('NewPassw0rd');
    await page.getByTestId('change-password-submit').click();
    await expect(toast(page, /password changed/i)).toBeVisible();

    const newEmail = uniqueEmail('moved');
    await page.getByTestId('change-email-card').getByLabel('New email').fill(newEmail);
    await page.getByTestId('change-email-submit').click();
    // Requested: "confirm your new address", not "email changed" (nothing changed yet).
    await expect(toast(page, `Confirm your new address: we sent a link to ${newEmail}`)).toBeVisible();
    await expect(toast(page, /email changed/i)).toHaveCount(0);
    await expect(page.getByTestId('change-email-pending')).toContainText(newEmail);
    // The emulator files the confirmation link under the current address.
    await expect.poll(async () => (await oobCodes(member.email)).map((code) => code.requestType)).toContain('VERIFY_AND_CHANGE_EMAIL');
    await expect(page.getByTestId('account-email')).toHaveText(member.email); // until the link is opened
    // The pending change survives a reload; "I opened the link" before opening it says so.
    await page.reload();
    await expect(page.getByTestId('change-email-pending')).toContainText(newEmail);
    await page.getByTestId('change-email-check').click();
    await expect(toast(page, `${newEmail} is not confirmed yet. Open the link we sent there.`)).toBeVisible();
    // The address is never squeezed into a narrow column.
    expect((await page.getByTestId('change-email-pending').boundingBox())!.width).toBeGreaterThan(250);

    // Open the confirmation link, then reload: the app checks the pending change by itself, picks up
    // the new address and says the seed's "Email changed".
    const confirmLink = (await oobCodes(member.email)).find((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL')!.oobLink;
    expect((await page.request.get(confirmLink, { maxRedirects: 0 })).status()).toBeLessThan(400);
    await page.reload();
    await expect(toast(page, 'Email changed')).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    await expect(page.getByTestId('change-email-card')).toContainText(`You sign in with ${newEmail}.`);
    await expect(page.getByTestId('change-email-pending')).toHaveCount(0);
    // And it stays so after another reload.
    await page.reload();
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    await expect(page.getByTestId('change-email-pending')).toHaveCount(0);

    // The Config page's own Log out button (the header menu is exercised in the register test):
    // a click on a dropdown item while it still animates open can miss.
    await page.getByTestId('account-logout').click();
    await expect(toast(page, /logged out/i)).toBeVisible();
    await page.goto('/login');
    await signInThroughTheForm(page, newEmail, member.password);
    await expect(toast(page, 'Wrong email or password!')).toBeVisible();
    await signInThroughTheForm(page, newEmail, 'NewPassw0rd');
    await expect(page).toHaveURL(/\/profile$/);
  });

  // Issue 42. Settings opened by a page load (a returning member, or a reload): the identity SDK, loaded lazily, is
  // still restoring its user when the password changes. Today's one provider is Firebase; the builtin provider,
  // once it exists, takes the same steps.
  test('the device that changed its password stays signed in: then the username and the photo change', async ({ page }) => {
    test.slow();
    const member = await createVerifiedMember();
    await page.goto('/login');
    await signInThroughTheForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/config');
    await expect(page.getByTestId('account-email')).toHaveText(member.email);

    const passwordCard = page.getByTestId('change-password-card');
    await passwordCard.getByLabel('New password', { exact: true }).fill('Renewed1Pass');
    await passwordCard.getByLabel('Repeat new password').fill('Renewed1Pass');
    await page.getByTestId('change-password-submit').click();
    await expect(toast(page, /password changed/i)).toBeVisible();

    const renamed = `renewed${Date.now().toString(36)}`;
    await changeUsername(page, renamed);
    await changePhoto(page);
    await expect(toast(page, 'Your session has expired. Log in again.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/config$/);

    // Still signed in after a reload, and the new password is the one that signs in.
    await page.reload();
    await expect(page.getByTestId('account-username')).toHaveText(renamed);
    await page.getByTestId('account-logout').click();
    await expect(toast(page, /logged out/i)).toBeVisible();
    await page.goto('/login');
    await signInThroughTheForm(page, member.email, 'Renewed1Pass');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('header-username')).toHaveText(renamed);
  });

  test('signed out, the settings ask to sign in and come back after it', async ({ page }) => {
    await page.goto('/config');
    await expect(page.getByTestId('sign-in-required')).toContainText('Sign in to continue');
    await page.getByTestId('sign-in-required-action').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconfig$/);

    const member = await createVerifiedMember();
    await signInThroughTheForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/config$/);
    await expect(page.getByTestId('account-email')).toHaveText(member.email);
  });
});
