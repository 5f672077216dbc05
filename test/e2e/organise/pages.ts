import { type Browser, expect, type Page } from '@playwright/test';
import { type BrowserMember, startSignedIn } from '../support/session';

/** A page in its own context: signed in as `member` (or a visitor), in Spanish and/or on a 390 px phone when asked. */
export async function pageOf(
  browser: Browser,
  member: BrowserMember | null,
  prefs: { language?: 'es-ES'; phone?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext(prefs.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  if (member) await startSignedIn(page, member);
  if (prefs.language)
    await page.addInitScript((language) => {
      window.localStorage.setItem(
        'snipstack-preferences',
        JSON.stringify({ state: { language: { id: language, name: 'Español' } }, version: 1 }),
      );
    }, prefs.language);
  return page;
}

/** Fails when the page is wider than its window (something scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
