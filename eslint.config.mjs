// ESLint (flat config) with typescript-eslint. On the web: the import boundaries of bulletproof-react
// (import-x/no-restricted-paths), no import cycles (web and backend), the rules of hooks, and the session module as the only
// code that touches the token storage or the Firebase SDK.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './frontend/src';
const featuresDir = `${web}/features`;
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];
const sharedDirs = ['components', 'hooks', 'lib', 'stores'].map((dir) => `${web}/${dir}`);

/**
 * Imports flow one way: shared code (components/, hooks/, lib/, stores/) -> features/ -> app/.
 * Tests may also render through the app's providers (app/provider), so app/ is open to them.
 */
function webZones({ appAllowed }) {
  const app = `${web}/app`;
  return [
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`],
      message: 'Features do not import each other: move what they share to components/, lib/ or hooks/, or compose them in app/.',
    })),
    ...(appAllowed ? [] : [{ target: featuresDir, from: app, message: 'Features never import app/: the app composes the features.' }]),
    {
      target: sharedDirs,
      from: appAllowed ? [featuresDir] : [featuresDir, app],
      message: 'Shared code (components/, hooks/, lib/, stores/) never imports features/ or app/.',
    },
  ];
}

const webTests = ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**'];

/** import-x follows imports into TypeScript files, resolved as the given tsconfig does (`@/...`, `@api`, `.js` -> `.ts`). */
function importResolution(project) {
  return {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
    },
  };
}

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
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...importResolution('frontend/tsconfig.json'),
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones({ appAllowed: false }) }],
    },
  },
  {
    files: webTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones({ appAllowed: true }) }] },
  },
  {
    // The session module (lib/session) owns the stored token, the email-link address and Firebase;
    // the preferences store keeps the preferences. Everything else goes through them.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/session/**', 'frontend/src/stores/**', ...webTests],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Only the session module (lib/session) talks to Firebase.' },
            { group: ['@/lib/session/*'], message: 'Use the session module through `@/lib/session`.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Storage belongs to lib/session (the session) and stores/ (preferences).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Storage belongs to lib/session (the session) and stores/ (preferences).' },
      ],
    },
  },
  {
    // Server calls live in features/<f>/api (and lib/): elsewhere the generated client gives types only.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/**', 'frontend/src/features/*/api/**', ...webTests],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@api', allowTypeImports: true, message: "Call the API from the feature's api/ folder." }] },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ...importResolution('backend/tsconfig.json'),
    rules: { 'import-x/no-cycle': 'error' },
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
  {
    // Search is one module (docs/search.md): other code reaches it through its two entry points only.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/modules/search/**', 'backend/src/**/*.spec.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './backend/src',
              from: './backend/src/modules/search',
              except: ['./index.ts', './search.module.ts'],
              message: "Import search from modules/search (index.ts) or modules/search/search.module.ts: the rest is the module's own.",
            },
          ],
        },
      ],
    },
  },
  {
    // common/ serves every backend module, so it imports none of them; their message catalogues (data
    // that common/i18n merges into the typed message keys) are the one exception.
    files: ['backend/src/common/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './backend/src/common',
              from: './backend/src/modules/**/*',
              except: ['**/backend/src/modules/*/*.messages.ts'],
              message: 'common/ imports no feature module: move what both need into common/, or let the module pass it in.',
            },
          ],
        },
      ],
    },
  },
);
