import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanTree } from './function-length';

/**
 * No function in the apps' and packages' sources is longer than 120 lines (issue 24): a longer one is
 * split into named steps. Left out: test files and the seed's form data (apps/api/src/seed/forms).
 */
const repo = path.resolve(import.meta.dirname, '..');
const LIMIT = 120;

const roots = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(path.join(repo, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/src`)
    .filter((root) => readdirSync(path.join(repo, path.dirname(root))).includes('src')),
);
const isSeedData = (relative: string) =>
  relative.split(path.sep).join('/').startsWith('apps/api/src/seed/forms/');

describe('function length', () => {
  it(`finds no function over ${LIMIT} lines`, () => {
    const long = scanTree(repo, roots, isSeedData, LIMIT).map(
      ({ file, line, name, lines }) => `${file}:${line} ${name} (${lines} lines)`,
    );
    expect(long).toEqual([]);
  }, 120_000);

  it('keeps useWizardFlows within the house rule of 80 lines (issue 34: it had grown to 108 again)', () => {
    const hooks = ['apps/web/src/features/wizard/hooks'];
    const long = scanTree(repo, hooks, () => false, 80).map(({ name }) => name);
    expect(long).not.toContain('useWizardFlows');
  });

  it('measures a function from its first line to its last', () => {
    const fixture = path.join(import.meta.dirname, 'fixtures/function-length/long-function.ts');
    const found = scanTree(path.dirname(fixture), ['.'], () => false, 5);
    expect(found).toEqual([{ file: 'long-function.ts', line: 2, name: 'sevenLines', lines: 7 }]);
  });
});
