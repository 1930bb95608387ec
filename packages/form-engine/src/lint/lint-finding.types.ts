/** The stable codes of the form linter's findings. */
export const LINT_FINDING_CODES = [
  'reference.missing-element',
  'reference.missing-role',
  'cycle.calculation',
  'cycle.condition',
  'condition.unknown-option',
  'condition.ordering-on-text',
  'condition.date-rule-on-non-date',
  'visibility.never-visible',
  'visibility.possibly-never-visible',
  'required.never-fillable',
  'calculation.non-numeric-input',
  'calculation.missing-precision',
  'role.missing',
  'role.duplicate',
  'translation.missing-en',
  'name.duplicate',
  'pattern.invalid',
  'date-bound.invalid',
  'signature.unknown-step',
  'signature.unknown-party',
  'signature.duplicate-button',
  'document.invalid-key',
  'document.duplicate',
] as const;

/** A finding code, one of {@link LINT_FINDING_CODES}. */
export type LintFindingCode = (typeof LINT_FINDING_CODES)[number];

/** `error` stops the seed; `warning` is reported only. */
export type LintSeverity = 'error' | 'warning';

/** One finding of {@link lintFormDefinition}: located by ids, worded by a message key and its parameters. */
export type LintFinding = {
  /** `error` or `warning`. */
  severity: LintSeverity;
  /** Stable code, e.g. `reference.missing-element`. */
  code: LintFindingCode;
  /** Elements concerned (the faulty one first). */
  elementIds?: readonly number[];
  /** Blocks concerned. */
  blockIds?: readonly number[];
  /** Pages concerned. */
  pageIds?: readonly number[];
  /** Message key, `lint.<code>`. */
  messageKey: string;
  /** Parameters of the message (names, ids, values). */
  params: Readonly<Record<string, string | number>>;
};
