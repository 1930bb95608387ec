import { lintFormDefinition, type ElementRole, type LintFinding } from '@souscription/form-engine';
import type { FormCopy } from './build-form-definition.js';

/** Element ids the API reads by key (the identity elements `POST /prospects` creates a customer from). */
function toIdentityIds(copy: FormCopy, offset: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(copy.fixture.identity)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([key, id]) => [`identity.${key}`, id + offset]),
  );
}

/**
 * Roles the engine relies on in every subscription form (spec 02 §5: the suitability questions, the
 * SIRET field, the subscriber's phone and e-mail the other parties' must differ from, the named
 * percentages summing to 100, the amount tenant thresholds read). The back-office form declares none.
 */
const SUBSCRIPTION_FORM_ROLES: readonly ElementRole[] = [
  'suitability_yes',
  'suitability_no',
  'siret',
  'allocation_percentage',
  'subscriber_phone',
  'subscriber_email',
  'subscription_amount',
];

/**
 * Lints a tenant's copy of a form as the seed stores it: the engine's definition with the fixture's
 * English texts (checked when the form has an English label), its identity elements and, for a
 * subscription form, the roles the engine relies on.
 */
export function lintFormCopy(copy: FormCopy, offset: number): LintFinding[] {
  const { fixture, definition } = copy;
  return lintFormDefinition(
    {
      ...definition,
      pages: definition.pages.map((page, index) => ({ ...page, i18n: fixture.pages[index]?.i18n })),
      blocks: fixture.blocks,
      elements: fixture.elements,
    },
    definition.tenant,
    {
      languages: fixture.label_en ? ['en'] : [],
      requiredElementIds: toIdentityIds(copy, offset),
      requiredRoles: fixture.is_back_office ? [] : SUBSCRIPTION_FORM_ROLES,
    },
  );
}

/** A seeded form with an error-level lint finding: the seed refuses to store it. */
export class FormLintError extends Error {
  override readonly name = 'FormLintError';
  constructor(
    label: string,
    /** The error-level findings. */
    readonly findings: readonly LintFinding[],
  ) {
    super(
      `Form "${label}" has ${findings.length} lint error(s) (npm run lint:forms): ${findings
        .map(
          (finding) =>
            `${finding.code} [elements ${(finding.elementIds ?? []).join(', ') || '-'}; blocks ${(finding.blockIds ?? []).join(', ') || '-'}] ${JSON.stringify(finding.params)}`,
        )
        .join('; ')}`,
    );
  }
}

/**
 * Lints a copy (see {@link lintFormCopy}) and refuses it when a finding is an error.
 * @throws FormLintError naming every error-level finding.
 */
export function assertFormCopyLintsClean(copy: FormCopy, offset: number, label: string): void {
  const errors = lintFormCopy(copy, offset).filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new FormLintError(label, errors);
}
