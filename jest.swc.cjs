/** The TypeScript transform of every Jest run (backend unit tests, API tests): SWC with Nest's decorators and their metadata. */
module.exports = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2023',
      },
      module: { type: 'commonjs' },
    },
  ],
};
