// One fresh PGlite data folder per test run (created by the first suite, reused by the next ones,
// ~0.4 s each), named after this process so that runs side by side never share one.
const { readdirSync, rmSync } = require('node:fs');
const { join, resolve } = require('node:path');

const base = resolve(__dirname, '../../../.data/test-pglite');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

module.exports = async () => {
  if (process.env.DATABASE_URL) return;
  let entries = [];
  try {
    entries = readdirSync(base);
  } catch {
    /* first run */
  }
  for (const entry of entries) {
    const pid = Number(entry.replace(/^run-/, ''));
    if (!alive(pid)) rmSync(join(base, entry), { recursive: true, force: true });
  }
  const dir = join(base, `run-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  process.env.SNIPSTACK_TEST_PGLITE_DIR = dir;
};
