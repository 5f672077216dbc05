// The server the browser tests drive: the built site and API on E2E_PORT with a fresh PGlite folder
// (or DATABASE_URL). Runs the app in this process so that stopping it leaves nothing behind. The
// backend and the web app are built first when their sources are newer than their builds, so that
// `npm run test:e2e` alone never tests an old build.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './lib.mjs';

for (const workspace of ['backend', 'frontend']) {
  if ((await buildIfStale(workspace)) !== 0) process.exit(1);
}

process.env.PORT = process.env.E2E_PORT ?? '3210';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
// Every browser-test member is a new account: the abuse limits stay out of the way (unless set).
for (const name of ['GROUPS', 'VERSIONS', 'SNIPPETS', 'SHARE_LINKS', 'IMPORTS', 'COMMENTS', 'COLLECTION_WRITES']) {
  process.env[`RATE_LIMIT_${name}_PER_HOUR`] ??= '1000000';
  process.env[`NEW_ACCOUNT_${name}_PER_HOUR`] ??= '1000000';
}
process.env.NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY ??= '1000000';
process.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE ??= '1000000';
if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DIR = `.data/e2e-pglite-${process.env.PORT}`;
  rmSync(join(root, process.env.PGLITE_DIR), { recursive: true, force: true });
}
await import(join(root, 'backend/dist/main.js'));
