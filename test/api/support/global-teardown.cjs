const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.SNIPSTACK_TEST_PGLITE_DIR) rmSync(process.env.SNIPSTACK_TEST_PGLITE_DIR, { recursive: true, force: true });
};
