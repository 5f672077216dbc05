import type { Page } from '@playwright/test';
import { createMember, oobCodes, uniqueEmail } from '../../support/emulator';

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
