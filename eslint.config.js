// One lint configuration for every workspace; type-aware rules are left to `check-types`
// so that lint stays fast on a 2-core machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    // Only the features' api folders and lib/ talk to Firebase directly.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**', 'web/src/features/*/api/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*'],
              message: 'Import Firebase only in web/src/lib or a feature api/ folder.',
            },
          ],
        },
      ],
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
