import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { sparePort } from '../../api/support/pg-cluster';
import { type BuiltinSite, startBuiltinSite } from './builtin-server';
import { toast, unique } from '../support/ui';

/**
 * Passkeys in Chromium with its virtual authenticator (DevTools protocol: a CTAP2 platform
 * authenticator with resident keys and user verification): a member of a builtin site adds a passkey
 * in Settings, logs out and signs in with it, from the email field's autofill and with the button; a
 * deleted passkey signs nobody in. The site runs at http://localhost (a WebAuthn RP id is a domain,
 * never an IP address).
 */

const PASSWORD = 'Sn1ppetsRock';
let site: BuiltinSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startBuiltinSite({ hostname: 'localhost', port: await sparePort() });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Registers through the API and opens the emailed verification link: the member can sign in. */
async function verifiedMember(): Promise<{ email: string; username: string }> {
  const email = `${unique('passkey')}@example.com`;
  const username = unique('pk');
  const post = (path: string, body: object) =>
    fetch(`${site.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', { email, username, password: PASSWORD, repeatPassword: PASSWORD });
  expect(registered.status).toBe(201);
  const verified = await post('/api/auth/builtin/verify-email', { token: await site.mail.linkToken(email, '/verify-email') });
  expect(verified.status).toBe(200);
  return { email, username };
}

/** The browser's platform authenticator, in software: it answers at once, with the member verified. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('add a passkey in Settings, log out, sign in with it (autofill and button); a deleted one signs nobody in', async ({ page }) => {
  test.setTimeout(180_000);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const { email, username } = await verifiedMember();

  await page.goto(`${site.base}/login`);
  const form = page.getByTestId('auth-signin-form');
  // The email field asks the browser to offer passkeys in its autofill (checked here, before a passkey
  // exists: once one does, the autofill signs the member in before the form can be read).
  await expect(form.getByLabel('Email')).toHaveAttribute('autocomplete', 'email webauthn');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('auth-signin-submit').click();
  await expect(page).toHaveURL(`${site.base}/profile`);

  await page.goto(`${site.base}/config`);
  const card = page.getByTestId('passkeys-card');
  await expect(card).toContainText('No passkeys yet');
  await card.getByTestId('passkey-add').click();
  await expect(card).toContainText('Give the passkey a name');
  await card.getByTestId('passkey-name').fill('Test laptop');
  await card.getByTestId('passkey-add').click();
  await expect(toast(page, 'Passkey added')).toBeVisible();
  const item = card.getByTestId('passkey-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Test laptop');
  await expect(item).toContainText('never used');

  // The authenticator holds a discoverable credential of this site for this member.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await page.getByTestId('account-logout').click();
  await expect(page).toHaveURL(`${site.base}/`);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  // No email, no password. Where the browser can, the email field offers the passkey in its autofill
  // (conditional mediation), which the virtual authenticator answers at once: the member is signed in.
  await page.goto(`${site.base}/login`);
  await expect(page).toHaveURL(`${site.base}/profile`);
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await page.goto(`${site.base}/config`);
  await page.getByTestId('account-logout').click();
  await expect(page).toHaveURL(`${site.base}/`);

  // A browser without that autofill: the button.
  await page.addInitScript(() => {
    Object.defineProperty(window.PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });
  await page.goto(`${site.base}/login`);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page).toHaveURL(`${site.base}/profile`);
  await expect(page.getByTestId('header-username')).toHaveText(username);
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0].signCount).toBeGreaterThan(1);

  // The session renews like a password one: a reload keeps the member signed in.
  await page.reload();
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await page.goto(`${site.base}/config`);
  await expect(item).toContainText('last used');
  await item.getByTestId('passkey-delete').click();
  await page.getByTestId('passkey-confirm-delete').click();
  await expect(toast(page, 'Passkey deleted')).toBeVisible();
  await expect(card).toContainText('No passkeys yet');

  await page.getByTestId('account-logout').click();
  await expect(page).toHaveURL(`${site.base}/`);
  await page.goto(`${site.base}/login`);
  await page.getByTestId('passkey-sign-in').click();
  await expect(toast(page, 'This passkey is not registered on this site: it may have been deleted')).toBeVisible();
  await expect(page).toHaveURL(`${site.base}/login`);
});

test('the passkey sign-in button speaks Spanish', async ({ page }) => {
  await virtualAuthenticator(page);
  await page.goto(`${site.base}/login`);
  await page.evaluate(() =>
    window.localStorage.setItem(
      'snipstack-preferences',
      JSON.stringify({ state: { language: { id: 'es-ES', name: 'Español' } }, version: 1 }),
    ),
  );
  await page.reload();
  await expect(page.getByTestId('passkey-sign-in')).toHaveText('Entrar con una llave de acceso');
});

test('a Firebase site shows no passkey sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('auth-signin-submit')).toBeVisible();
  await expect(page.getByTestId('auth-signin-form').getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByTestId('passkey-sign-in')).toHaveCount(0);
});
