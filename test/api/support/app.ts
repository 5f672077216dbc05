import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '../../../backend/src/config/env';
import { createApp } from '../../../backend/src/create-app';

export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** Abuse limits far above what any suite does (rate-limits and abuse-limits suites set their own). */
export const GENEROUS_LIMITS: Record<string, string> = Object.fromEntries([
  ...['GROUPS', 'VERSIONS', 'SNIPPETS', 'SHARE_LINKS', 'IMPORTS', 'COMMENTS', 'COLLECTION_WRITES'].flatMap((name) => [
    [`RATE_LIMIT_${name}_PER_HOUR`, '1000000'],
    [`NEW_ACCOUNT_${name}_PER_HOUR`, '1000000'],
  ]),
  ['NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY', '1000000'],
  ['RATE_LIMIT_ANONYMOUS_PER_MINUTE', '1000000'],
]);

/** The real application on the test database (PGlite under .data/test-pglite, or DATABASE_URL). */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PGLITE_DIR: process.env.SNIPSTACK_TEST_PGLITE_DIR ?? '.data/test-pglite/default',
    WEB_DIST: '.data/no-web-build',
    PUBLIC_PAGE_TTL_MS: '60000',
    // Every test member is a new account: the abuse limits stay out of the way unless a suite sets them.
    ...GENEROUS_LIMITS,
    ...env,
  });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  return { app, http: () => request(app.getHttpServer()), close: () => app.close() };
}

/**
 * The suite's app: started before its first test (beforeAll) and closed after its last (afterAll).
 * The answer stands for the running app (`t.http()`, `t.app`) once the suite has started.
 */
export function suiteApp(env: Record<string, string> = {}): TestApp {
  return suiteOf(() => startApp(env));
}

/** An app `start` gives, started before the suite's first test and closed after its last (suiteApp). */
export function suiteOf<T extends { close: () => Promise<void> }>(start: () => Promise<T>): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  }, 120_000);
  afterAll(async () => {
    await running?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!running) throw new Error('The suite app is used before beforeAll started it');
      return running[key as keyof T];
    },
  });
}

/**
 * The env of an app serving the web app's page as written (frontend/index.html), whose <title>,
 * description and Open Graph tags the server replaces for the pages it knows.
 */
export function webPageEnv(): Record<string, string> {
  const webDist = mkdtempSync(join(tmpdir(), 'snipstack-web-'));
  copyFileSync(resolve(__dirname, '../../../frontend/index.html'), join(webDist, 'index.html'));
  return { WEB_DIST: webDist };
}
