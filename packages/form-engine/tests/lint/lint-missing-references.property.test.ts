import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintFormDefinition, type LintableFormDefinition } from '../../src/index.js';
import { createLintTenant, inputRule, lintElement } from '../fixtures/lint-form.js';

type Shape = { formulaReads: number[]; conditionReads: number[] }[];
type Form = { shape: Shape; blockReads: number[] };

/**
 * Numeric elements e1…en in block 10; each may sum earlier ones and show only when earlier ones exceed a
 * threshold. An empty block 11 shows only when some elements stay below one.
 */
const arbitraryShape: fc.Arbitrary<Shape> = fc
  .integer({ min: 2, max: 12 })
  .chain((size) =>
    fc.tuple(
      ...Array.from({ length: size }, (_, index) =>
        fc.record({
          formulaReads: fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, index) }), { maxLength: index }),
          conditionReads: fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, index) }), {
            maxLength: index,
          }),
        }),
      ),
    ),
  )
  .map((shape) =>
    shape.map((entry, index) => (index === 0 ? { formulaReads: [], conditionReads: [] } : entry)),
  );

function buildForm({ shape, blockReads }: Form): LintableFormDefinition {
  return {
    form: { id: 1, label: 'Random', product_choice_element_id: null },
    pages: [{ id: 1, form_id: 1, title: 'Page', rank: 1, i18n: { en: { title: 'Page' } } }],
    blocks: [
      { id: 10, page_id: 1, title: 'Block', rank: 1, i18n: { en: { title: 'Block' } } },
      {
        id: 11,
        page_id: 1,
        title: 'Conditional block',
        rank: 2,
        condition:
          blockReads.length > 0
            ? {
                rules: blockReads.map((read) => inputRule(read, 'smaller', String(read))),
                actions: { visible: true },
              }
            : null,
        i18n: { en: { title: 'Conditional block' } },
      },
    ],
    elements: shape.map(({ formulaReads, conditionReads }, index) => {
      const id = index + 1;
      return lintElement(
        id,
        `e${id}`,
        formulaReads.length > 0 ? 'calculate' : 'input_float',
        { label: `E${id}`, precision: formulaReads.length > 0 ? 2 : null },
        {
          calculate: formulaReads.length > 0 ? formulaReads.map((read) => `{e${read}}`).join(' + ') : null,
          condition:
            conditionReads.length > 0
              ? {
                  rules: conditionReads.map((read) => inputRule(read, 'greater', String(read))),
                  actions: { visible: true },
                }
              : null,
        },
      );
    }),
    tenant: createLintTenant(),
  };
}

describe('lintFormDefinition on a clean form less one element', () => {
  it('reports exactly the references to the removed element', () => {
    fc.assert(
      fc.property(
        arbitraryShape.chain((shape) =>
          fc.tuple(
            fc.constant(shape),
            fc.uniqueArray(fc.integer({ min: 1, max: shape.length }), { maxLength: 3 }),
            fc.integer({ min: 1, max: shape.length }),
          ),
        ),
        ([shape, blockReads, removedId]) => {
          const form = buildForm({ shape, blockReads });
          expect(lintFormDefinition(form, form.tenant, { languages: ['en'] })).toEqual([]);

          const without = { ...form, elements: form.elements.filter((element) => element.id !== removedId) };
          const findings = lintFormDefinition(without, without.tenant, { languages: ['en'] }).filter(
            (finding) => finding.code.startsWith('reference.'),
          );
          const expected = shape.flatMap(({ formulaReads, conditionReads }, index) => {
            const owner = index + 1;
            if (owner === removedId) return [];
            return [
              ...(conditionReads.includes(removedId) ? [`${owner} condition ${removedId}`] : []),
              ...(formulaReads.includes(removedId) ? [`${owner} formula e${removedId}`] : []),
            ];
          });
          if (blockReads.includes(removedId)) expected.push(`undefined block condition ${removedId}`);
          const actual = findings.map(
            (finding) => `${finding.elementIds?.join(',')} ${finding.params.where} ${finding.params.missing}`,
          );
          expect(actual.sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
