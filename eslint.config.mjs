// ESLint (flat config) with typescript-eslint. On the web, a feature may not import another feature:
// what two features share moves to components/, lib/ or hooks/.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'frontend/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];

const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              `!@/features/${feature}/**`,
              ...features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              ...features.filter((f) => f !== feature).map((f) => `../../${f}/**`),
            ],
            message: 'Features do not import each other: move what they share to components/, lib/ or hooks/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tools/**', 'openapi/client/**', 'backend/src/database/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Nest reads DTO classes from decorator metadata: they must stay value imports.
    files: ['backend/**/*.ts', 'test/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/modules/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase-admin', 'firebase-admin/*'], message: 'Only the identity module (modules/auth) talks to firebase-admin.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
