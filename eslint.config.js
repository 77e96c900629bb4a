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
