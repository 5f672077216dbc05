import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { adminMember, apiAs as api, type BrowserMember, createVerifiedMember, startSignedIn, technologyId } from '../support/session';
import { preferTheme } from '../support/ui';

/**
 * Accessibility: an axe-core scan (WCAG 2.x A and AA rules) of every screen, in the light and the dark
 * theme, on a desktop and a phone, finds no serious or critical violation. Also: dialogs keep the focus
 * inside and give it back, and toasts are announced through a live region.
 */
const WORD = `axe${Date.now().toString(36)}`;

interface Screen {
  name: string;
  as: 'visitor' | 'owner' | 'admin';
  open: (page: Page) => Promise<void>;
}

/** The screen at `path`, ready once `ready` passes: the element of that test id shows, or the check given. */
const screenAt = (name: string, as: Screen['as'], path: string, ready: string | ((page: Page) => Promise<void>)): Screen => ({
  name,
  as,
  open: async (page) => {
    await page.goto(path);
    if (typeof ready === 'string') await expect(page.getByTestId(ready)).toBeVisible();
    else await ready(page);
  },
});

/** Ready once `count` group cards (`testId`) show, their code highlighted. */
const highlightedCards = (testId: string, count: number) => async (page: Page) => {
  await expect(page.getByTestId(testId)).toHaveCount(count);
  await expect(page.locator('[data-testid="code-view"] code[data-highlighted="true"]').first()).toBeVisible();
};

const SCREENS: Screen[] = [
  screenAt('Index', 'visitor', `/?q=${WORD}`, highlightedCards('listing-card', 1)),
  screenAt('Log in', 'visitor', '/login', 'auth-signin-form'),
  {
    name: 'Register (with its form errors shown)',
    as: 'visitor',
    open: async (page) => {
      await page.goto('/login?view=register');
      await expect(page.getByTestId('auth-register-form')).toBeVisible();
      await page.getByTestId('auth-register-submit').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    },
  },
  screenAt('Settings (signed out)', 'visitor', '/config', 'preferences-card'),
  screenAt('Profile', 'owner', '/profile', highlightedCards('my-group-card', 2)),
  screenAt('Settings', 'owner', '/config', 'account-email'),
  {
    name: 'Custom technologies (with the form open)',
    as: 'owner',
    open: async (page) => {
      await page.goto('/custom-technologies');
      await page.getByTestId('custom-technology-new').click();
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    },
  },
  {
    name: "A group's page with its comments (a thread on a line, a reply)",
    as: 'owner',
    open: async (page) => {
      await page.goto(`/g/${publicGroupId}`);
      await expect(page.getByTestId('comments-panel').getByTestId('comment')).toHaveCount(2);
      await page.getByTestId('comments-panel').getByRole('button', { name: 'Line 1', exact: true }).click();
    },
  },
  {
    name: 'A tag page',
    as: 'visitor',
    open: async (page) => {
      await page.goto(`/tags/${WORD}`);
      await expect(page.getByTestId('listing-card')).toHaveCount(1);
    },
  },
  {
    name: 'Notifications (the bell with a count, the list)',
    as: 'owner',
    open: async (page) => {
      await page.goto('/notifications');
      await expect(page.getByTestId('notification')).toHaveCount(1);
      await expect(page.getByTestId('notification-count')).toBeVisible();
    },
  },
  ...['reports', 'comments', 'requests', 'moderators', 'log'].map((tab): Screen => ({
    name: `Admin (${tab})`,
    as: 'admin',
    open: async (page) => {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByTestId('admin-screen')).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  })),
];

let owner: BrowserMember;
let admin: BrowserMember;
/** The owner's public group, commented on. */
let publicGroupId = '';

