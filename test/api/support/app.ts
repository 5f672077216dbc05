import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '../../../backend/src/config/env';
import { createApp } from '../../../backend/src/create-app';

export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** The real application on the test database (PGlite under .data/test-pglite, or DATABASE_URL). */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PGLITE_DIR: process.env.SNIPSTACK_TEST_PGLITE_DIR ?? '.data/test-pglite/default',
    WEB_DIST: '.data/no-web-build',
    PUBLIC_PAGE_TTL_MS: '60000',
    ...env,
  });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  return { app, http: () => request(app.getHttpServer()), close: () => app.close() };
}
