import { expect, type Page, test } from '@playwright/test';
import { adminMember, apiAs as api, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';

/**
 * Every screen at 390 x 844 (a phone): nothing scrolls sideways, and a code block's copy button never
 * sits on top of its first line of code, even when that line is longer than the screen.
 */
const WORD = `phone${Date.now().toString(36)}`;
const LONG_LINE = `export const ${WORD}LongName = [${Array.from({ length: 24 }, (_, index) => `'item-${index}'`).join(', ')}];`;

/** Fails when the page is wider than the window (something scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    body: document.body.scrollWidth,
  }));
  expect(
    widths.scrollWidth,
    `${screen}: the page is ${widths.scrollWidth} px wide in a ${widths.innerWidth} px window`,
  ).toBeLessThanOrEqual(widths.innerWidth);
  expect(widths.body, `${screen}: the body scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

/**
 * The overlap, in px², of each visible code block's copy button with the visible part of the block's
 * first line of code (the line's text box, clipped by the scrolling <pre>).
 */
async function copyButtonOverlaps(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="code-view"]'))
      .filter((block) => block.offsetParent !== null)
      .map((block) => {
        const button = block.querySelector<HTMLElement>('[data-testid="copy-code"]');
        const pre = block.querySelector<HTMLElement>('pre');
        const code = pre?.querySelector('code');
        if (!button || !pre || !code) return -1;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let node = walker.nextNode();
        range.setStart(node ?? code, 0);
        // The first line ends at the first newline.
        let ended = false;
        while (node && !ended) {
          const text = node.textContent ?? '';
          const newline = text.indexOf('\n');
          if (newline >= 0) {
            range.setEnd(node, newline);
            ended = true;
          } else {
            range.setEnd(node, text.length);
            node = walker.nextNode();
          }
        }
        const line = range.getBoundingClientRect();
        const clip = pre.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        const left = Math.max(line.left, clip.left, box.left);
        const right = Math.min(line.right, clip.right, box.right);
        const top = Math.max(line.top, clip.top, box.top);
        const bottom = Math.min(line.bottom, clip.bottom, box.bottom);
        return Math.max(0, right - left) * Math.max(0, bottom - top);
      }),
  );
}

async function expectCopyButtonsClear(page: Page, screen: string): Promise<void> {
  await expect(page.getByTestId('code-view').first()).toBeVisible();
  const overlaps = await copyButtonOverlaps(page);
  expect(overlaps.length, `${screen}: code blocks`).toBeGreaterThan(0);
  expect(overlaps, `${screen}: a copy button covers the first line of code`).toEqual(overlaps.map(() => 0));
}

/** The WCAG contrast ratio of the visibility switches' words ("Public", "Private") on their fill. */
async function visibilitySwitchContrasts(page: Page): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    /** A colour with alpha, laid on the page's background. */
    const flatten = (color: number[], under: number[]) => {
      const alpha = color[3] ?? 1;
      return [0, 1, 2].map((index) => color[index] * alpha + under[index] * (1 - alpha));
    };
    return Array.from(document.querySelectorAll<HTMLElement>('[data-testid="visibility-switch"]')).map((element) => {
      const page = rgb(getComputedStyle(document.querySelector('.ss-card') ?? document.body).backgroundColor);
      const fill = flatten(rgb(getComputedStyle(element).backgroundColor), page);
      const label = element.querySelector<HTMLElement>('.ss-switch__inner')!;
      const text = flatten(rgb(getComputedStyle(label).color), fill);
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
      return { text: label.textContent ?? '', ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
    });
  });
}

let owner: BrowserMember;
let admin: BrowserMember;

