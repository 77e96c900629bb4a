// One lint configuration for every workspace; type-aware rules are left to `check-types`
// so that lint stays fast on a 2-core machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Every feature folder, read from the tree so that a new feature is fenced in from its first file.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (README "Architecture"): app -> features -> data -> components, lib.
 * A feature imports no other feature; data/ imports no feature or app code; components/ and
 * lib/ import neither features nor app code. scripts/lint-boundaries.test.ts proves the rule bites.
 */
export const BOUNDARY_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what both need to data/, components/ or lib/.',
  })),
  {
    target: './web/src/data',
    from: ['./web/src/features', './web/src/app'],
    message: 'data/ imports only domain, lib and the Firebase SDK.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'components/ and lib/ are shared: they import no feature or app code.',
  },
];

// Loading web/src/lib/toast.ts is what mounts the toast host (lib/toasts-used.ts), so that the
// public pages, which send no toasts, never download react-hot-toast.
const TOAST_IMPORT = {
  name: 'react-hot-toast',
  message: 'Send toasts with web/src/lib/toast.ts: loading it mounts the toast host.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Layer boundaries and import cycles, resolved as TypeScript resolves them.
    files: ['web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's extensions and parser, without its resolver (the one below).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'domain/tsconfig.json', 'functions/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
  {
    // A test file is imported by no module, so it can close no cycle: leaving the tests out
    // halves the rule's cost (it walks each linted file's import graph).
    files: ['web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Only lib/, the read layer (data/) and the features' api folders talk to Firebase directly.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/lib/**',
      'web/src/data/**',
      'web/src/features/*/api/**',
      'web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TOAST_IMPORT],
          patterns: [
            {
              group: ['firebase/*'],
              message:
                'Import Firebase only in web/src/lib, web/src/data or a feature api/ folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // The folders the block above leaves out, for toasts only (the same rule, other files).
    files: ['web/src/lib/**', 'web/src/data/**', 'web/src/features/*/api/**'],
    ignores: ['web/src/lib/toast.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [TOAST_IMPORT] }],
    },
  },
  {
    // Staff read documents with getBlob, under storage.rules. A download URL is a permanent
    // bearer link that bypasses the rules and outlives a deactivated account (issue 9, item 9).
    // no-restricted-syntax, not no-restricted-imports: the block above owns that rule's options.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[source.value=/^@?firebase\\u002Fstorage$/] ImportSpecifier[imported.name='getDownloadURL']",
          "MemberExpression[property.name='getDownloadURL']",
          "Property[key.name='getDownloadURL']",
        ].map((selector) => ({
          selector,
          message:
            'No getDownloadURL in the web app: read documents with getBlob (rules-checked), see README "Security".',
        })),
      ],
    },
  },
  {
    // Callables answer Firestore and Auth errors with their proper HttpsError, never `internal`.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/https/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['firebase-functions/v2/https', 'firebase-functions/https'].map((name) => ({
            name,
            importNames: ['onCall'],
            message: 'Declare callables with onCall from functions/src/https/on-call.',
          })),
        },
      ],
    },
  },
  prettier,
);
