/** API end-to-end tests: the real Nest app, the real database and the real Firebase Auth emulator. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '.*\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  testTimeout: 60000,
  transform: require('../../jest.swc.cjs'),
};