test.beforeAll(async () => {
  [owner, admin] = await Promise.all([createVerifiedMember(), adminMember()]);
  await api('/api/users/', owner);
  await api('/api/users/', admin);
  // A moderator with a long username, so the Moderators list has a row like the issue's.
  const moderator = await createVerifiedMember();
  const { username } = await api<{ username: string }>('/api/users/', moderator);
  await api('/api/users/change-username', moderator, {
    method: 'PATCH',
    body: { username: `${username.slice(0, 8)}longername${WORD}`.slice(0, 30) },
  });
  await api('/api/users/role', admin, { method: 'PATCH', body: { user: moderator.email, role: 'moderator' } });

  const technologyID = await technologyId('TypeScript');
  for (const index of [1, 2]) {
    await api('/api/snippets-groups/', owner, {
      method: 'POST',
      body: {
        technologyID,
        isPublic: index === 1,
        versions: [
          {
            no: '1.0.0',
            name: 'Stable',
            snippets: [{ description: `${WORD} long line ${index}`, code: `${LONG_LINE}\nconsole.log(${index});` }],
          },
        ],
      },
    });
  }
});

test.describe('phone: every screen at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  test('signed out: Index with groups, login, register and the settings', async ({ page }) => {
    await page.goto(`/?q=${WORD}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(page.locator('[data-testid="code-view"] code[data-highlighted="true"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'Index');
    await expectCopyButtonsClear(page, 'Index');

    await page.goto('/login');
    await expect(page.getByTestId('auth-signin-form')).toBeVisible();
    await expectNoSidewaysScroll(page, 'Login');

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByTestId('auth-register-form')).toBeVisible();
    await expectNoSidewaysScroll(page, 'Register');

    await page.goto('/config');
    await expect(page.getByTestId('preferences-card')).toBeVisible();
    await expectNoSidewaysScroll(page, 'Settings (signed out)');
  });

  test('signed in: Profile with a group, the settings and custom technologies', async ({ page }) => {
    await startSignedIn(page, owner);
    await page.goto('/profile');
    await expect(page.getByTestId('my-group-card')).toHaveCount(2);
    await expect(page.locator('[data-testid="code-view"] code[data-highlighted="true"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'Profile');
    await expectCopyButtonsClear(page, 'Profile');
    // "Public" and "Private" on the visibility switches are readable (WCAG AA) in both themes.
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      const contrasts = await visibilitySwitchContrasts(page);
      expect(contrasts.map((contrast) => contrast.text).sort()).toEqual(['Private', 'Public']);
      for (const contrast of contrasts) expect(contrast.ratio, `${theme}: ${contrast.text}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.goto('/config');
    await expect(page.getByTestId('account-email')).toHaveText(owner.email);
    await expect(page.getByTestId('preferences-card')).toBeVisible();
    await expectNoSidewaysScroll(page, 'Settings');
    // The preferences card's title is readable text, not squeezed to nothing.
    const title = page.getByTestId('preferences-card').locator('.ant-card-head-title');
    expect((await title.boundingBox())!.width).toBeGreaterThan(80);

    await page.goto('/custom-technologies');
    await expect(page.getByTestId('custom-technology-new')).toBeVisible();
    await expectNoSidewaysScroll(page, 'Custom technologies');
    // The form's Name field is called "Name" (the required mark is not read out as "* Name").
    await page.getByTestId('custom-technology-new').click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Custom technology form');
  });

  test('admin: every tab of the admin screen, the Moderators list inside the window', async ({ page }) => {
    await startSignedIn(page, admin);
    for (const tab of ['reports', 'requests', 'moderators', 'log']) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByTestId('admin-screen')).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      if (tab === 'moderators') await expect(page.getByTestId('staff-member').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `Admin (${tab})`);
    }
    // Every tab of the tab bar fits in the window (none clipped).
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Usernames are not broken into short lines: each staff member's name fits on one line.
    await page.goto('/admin?tab=moderators');
    const names = page.getByTestId('staff-username');
    await expect(names.first()).toBeVisible();
    for (const name of await names.all()) {
      const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 22);
      expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 2);
    }
  });
});
