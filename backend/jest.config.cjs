/** Unit specs beside the code. */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: require('../jest.swc.cjs'),
};
