// `npm run lint:forms`: lints every seeded form of every tenant, prints a report grouped by form and the
// time taken for the largest form, and exits non-zero when a finding is an error.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LintFinding } from '@souscription/form-engine';
import { BACK_OFFICE_FORM } from './forms/back-office-form.js';
import { buildFormCopy, type FormCopy } from './forms/build-form-definition.js';
import { DEMO_SUBSCRIPTION_FORM } from './forms/demo-subscription-form.js';
import type { FormFixture } from './forms/form-fixture.types.js';
import { lintFormCopy } from './forms/lint-form-copy.js';
import { FORMS_BY_TENANT, TENANT_FORM_CONFIGURATIONS } from './forms/tenant-configurations.js';

type FixtureFile = { path: string; lines: string[] };

function readFixtureFile(path: string): FixtureFile {
  const url = new URL(path, import.meta.url);
  return { path: `apps/api/src/seed/${path}`, lines: readFileSync(fileURLToPath(url), 'utf8').split('\n') };
}

const FIXTURE_FILES = new Map<FormFixture, FixtureFile>([
  [DEMO_SUBSCRIPTION_FORM, readFixtureFile('forms/demo-subscription-form.ts')],
  [BACK_OFFICE_FORM, readFixtureFile('forms/back-office-form.ts')],
]);

/**
 * `file:line` of an item in the form fixtures: the first quoted occurrence of its name or title, else the
 * first use of the constant holding its id (`productUnavailable: 5026` → `E.productUnavailable`).
 */
function locate(file: FixtureFile | undefined, text: string, id: number): string | null {
  if (!file) return null;
  const quoted = file.lines.findIndex((line) => line.includes(`'${text}'`) || line.includes(`"${text}"`));
  if (quoted >= 0) return `${file.path}:${quoted + 1}`;
  const key = file.lines
    .map((line) => new RegExp(`^\\s*(\\w+): ${id},`).exec(line)?.[1])
    .find((found) => found !== undefined);
  const used = key ? file.lines.findIndex((line) => new RegExp(`\\.${key}\\b`).test(line)) : -1;
  return used >= 0 ? `${file.path}:${used + 1}` : null;
}

function describeFinding(finding: LintFinding, copy: FormCopy, file: FixtureFile | undefined): string {
  const { definition } = copy;
  const parts: string[] = [];
  let where: string | null = null;
  for (const id of finding.elementIds ?? []) {
    const element = definition.elements.find((candidate) => candidate.id === id);
    parts.push(element ? `element #${id} "${element.name}"` : `element #${id}`);
    where ??= element ? locate(file, element.name, id) : null;
  }
  for (const id of finding.blockIds ?? []) {
    const block = definition.blocks.find((candidate) => candidate.id === id);
    parts.push(block ? `block #${id} "${block.title}"` : `block #${id}`);
    where ??= block ? locate(file, block.title, id) : null;
  }
  for (const id of finding.pageIds ?? []) {
    const page = definition.pages.find((candidate) => candidate.id === id);
    parts.push(page ? `page #${id} "${page.title}"` : `page #${id}`);
  }
  const params = Object.entries(finding.params)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  return `  ${where ?? '(form)'}: ${finding.severity} ${finding.code} — ${parts.join(', ') || 'form'}${params ? ` (${params})` : ''}`;
}

let errors = 0;
let warnings = 0;
let largest = { label: '', elements: -1, milliseconds: 0 };
for (const [tenantCode, fixtures] of Object.entries(FORMS_BY_TENANT)) {
  const tenant = TENANT_FORM_CONFIGURATIONS[tenantCode] ?? TENANT_FORM_CONFIGURATIONS.default;
  if (!tenant) throw new Error(`no form configuration for tenant ${tenantCode}`);
  for (const fixture of fixtures) {
    const copy = buildFormCopy(fixture, tenant);
    // The median of five runs: the first pays for the JIT, the others for the odd garbage collection.
    const runs: number[] = [];
    let findings: LintFinding[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      findings = lintFormCopy(copy, 0);
      runs.push(performance.now() - start);
    }
    const milliseconds = runs.sort((a, b) => a - b)[2] ?? 0;
    const label = `${tenantCode} — ${fixture.label}`;
    if (copy.definition.elements.length > largest.elements)
      largest = { label, elements: copy.definition.elements.length, milliseconds };
    errors += findings.filter((finding) => finding.severity === 'error').length;
    warnings += findings.filter((finding) => finding.severity === 'warning').length;
    console.log(`${label}: ${findings.length === 0 ? 'clean' : `${findings.length} finding(s)`}`);
    for (const finding of findings) console.log(describeFinding(finding, copy, FIXTURE_FILES.get(fixture)));
  }
}
console.log(
  `largest form (${largest.label}, ${largest.elements} elements) linted in ${largest.milliseconds.toFixed(1)} ms (target < 50 ms)`,
);
console.log(`${errors} error(s), ${warnings} warning(s)`);
if (errors > 0) process.exitCode = 1;