test.beforeAll(async () => {
  [owner, admin] = await Promise.all([createVerifiedMember(), adminMember()]);
  await api('/api/users/', owner);
  await api('/api/users/', admin);
  const technologyID = await technologyId('Python');
  for (const index of [1, 2]) {
    const group = await api<{ id: string; versions: { id: string }[] }>('/api/snippets-groups/', owner, {
      method: 'POST',
      body: {
        technologyID,
        isPublic: index === 1,
        tags: [WORD],
        versions: [
          { no: '1.0.0', name: 'Stable', snippets: [{ description: `${WORD} ${index}`, code: `def ${WORD}():\n    return ${index}\n` }] },
        ],
      },
    });
    if (index === 1) publicGroupId = group.id;
  }
  const version = (await api<{ versions: { id: string }[] }>(`/api/public/groups/${publicGroupId}`, owner)).versions[0];
  const { snippets } = await api<{ snippets: { id: string }[] }>(`/api/public/groups/${publicGroupId}/versions/${version.id}`, owner);
  const thread = await api<{ id: string }>('/api/comments', owner, {
    method: 'POST',
    body: {
      groupId: publicGroupId,
      versionId: version.id,
      snippetId: snippets[0].id,
      lineStart: 1,
      lineEnd: 2,
      body: 'Why **this**?\n\n```python\nx = 1\n```',
    },
  });
  await api(`/api/comments/${thread.id}/replies`, admin, { method: 'POST', body: { body: 'Because `x`.' } });
});

for (const viewport of [
  { label: 'desktop', size: { width: 1280, height: 800 } },
  { label: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`axe on a ${viewport.label}`, () => {
    test.use({ viewport: viewport.size });
    test.describe.configure({ timeout: 180_000 });

    for (const as of ['visitor', 'owner', 'admin'] as const) {
      test(`every screen of the ${as}, light and dark: no serious or critical violation`, async ({ page }) => {
        if (as !== 'visitor') await startSignedIn(page, as === 'owner' ? owner : admin);
        const found: string[] = [];
        for (const theme of ['light', 'dark'] as const) {
          await preferTheme(page, theme);
          for (const screen of SCREENS.filter((candidate) => candidate.as === as)) {
            await screen.open(page);
            await page.mouse.move(0, 0); // no hover state left on the control clicked last
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            found.push(...(await seriousViolations(page)).map((line) => `${screen.name}, ${theme}: ${line}`));
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}

test.describe('keyboard and screen readers', () => {
  test('a dialog opened by keyboard keeps the focus inside and gives it back when closed', async ({ page }) => {
    await startSignedIn(page, admin);
    await page.goto(`/?q=${WORD}`);
    const report = page.getByTestId('listing-card').getByTestId('report-button');
    await report.focus();
    // A visible focus ring on the focused control.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(report).toBeFocused();
    const ring = await report.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
    });
    expect(ring.outline || ring.shadow, 'the focused button shows a focus ring').toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Tab goes round the dialog's controls; past the last one the browser may take the focus for its own
    // controls (the document's body here), but it never lands on the page behind the dialog.
    const visited = new Set<string>();
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('[role="dialog"]') ? `dialog:${active.outerHTML.slice(0, 60)}` : `page:${active.outerHTML.slice(0, 80)}`;
      });
      expect(where, `Tab ${step + 1}`).not.toMatch(/^page:/);
      visited.add(where);
    }
    expect(
      [...visited].filter((where) => where.startsWith('dialog:')).length,
      "the dialog's controls are all reached",
    ).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
  });

  test('form errors are tied to their fields, and toasts are announced through a live region', async ({ page }) => {
    await page.goto('/login?view=register');
    await page.getByTestId('auth-register-submit').click();
    const email = page.getByTestId('auth-register-form').getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    const described = await page.evaluate(
      (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? ''),
      describedBy,
    );
    expect(described.join(' ')).toContain('All fields must be completed');

    const viewport = page.getByTestId('toast-viewport');
    await expect(viewport).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('tab', { name: 'Log in' }).click();
    const form = page.getByTestId('auth-signin-form');
    await form.getByLabel('Email').fill(`nobody-${WORD}@example.com`);
    await form.getByLabel('Password').fill('Wrong-passw0rd');
    await page.getByTestId('auth-signin-submit').click();
    await expect(viewport.getByRole('alert')).toContainText('Wrong email or password!');
  });
});
