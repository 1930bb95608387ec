import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const REDOCLY_CONFIG = fileURLToPath(new URL('./redocly/', import.meta.url));
const redoclyCli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);

type TRedoclyReport = {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
};

let t: TestApp;
let workDir: string;
beforeAll(async () => {
  t = await createTestApp();
  workDir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the served OpenAPI description', () => {
  it('passes Redocly’s recommended rules with no error and no warning, offline', async () => {
    const served = await t.app.inject({ url: '/docs/json' });
    expect(served.statusCode).toBe(200);
    writeFileSync(join(workDir, 'openapi.json'), served.body);
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
      copyFileSync(join(REDOCLY_CONFIG, file), join(workDir, file));
    }
    // Note: redocly exits 1 when it finds an error; its report on stdout says what, either way.
    const run = await promisify(execFile)(
      process.execPath,
      [redoclyCli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
      {
        cwd: workDir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as TRedoclyReport;
    const problems = report.problems
      .filter((problem) => problem.severity !== 'ignore')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.totals.warnings).toBe(0);
  }, 120_000);
});
