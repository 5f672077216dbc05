/** API end-to-end tests: the real Nest app, the real database and the real Firebase Auth emulator. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '.*\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/suite-database.ts'],
  testTimeout: 60000,
  transform: require('../../jest.swc.cjs'),
  // One suite at a time (suites that time a server's stop need the cores), in a worker process that is replaced once
  // its heap passes this after a suite: every suite's app leaves some of its module graph behind, and a
  // heap grown to gigabytes spends much of the run in garbage collection. A suite that ends its process
  // also fails only itself, not the whole run.
  maxWorkers: 1,
  workerIdleMemoryLimit: '512MB',
};
