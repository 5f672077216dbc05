import { resolve } from 'node:path';

/**
 * Where the browser tests write their reports, screenshots and artifacts: TEST_RESULTS_DIR as scripts/test.mjs
 * sets it (relative to the repository), so two runs side by side (.ci/run's lanes) never write into each other's.
 */
export const resultsDir = resolve(__dirname, '..', '..', '..', process.env.TEST_RESULTS_DIR || '.data/test-results');
