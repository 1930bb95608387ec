import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { getBoundaryConfig } from '../eslint.config.js';

/**
 * The import boundaries fail on a bad import: ESLint's Node API on fixture files laid out like the
 * repository (tools/fixtures/boundaries, left out of `npm run lint`), with the rules of
 * eslint.config.js, and on probe texts with the repository's own config.
 */
const repo = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'fixtures/boundaries');

const ZONE = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const MODULE_CYCLE = 'api/no-module-cycle';

/** The rules each fixture breaks, one entry per report; a fixture not listed breaks none. */
const EXPECTED: Record<string, string[]> = {
  'apps/api/src/auth/uses-seed.ts': [ZONE],
  'apps/api/src/modules/manage-dossier/uses-pairing.ts': [MODULE_CYCLE],
  'apps/api/src/modules/pairing/uses-manage-dossier.ts': [MODULE_CYCLE],
  'apps/api/src/modules/receipts/uses-dossier-internals.ts': [ZONE],
  'apps/api/src/shared/uses-auth.ts': [ZONE],
  'apps/api/src/shared/uses-module.ts': [ZONE],
  'apps/web/src/features/alpha/components/uses-beta.ts': [ZONE],
  'apps/web/src/features/alpha/routes/uses-app.ts': [ZONE],
  'apps/web/src/shared/ui/uses-feature.ts': [ZONE],
  'packages/contract/src/imports-app.ts': [ZONE],
  'packages/form-engine/src/imports-contract.ts': [ZONE],
  'packages/form-engine/src/cycle-a.ts': [CYCLE],
  'packages/form-engine/src/cycle-b.ts': [CYCLE],
};

function getRuleIds(result: ESLint.LintResult): (string | null)[] {
  return result.messages.map((message) => message.ruleId);
}

describe('the boundary rules on fixtures', () => {
  it('report each bad import and nothing else', async () => {
    const eslint = new ESLint({
      cwd: fixtures,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        getBoundaryConfig(fixtures),
      ],
    });
    const results = await eslint.lintFiles(['**/*.ts']);
    const found = Object.fromEntries(
      results
        .filter((result) => result.messages.length > 0)
        .map((result) => [path.relative(fixtures, result.filePath), getRuleIds(result)]),
    );
    expect(found).toEqual(EXPECTED);
    expect(results.length).toBeGreaterThan(Object.keys(EXPECTED).length);
  });
});

describe('the repository’s own config', () => {
  const eslint = new ESLint({ cwd: repo });
  const lintProbe = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
    return getRuleIds(result!);
  };

  it('refuses the engine importing the contract by its package name', async () => {
    const code = "import { ROLES } from '@souscription/contract';\n\nexport const roles = ROLES;\n";
    expect(await lintProbe('packages/form-engine/src/boundary-probe.ts', code)).toEqual([ZONE]);
  });

  it('refuses a feature importing another feature by a relative path', async () => {
    const featuresDir = path.join(repo, 'apps/web/src/features');
    const [importer, imported] = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const target = readdirSync(path.join(featuresDir, imported!), { recursive: true, encoding: 'utf8' }).find(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const specifier = `../${imported}/${target!.replace(/\.tsx?$/, '')}`;
    const code = `import * as other from '${specifier}';\n\nexport const probe = other;\n`;
    expect(await lintProbe(`apps/web/src/features/${importer}/boundary-probe.ts`, code)).toEqual([ZONE]);
  });

  it('refuses an API module reaching past another module’s index.ts, and shared/ importing auth/', async () => {
    const internals =
      "import { findDossierForActor } from '../dossiers/service/find-dossier.js';\n\nexport const probe = findDossierForActor;\n";
    expect(await lintProbe('apps/api/src/modules/receipts/boundary-probe.ts', internals)).toEqual([ZONE]);
    const auth =
      "import { resolveRequestActor } from '../auth/actor.js';\n\nexport const probe = resolveRequestActor;\n";
    expect(await lintProbe('apps/api/src/shared/boundary-probe.ts', auth)).toEqual([ZONE]);
  });

  it('leaves the fixtures out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(path.join(fixtures, 'packages/form-engine/src/cycle-a.ts'))).toBe(true);
  });
});
