import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { resultsDir } from './support/results';

const root = resolve(__dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser tests against the built site, in Debian's Chromium (browsers are never downloaded here). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  outputDir: resolve(resultsDir, 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? resolve(resultsDir, 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The browser asks for reduced motion, as some members' systems do: antd then opens its popups and dialogs at
    // once (AntdScope). Under load, a click on a Select option still sliding in was sometimes lost (the option
    // highlighted, nothing chosen), which made the suites flaky; the animations themselves are not under test.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Room for building the backend and the web app first when they are stale (scripts/e2e-server.mjs).
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // e2e-admin@example.com is an admin (test/e2e/support/session.ts, adminMember, signs in or creates it in the auth emulator).
    // A group holds at most 256 KB of code (5 MB by default), so that profile.spec.ts reaches the limit in a few writes.
    env: { E2E_PORT: String(port), ADMIN_EMAILS: 'e2e-admin@example.com', GROUP_CODE_LIMIT_BYTES: String(256 * 1024) },
  },
});
