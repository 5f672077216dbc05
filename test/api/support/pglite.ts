import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseService } from '../../../backend/src/database/database.service';

/** This run's folder (support/global-setup.ts), or one of its own for a suite run without Jest's set-up. */
const runDir = (): string => process.env.SNIPSTACK_TEST_RUN_DIR ?? resolve(__dirname, '../../../.data/test-pglite/default');

/** A PGlite folder holds a database once PostgreSQL's version file is in it. */
const holdsDatabase = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/**
 * The run's template: a PGlite database with every migration applied and the official technologies,
 * made by the first call and closed. A new PGlite database runs initdb and every migration in
 * WebAssembly (seconds on an idle core, minutes on a loaded one); a copy of this one opens at once.
 */
async function template(): Promise<string> {
  const dir = join(runDir(), 'template');
  if (holdsDatabase(dir)) return dir;
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const database = await DatabaseService.open({ databaseUrl: null, pgliteDir: building, databasePoolSize: 1, pgliteQueueLimit: 64 });
  await database.close();
  // Whole or not at all: a folder interrupted while building is never taken for the template.
  renameSync(building, dir);
  return dir;
}

/** A new PGlite folder of its own with today's schema and the official technologies (a copy of the template). */
export async function freshPgliteDir(label: string): Promise<string> {
  const source = await template();
  const dir = mkdtempSync(join(runDir(), `fresh-${label}-`));
  cpSync(source, dir, { recursive: true });
  return dir;
}
