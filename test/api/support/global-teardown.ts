import { rmSync } from 'node:fs';
import { dropRunDatabases } from './postgres';

export default async function globalTeardown(): Promise<void> {
  if (process.env.SNIPSTACK_TEST_RUN_DIR) rmSync(process.env.SNIPSTACK_TEST_RUN_DIR, { recursive: true, force: true });
  if (process.env.SNIPSTACK_TEST_DATABASE_URL)
    await dropRunDatabases(process.env.SNIPSTACK_TEST_DATABASE_URL, process.env.SNIPSTACK_TEST_RUN!);
}
