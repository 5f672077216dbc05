import type { Page } from '@playwright/test';

/**
 * Members for browser tests, created through the real Firebase Auth emulator, and a shortcut to
 * start a page already signed in (the app treats a stored `authToken` as signed in, as the seed says).
 */
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-snippets';
const BASE = `http://${HOST}/identitytoolkit.googleapis.com/v1`;
const KEY = 'demo-api-key';

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface BrowserMember {
  email: string;
  password: string;
  token: string;
}

export async function createVerifiedMember(
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<BrowserMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Sn1ppets!';
  const { localId } = await call<{ localId: string }>(`/accounts:signUp?key=${KEY}`, {
    email,
    password,
    displayName: options.displayName,
    returnSecureToken: true,
  });
  await call(`/projects/${PROJECT}/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
  const { idToken } = await call<{ idToken: string }>(`/accounts:signInWithPassword?key=${KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, token: idToken };
}

/** Stores the member's token before any page script runs, so the app starts signed in. */
export async function startSignedIn(page: Page, member: BrowserMember): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), member.token);
}

/** The out-of-band codes (verification, password reset, sign-in links) the emulator "sent" to an email. */
export async function oobCodes(email: string): Promise<{ oobCode: string; oobLink: string; requestType: string; email: string }[]> {
  const response = await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as {
    oobCodes: { oobCode: string; oobLink: string; requestType: string; email: string }[];
  };
  return codes.filter((c) => c.email.toLowerCase() === email.toLowerCase());
}
