import type { Locator, Page } from '@playwright/test';

/** The app's toasts (components/ui) holding `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

let counter = 0;
/** A name no other test of this run uses: `prefix`, the time, this worker's count. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}x${++counter}`;
}

/**
 * Clicks `submit` with the requests to `url` held until the returned function is called, so that the
 * progress state the click starts can be seen before the answer ends it.
 */
export async function clickHolding(page: Page, url: string, submit: Locator): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  await submit.click();
  return release;
}

/** Makes every later load of `page` start in `theme` (the stored preferences the app reads), keeping the other preferences. */
export async function preferTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((name) => {
    const key = 'snipstack-preferences';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{"state":{},"version":1}') as { state: Record<string, unknown> };
    stored.state.theme = name;
    window.localStorage.setItem(key, JSON.stringify(stored));
  }, theme);
}
