// @ts-check
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/** @param {string} dir the directories in `dir` (none when it does not exist) */
function listDirectories(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

const API = 'apps/api/src';
const API_MODULES = `${API}/modules`;

/**
 * The API's fences: a module is imported by the rest of the API only through
 * its index.ts; shared/ imports no module and nothing of auth/; nothing but seed/ and server.ts (the
 * process that seeds on start) imports seed/. Read from disk, so a new module is fenced in at once.
 * @param {string} basePath
 */
function getApiZones(basePath) {
  const top = existsSync(path.join(basePath, API)) ? readdirSync(path.join(basePath, API)) : [];
  const modules = listDirectories(path.join(basePath, API_MODULES));
  const outsideModules = top.filter((entry) => entry !== 'modules').map((entry) => `${API}/${entry}`);
  return [
    ...modules.map((name) => ({
      target: [
        ...outsideModules,
        ...modules.filter((other) => other !== name).map((other) => `${API_MODULES}/${other}`),
      ],
      from: `${API_MODULES}/${name}`,
      except: ['./index.ts'],
      message: `Import the ${name} module through its index.ts: what it does not export there is its own.`,
    })),
    {
      target: `${API}/shared`,
      from: [`${API}/auth`, API_MODULES, `${API}/seed`, `${API}/app.ts`, `${API}/server.ts`],
      message: "shared/ is the API's bottom layer: it imports no module, nothing of auth/ and not the app.",
    },
    {
      target: top
        .filter((entry) => entry !== 'seed' && entry !== 'server.ts')
        .map((entry) => `${API}/${entry}`),
      from: `${API}/seed`,
      message:
        'Product code does not import seed data: pass it in at start (server.ts), as the demo accounts.',
    },
  ];
}

/** The module graph of one API tree, and when it was read. */
const moduleGraphs = new Map();

/**
 * Which API module imports which (type imports too: a cycle of types is still two modules that
 * cannot be read apart), from the import and export specifiers of every file. Read again when
 * older than a few seconds, so that an editor's long-lived ESLint sees changes.
 * @param {string} modulesDir
 * @returns {Map<string, Set<string>>}
 */
function readModuleGraph(modulesDir) {
  const cached = moduleGraphs.get(modulesDir);
  if (cached && Date.now() - cached.readAt < 5000) return cached.graph;
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const name of listDirectories(modulesDir)) {
    const edges = new Set();
    const files = readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((entry) => /\.(ts|tsx|mts)$/.test(entry))) {
      const absolute = path.join(modulesDir, name, file);
      const text = readFileSync(absolute, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const other = moduleOf(modulesDir, path.resolve(path.dirname(absolute), specifier ?? ''));
        if (other && other !== name) edges.add(other);
      }
    }
    graph.set(name, edges);
  }
  moduleGraphs.set(modulesDir, { graph, readAt: Date.now() });
  return graph;
}

/**
 * @param {string} modulesDir
 * @param {string} file
 * @returns {string | undefined} the module a path lies in
 */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : undefined;
}

/**
 * A path of imports from one module to another, or null.
 * @param {Map<string, Set<string>>} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | null}
 */
function findModulePath(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    if (current === to) {
      const route = [];
      for (let at = /** @type {string | null} */ (to); at !== null; at = previous.get(at) ?? null)
        route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * No cycle between API modules, whatever files carry it (import-x/no-cycle sees cycles of files:
 * two modules can import each other through files that never meet). Reports the import that
 * closes the loop, with the loop.
 * @param {string} basePath
 * @returns {import('eslint').Rule.RuleModule}
 */
function createModuleCycleRule(basePath) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const modulesDir = path.join(basePath, API_MODULES);
      const own = moduleOf(modulesDir, context.filename);
      if (!own) return {};
      /** @param {{ source?: { value?: unknown } | null } & import('estree').Node} node */
      const check = (node) => {
        const specifier = node.source?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const other = moduleOf(modulesDir, path.resolve(path.dirname(context.filename), specifier));
        if (!other || other === own) return;
        const back = findModulePath(readModuleGraph(modulesDir), other, own);
        if (back) {
          context.report({
            node,
            message: `Modules import each other: ${[own, ...back].join(' → ')}. Move what both need into one of them, or down into shared/.`,
          });
        }
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
}

/**
 * Who may import whom (docs/decisions.md, "Boundaries"), on resolved file paths: a relative import
 * and a package name (`@souscription/contract`) that land in a forbidden folder are caught alike.
 * Paths are relative to `basePath`, so tools/boundaries.test.ts lints fixtures laid out the same way.
 * @param {string} basePath
 */
export function getBoundaryZones(basePath) {
  const features = 'apps/web/src/features';
  // Read from disk, so a new feature is fenced in at once.
  const featureNames = listDirectories(path.join(basePath, features));
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
    ...getApiZones(basePath),
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
 * The import rules of every TypeScript file: the zones above, no import cycle (of files, and of
 * API modules), and every import resolved (an import the resolver cannot follow would slip past the zones unseen).
 * @param {string} basePath
 * @returns {import('eslint').Linter.Config}
 */
export function getBoundaryConfig(basePath) {
  return {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'import-x': importX,
      api: { rules: { 'no-module-cycle': createModuleCycleRule(basePath) } },
    },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath, zones: getBoundaryZones(basePath) }],
      'api/no-module-cycle': 'error',
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
