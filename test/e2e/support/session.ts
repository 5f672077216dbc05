import type { Page } from '@playwright/test';
import { API_KEY, createMember, emulatorCall, oobCodes, PROJECT, signIn, uniqueEmail } from '../../support/emulator';

/**
 * Members for browser tests, created through the real Firebase Auth emulator, and a shortcut to
 * start a page already signed in (the app treats a stored `authToken` as signed in, as the seed says).
 */
export { oobCodes, uniqueEmail };

export interface BrowserMember {
  email: string;
  password: string;
  token: string;
}

export async function createVerifiedMember(
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<BrowserMember> {
  const { email, password, token } = await createMember({ ...options, password: options.password ?? 'Sn1ppets!' });
  return { email, password, token };
}

/** Stores the member's token before any page script runs, so the app starts signed in. */
export async function startSignedIn(page: Page, member: BrowserMember): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), member.token);
}

/** The admin of ADMIN_EMAILS (playwright.config.ts). */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
const ADMIN_PASSWORD = 'Adm1nSnippets!';

/** The admin account: emulator accounts outlive a run, so it is created only when it does not exist yet. */
export async function adminMember(): Promise<BrowserMember> {
  try {
    return await createVerifiedMember({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  } catch (error) {
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
  }
  const { localId } = await emulatorCall<{ localId: string }>(`/accounts:signInWithPassword?key=${API_KEY}`, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    returnSecureToken: true,
  });
  await emulatorCall(`/projects/${PROJECT}/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
  return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token: await signIn(ADMIN_EMAIL, ADMIN_PASSWORD) };
}

/** A call to the e2e server's API as `member` (or anonymous); throws unless it succeeds; the parsed body. */
export async function apiAs<T>(path: string, member: BrowserMember | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 3210}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The id of the official technology called `name`. */
export async function technologyId(name: string): Promise<string> {
  const technologies = await apiAs<{ id: string; name: string }[]>('/api/public/technologies', null);
  return technologies.find((technology) => technology.name === name)!.id;
}

/**
 * A group created through the API by `member` (POST /api/snippets-groups/), with the official
 * technology named `technology`; throws unless it is created; answers the created group.
 */
export async function postGroup(
  member: BrowserMember,
  technology: string,
  fields: { isPublic: boolean; versions: unknown[]; [field: string]: unknown },
): Promise<{ id: string }> {
  return apiAs<{ id: string }>('/api/snippets-groups/', member, {
    method: 'POST',
    body: { technologyID: await technologyId(technology), ...fields },
  });
}
