// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * How deep no-cycle follows imports: deeper than any chain of ours. Measured on the whole repository,
 * lint takes as long with this cap as without one (each file's walk visits a module once).
 */
const MAX_CYCLE_DEPTH = 20;

/**
 * Who may import whom (docs/decisions.md, "Boundaries"), on resolved file paths: a relative import
 * and a package name (`@souscription/contract`) that land in a forbidden folder are caught alike.
 * Paths are relative to `basePath`, so tools/boundaries.test.ts lints fixtures laid out the same way.
 * @param {string} basePath
 */
export function getBoundaryZones(basePath) {
  const features = 'apps/web/src/features';
  // Read from disk, so a new feature is fenced in at once.
  const featureNames = existsSync(path.join(basePath, features))
    ? readdirSync(path.join(basePath, features), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const apiAndWeb = 'The web app and the API share code through packages/contract.';
  return [
    {
      target: 'apps/web/src/shared',
      from: [features, 'apps/web/src/app'],
      message: "shared/ is the web app's bottom layer: it imports no feature and not app/.",
    },
    {
      target: features,
      from: 'apps/web/src/app',
      message: 'Features do not import app/ (the router and providers import them).',
    },
    ...featureNames.map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'Features do not import each other; move shared code to src/shared.',
    })),
    {
      target: 'packages/form-engine',
      from: ['packages/contract', 'apps', 'e2e', 'bench'],
      message: 'The form engine imports nothing of ours (no contract, no app).',
    },
    {
      target: 'packages/pdf-signature',
      from: ['packages/contract', 'packages/form-engine', 'apps', 'e2e', 'bench'],
      message: 'The PDF signature library imports nothing of ours: the API uses it.',
    },
    {
      target: 'packages/contract',
      from: ['apps', 'e2e', 'bench'],
      message: 'The contract imports no app; the apps depend on it.',
    },
    { target: 'apps/web', from: 'apps/api', message: apiAndWeb },
    { target: 'apps/api', from: 'apps/web', message: apiAndWeb },
  ];
}

/**
 * How import-x finds a module: Node resolution (unrs-resolver, bundled with import-x) that knows
 * TypeScript: `./x.js` finds `./x.ts`, extensionless web imports find `.ts`/`.tsx`, and
 * `@souscription/*` follows the workspace link to the package's `src/index.ts` (its real path).
 */
export const importSettings = {
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
      conditionNames: ['import', 'module', 'default'],
    }),
  ],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/**
 * The import rules of every TypeScript file: the zones above, no import cycle, and every import
 * resolved (an import the resolver cannot follow would slip past the zones unseen).
 * @param {string} basePath
 * @returns {import('eslint').Linter.Config}
 */
export function getBoundaryConfig(basePath) {
  return {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath, zones: getBoundaryZones(basePath) }],
      // Note: type-only imports are not followed (they vanish at run time), nor are libraries.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: MAX_CYCLE_DEPTH }],
      'import-x/no-unresolved': 'error',
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      // Files that break the rules on purpose, linted by tools/boundaries.test.ts.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  getBoundaryConfig(root),
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
);
