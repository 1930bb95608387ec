// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureNames = [
  'auth',
  'dashboard',
  'folders',
  'customers',
  'wizard',
  'signature',
  'manage-dossier',
  'profile',
  'layout',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['packages/form-engine/src/**/*.ts'],
    rules: {
      // Note: the engine runs in the browser and on the server alike; it must stay pure.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'os'],
              message: 'The form engine imports no Node built-in.',
            },
            {
              group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'pg'],
              message: 'The form engine is framework-free.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features do not import each other: shared code goes down into src/shared.
  ...featureNames.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames.filter((other) => other !== name).map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  })),
);
