import { describe, expect, it } from 'vitest';
import { buildFormCopy } from '../src/seed/forms/build-form-definition.js';
import { DEMO_SUBSCRIPTION_FORM } from '../src/seed/forms/demo-subscription-form.js';
import { assertFormCopyLintsClean, FormLintError, lintFormCopy } from '../src/seed/forms/lint-form-copy.js';
import { FORMS_BY_TENANT, TENANT_FORM_CONFIGURATIONS } from '../src/seed/forms/tenant-configurations.js';

describe('lintFormCopy', () => {
  it('finds no error in any seeded form of any tenant', () => {
    for (const [code, fixtures] of Object.entries(FORMS_BY_TENANT)) {
      const tenant = TENANT_FORM_CONFIGURATIONS[code];
      if (!tenant) throw new Error(`no configuration for ${code}`);
      for (const fixture of fixtures) {
        const errors = lintFormCopy(buildFormCopy(fixture, tenant, 20_000), 20_000).filter(
          (finding) => finding.severity === 'error',
        );
        expect(errors, `${code}: ${fixture.label}`).toEqual([]);
      }
    }
  });

  it('refuses a copy with an error, naming the finding', () => {
    const tenant = TENANT_FORM_CONFIGURATIONS.demo;
    if (!tenant) throw new Error('no demo configuration');
    const copy = buildFormCopy(DEMO_SUBSCRIPTION_FORM, tenant);
    const [first, second, ...rest] = copy.fixture.elements;
    if (!first || !second) throw new Error('empty form');
    const broken = {
      ...copy,
      fixture: { ...copy.fixture, elements: [first, { ...second, name: first.name }, ...rest] },
    };
    expect(() => assertFormCopyLintsClean(broken, 0, 'broken')).toThrow(FormLintError);
    expect(() => assertFormCopyLintsClean(broken, 0, 'broken')).toThrow(
      new RegExp(`name\\.duplicate \\[elements ${first.id}, ${second.id}`),
    );
  });

  it('refuses a subscription form that lost a role the engine relies on (the subscriber phone)', () => {
    const tenant = TENANT_FORM_CONFIGURATIONS.demo;
    if (!tenant) throw new Error('no demo configuration');
    const copy = buildFormCopy(DEMO_SUBSCRIPTION_FORM, tenant);
    const withoutRole = copy.fixture.elements.map((element) =>
      element.attributes.role === 'subscriber_phone'
        ? { ...element, attributes: { ...element.attributes, role: undefined } }
        : element,
    );
    const findings = lintFormCopy({ ...copy, fixture: { ...copy.fixture, elements: withoutRole } }, 0);
    expect(findings).toContainEqual(
      expect.objectContaining({
        code: 'role.missing',
        severity: 'error',
        params: expect.objectContaining({ role: 'subscriber_phone' }),
      }),
    );
  });
});
