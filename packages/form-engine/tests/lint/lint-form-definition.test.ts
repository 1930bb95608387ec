import { describe, expect, it } from 'vitest';
import {
  LINT_FINDING_CODES,
  lintFormDefinition,
  type LintFinding,
  type LintFindingCode,
  type LintableFormDefinition,
  type LintOptions,
  type TenantConfiguration,
} from '../../src/index.js';
import { createCleanLintForm, createLintTenant, inputRule, lintElement } from '../fixtures/lint-form.js';
import { createSubscriptionForm } from '../fixtures/subscription-form.js';

function lint(
  definition: LintableFormDefinition,
  tenant: TenantConfiguration = definition.tenant,
  options: LintOptions = { languages: ['en'] },
): LintFinding[] {
  return lintFormDefinition(definition, tenant, options);
}

function withCode(findings: readonly LintFinding[], code: LintFindingCode): LintFinding[] {
  return findings.filter((finding) => finding.code === code);
}

const visibleWhen = (...rules: ReturnType<typeof inputRule>[]) => ({
  condition: { rules, actions: { visible: true } },
});

describe('lintFormDefinition', () => {
  it('finds nothing in a clean form', () => {
    expect(lint(createCleanLintForm())).toEqual([]);
  });

  it('finds nothing in the engine’s realistic subscription form', () => {
    const form = createSubscriptionForm();
    expect(lint(form, form.tenant, {}).filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('reports every reference to a missing element, not the first', () => {
    const form = createCleanLintForm([
      lintElement(8, 'broken', 'calculate', { label: 'Cassé' }, { calculate: '{nope} + #98 + {shares}' }),
      lintElement(9, 'hidden', 'input_text', { label: 'Caché' }, visibleWhen(inputRule(99, 'equal', 'x'))),
    ]);
    const withBlock = {
      ...form,
      blocks: [
        ...form.blocks,
        {
          id: 12,
          page_id: 1,
          title: 'Conditional',
          rank: 3,
          condition: { rules: [inputRule(97, 'equal', 'x')], actions: { visible: true } },
          i18n: { en: { title: 'Conditional (en)' } },
        },
      ],
    };
    const findings = withCode(lint(withBlock), 'reference.missing-element');
    expect(findings.map((finding) => [finding.params.missing, finding.elementIds, finding.blockIds])).toEqual(
      [
        ['nope', [8], [10]],
        [98, [8], [10]],
        [99, [9], [10]],
        [97, undefined, [12]],
      ],
    );
    expect(findings.every((finding) => finding.severity === 'error')).toBe(true);
  });

  it('reports the ids the application reads and the products’ elements when missing', () => {
    const tenant = {
      ...createLintTenant(),
      products: { PU: { unit_price_element_id: 50, dismemberment_table_element_id: 51 } },
    };
    const findings = withCode(
      lint(createCleanLintForm(), tenant, {
        requiredElementIds: { 'identity.email': 52, 'identity.name': 5 },
      }),
      'reference.missing-element',
    );
    expect(findings.map((finding) => finding.params.missing)).toEqual([50, 51, 52]);
  });

  it('reports a tenant rule whose role no element declares', () => {
    const tenant = createLintTenant([
      {
        id: 'demo.receipt',
        target_role: 'threshold_receipt',
        when: { tests: [{ subject: 'subscription_amount', operator: 'greater', value: 100 }] },
        actions: { required: true },
      },
    ]);
    const findings = withCode(lint(createCleanLintForm(), tenant), 'reference.missing-role');
    expect(findings.map((finding) => finding.params.role)).toEqual([
      'threshold_receipt',
      'subscription_amount',
    ]);
  });

  it('reports a cycle between calculations with its elements', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'a', 'calculate', { label: 'A' }, { calculate: '{b} + 1' }),
        lintElement(9, 'b', 'calculate', { label: 'B' }, { calculate: '{a} + 1' }),
      ]),
    );
    expect(withCode(findings, 'cycle.calculation').map((finding) => finding.elementIds)).toEqual([[8, 9]]);
    expect(withCode(findings, 'cycle.condition')).toEqual([]);
  });

  it('reports a visibility that depends on itself through another element', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'a', 'input_text', { label: 'A' }, visibleWhen(inputRule(9, 'equal', 'x'))),
        lintElement(9, 'b', 'input_text', { label: 'B' }, visibleWhen(inputRule(8, 'equal', 'y'))),
      ]),
    );
    const cycles = withCode(findings, 'cycle.condition');
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0]?.elementIds ?? [])].sort()).toEqual([8, 9]);
  });

  it('reports a block whose visibility reads an element of its own', () => {
    const form = createCleanLintForm();
    const looping = {
      ...form,
      blocks: form.blocks.map((block) =>
        block.id === 10
          ? { ...block, condition: { rules: [inputRule(3, 'greater', '1')], actions: { visible: true } } }
          : block,
      ),
    };
    expect(withCode(lint(looping), 'cycle.condition').map((finding) => finding.elementIds)).toEqual([[3]]);
  });

  it('reports a condition value that is not among the options', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(
          8,
          'maybe',
          'input_text',
          { label: 'Peut-être' },
          visibleWhen(inputRule(1, 'equal', 'oui')),
        ),
      ]),
    );
    const found = withCode(findings, 'condition.unknown-option');
    expect(found.map((finding) => [finding.elementIds, finding.params.value])).toEqual([[[8, 1], 'oui']]);
  });

  it('reports an ordering operator on a text element', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'big', 'input_text', { label: 'Grand' }, visibleWhen(inputRule(5, 'greater', '5'))),
      ]),
    );
    expect(withCode(findings, 'condition.ordering-on-text').map((finding) => finding.elementIds)).toEqual([
      [8, 5],
    ]);
  });

  it('reports an input_date rule on an element that is not a date', () => {
    const rule = { type: 'input_date' as const, input_id: 5, operator: 'greater' as const, value: 18 };
    const findings = lint(
      createCleanLintForm([
        lintElement(
          8,
          'adult',
          'input_text',
          { label: 'Majeur' },
          { condition: { rules: [rule], actions: { visible: true } } },
        ),
        lintElement(
          9,
          'adult_ok',
          'input_text',
          { label: 'Majeur 2' },
          {
            condition: { rules: [{ ...rule, input_id: 6 }], actions: { visible: true } },
          },
        ),
      ]),
    );
    expect(
      withCode(findings, 'condition.date-rule-on-non-date').map((finding) => finding.elementIds),
    ).toEqual([[8, 5]]);
  });

  it('reports contradicting conditions and hidden blocks as never visible (not each element they hide)', () => {
    const form = createCleanLintForm([
      lintElement(
        8,
        'never',
        'input_text',
        { label: 'Jamais' },
        visibleWhen(inputRule(1, 'equal', 'Oui'), inputRule(1, 'equal', 'Non')),
      ),
      lintElement(
        9,
        'range',
        'input_text',
        { label: 'Plage' },
        visibleWhen(inputRule(3, 'greater', '10'), inputRule(3, 'smaller_equal', '10')),
      ),
      lintElement(
        12,
        'possible',
        'input_text',
        { label: 'Possible' },
        visibleWhen(inputRule(3, 'greater_equal', '10'), inputRule(3, 'smaller_equal', '10')),
      ),
      {
        ...lintElement(13, 'in_hidden_block', 'input_text', { label: 'Bloc caché', required: true }),
        block_id: 11,
      },
    ]);
    const hidden = {
      ...form,
      blocks: form.blocks.map((block) => (block.id === 11 ? { ...block, visible: false } : block)),
    };
    const findings = lint(hidden);
    expect(
      withCode(findings, 'visibility.never-visible').map((finding) => [finding.elementIds, finding.blockIds]),
    ).toEqual([
      [undefined, [11]],
      [[8], [10]],
      [[9], [10]],
    ]);
    expect(withCode(findings, 'required.never-fillable').map((finding) => finding.elementIds)).toEqual([
      [13],
    ]);
  });

  it('reports an element depending on a never visible input as possibly never visible (a warning)', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(
          8,
          'never',
          'input_text',
          { label: 'Jamais' },
          visibleWhen(inputRule(1, 'equal', 'Oui'), inputRule(1, 'not_equal', 'Oui')),
        ),
        lintElement(9, 'follows', 'input_text', { label: 'Suit' }, visibleWhen(inputRule(8, 'equal', 'x'))),
      ]),
    );
    const possibly = withCode(findings, 'visibility.possibly-never-visible');
    expect(possibly.map((finding) => [finding.severity, finding.elementIds])).toEqual([['warning', [9, 8]]]);
  });

  it('reports a required element always disabled or never visible as never fillable', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'locked', 'input_text', { label: 'Verrouillé', required: true, disabled: true }),
        lintElement(
          9,
          'gone',
          'input_text',
          { label: 'Parti', required: true },
          visibleWhen(inputRule(3, 'greater', '5'), inputRule(3, 'smaller', '2')),
        ),
        lintElement(12, 'unlocked', 'input_text', {
          label: 'Déverrouillé',
          required: true,
          disabled: true,
          role: 'proof_document',
        }),
      ]),
      createLintTenant([
        {
          id: 'demo.proof',
          target_role: 'proof_document',
          when: { tests: [{ subject: 'product_code', operator: 'equal', value: 'PU' }] },
          actions: { disabled: false },
        },
      ]),
    );
    expect(
      withCode(findings, 'required.never-fillable').map((finding) => [
        finding.elementIds,
        finding.params.reason,
      ]),
    ).toEqual([
      [[8], 'disabled'],
      [[9], 'hidden'],
    ]);
  });

  it('warns of a required read-only element without a default value', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'blocker', 'input_text', { label: 'Bloque', readonly: true, required: true }),
        lintElement(9, 'filled', 'input_text', {
          label: 'Rempli',
          readonly: true,
          required: true,
          defaultValue: 'x',
        }),
      ]),
    );
    expect(
      withCode(findings, 'required.never-fillable').map((finding) => [
        finding.severity,
        finding.elementIds,
        finding.params.reason,
      ]),
    ).toEqual([['warning', [8], 'readonly']]);
  });

  it('reports a calculation reading a text as a number', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'twice', 'calculate', { label: 'Double' }, { calculate: '{text} * 2' }),
        lintElement(9, 'same', 'calculate', { label: 'Pareil' }, { calculate: 'if({text} = "x", {shares})' }),
      ]),
    );
    expect(withCode(findings, 'calculation.non-numeric-input').map((finding) => finding.elementIds)).toEqual([
      [8, 5],
    ]);
  });

  it('reports money computed without a precision', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'double_amount', 'calculate', { label: 'Double' }, { calculate: '{amount} * 2' }),
        lintElement(9, 'price', 'calculate', { label: 'Prix' }, { calculate: 'product_price() * {shares}' }),
        lintElement(12, 'count', 'calculate', { label: 'Compte' }, { calculate: '{shares} + 1' }),
      ]),
    );
    expect(withCode(findings, 'calculation.missing-precision').map((finding) => finding.elementIds)).toEqual([
      [8],
      [9],
    ]);
  });

  it('reports a role the engine reads once declared twice, and one another role needs declared zero times', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(8, 'siret_a', 'input_text', { label: 'SIRET', role: 'siret' }),
        lintElement(9, 'siret_b', 'input_text', { label: 'SIRET 2', role: 'siret' }),
        lintElement(12, 'co_phone', 'input_tel', { label: 'Tél.', role: 'co_subscriber_phone' }),
      ]),
    );
    expect(withCode(findings, 'role.duplicate').map((finding) => finding.elementIds)).toEqual([[8, 9]]);
    expect(
      withCode(findings, 'role.missing').map((finding) => [finding.params.role, finding.elementIds]),
    ).toEqual([['subscriber_phone', [12]]]);
  });

  it('reports one element given two of the keys the application reads', () => {
    const findings = lint(createCleanLintForm(), createLintTenant(), {
      requiredElementIds: { 'identity.first_name': 5, 'identity.last_name': 5, 'identity.birth_date': 6 },
    });
    expect(
      withCode(findings, 'role.duplicate').map((finding) => [finding.elementIds, finding.params.role]),
    ).toEqual([[[5], 'identity.first_name, identity.last_name']]);
  });

  it('reports a role the form must declare when absent', () => {
    const findings = lintFormDefinition(createCleanLintForm(), createLintTenant(), {
      requiredRoles: ['siret'],
    });
    expect(withCode(findings, 'role.missing').map((finding) => finding.params.role)).toEqual(['siret']);
  });

  it('reports missing or empty English texts only when the form is offered in English', () => {
    const form = createCleanLintForm([
      {
        ...lintElement(8, 'untranslated', 'input_text', { label: 'Sans traduction', help: 'Aide' }),
        i18n: { en: { label: ' ' } },
      },
    ]);
    const findings = withCode(lint(form), 'translation.missing-en');
    expect(findings.map((finding) => [finding.elementIds, finding.params.field])).toEqual([
      [[8], 'label'],
      [[8], 'help'],
    ]);
    expect(withCode(lint(form, form.tenant, {}), 'translation.missing-en')).toEqual([]);
  });

  it('reports option labels without English text', () => {
    const form = createCleanLintForm();
    const choice = form.elements[0]!;
    const broken = {
      ...form,
      elements: [
        { ...choice, i18n: { en: { label: 'Choice', options: { Oui: 'Yes' } } } },
        ...form.elements.slice(1),
      ],
    };
    expect(withCode(lint(broken), 'translation.missing-en').map((finding) => finding.params.field)).toEqual([
      'options.Non',
    ]);
  });

  it('reports file type presentations without English text', () => {
    const file = lintElement(8, 'proof', 'input_file', {
      label: 'Justificatif',
      types: [
        { id: 1, presentation: 'Pièce d’identité' },
        { id: 2, presentation: 'Passeport' },
      ],
    });
    const translated = { ...file, i18n: { en: { label: 'Proof', types: { '1': 'Identity card' } } } };
    const findings = withCode(lint(createCleanLintForm([translated])), 'translation.missing-en');
    expect(findings.map((finding) => finding.params.field)).toEqual(['types.2']);
  });

  it('reports a malformed document key and a document carried by two blocks', () => {
    const form = createCleanLintForm();
    const findings = lint({
      ...form,
      blocks: [
        { ...form.blocks[0]!, documents: ['mission_letter', 'Bulletin de souscription'] },
        { ...form.blocks[1]!, documents: ['mission_letter'] },
      ],
    });
    expect(withCode(findings, 'document.invalid-key').map((finding) => finding.params.key)).toEqual([
      'Bulletin de souscription',
    ]);
    expect(withCode(findings, 'document.duplicate').map((finding) => finding.blockIds)).toEqual([[10, 11]]);
  });

  it('reports duplicated element names', () => {
    const findings = lint(
      createCleanLintForm([lintElement(8, 'amount', 'input_integer', { label: 'Doublon' })]),
    );
    expect(withCode(findings, 'name.duplicate').map((finding) => finding.elementIds)).toEqual([[2, 8]]);
  });

  it('gives every finding a message key lint.<code> and lists errors before warnings', () => {
    const findings = lint(
      createCleanLintForm([
        lintElement(
          8,
          'never',
          'input_text',
          { label: 'J' },
          visibleWhen(inputRule(1, 'equal', 'Oui'), inputRule(1, 'equal', 'Non')),
        ),
        lintElement(9, 'follows', 'input_text', { label: 'S' }, visibleWhen(inputRule(8, 'equal', 'x'))),
      ]),
    );
    expect(findings.every((finding) => finding.messageKey === `lint.${finding.code}`)).toBe(true);
    expect(findings.map((finding) => finding.severity)).toEqual(['error', 'warning']);
    expect(findings.every((finding) => LINT_FINDING_CODES.includes(finding.code))).toBe(true);
  });
});
