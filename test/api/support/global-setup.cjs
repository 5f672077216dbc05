// One fresh PGlite data folder per run (created by the first suite, reused by the others: ~0.4 s each).
const { rmSync } = require('node:fs');
const { resolve } = require('node:path');

module.exports = async () => {
  if (!process.env.DATABASE_URL) rmSync(resolve(__dirname, '../../../.data/test-pglite'), { recursive: true, force: true });
};
