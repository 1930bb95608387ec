import { describe, expect, it } from 'vitest';
import {
  createFormState,
  FormDefinitionError,
  loadFormDefinition,
  type DefinitionProblem,
  type FormDefinition,
  type FormElement,
} from '../../src/index.js';
import { CONTEXT, createSubscriptionForm, createTenant } from '../fixtures/subscription-form.js';

const field = (id: number, name: string, extra: Partial<FormElement> = {}): FormElement => ({
  id,
  name,
  type: 'input_float',
  block_id: 1,
  attributes: {},
  ...extra,
});

const definitionOf = (elements: FormElement[], overrides: Partial<FormDefinition> = {}): FormDefinition => ({
  form: { id: 1, label: 'Test' },
  pages: [{ id: 1, form_id: 1, title: 'P', rank: 1 }],
  blocks: [{ id: 1, page_id: 1, title: 'B', rank: 1 }],
  elements,
  tenant: createTenant(),
  ...overrides,
});

function problemsOf(definition: FormDefinition): DefinitionProblem[] {
  try {
    loadFormDefinition(definition);
  } catch (error) {
    if (error instanceof FormDefinitionError) return [...error.problems];
    throw error;
  }
  throw new Error('the definition loaded');
}

describe('loadFormDefinition', () => {
  it('loads the sample form and orders pages, blocks and elements', () => {
    const form = loadFormDefinition(createSubscriptionForm());
    expect(form.pages.map((page) => page.page.id)).toEqual([1, 2, 3]);
    expect(form.blocks.map((block) => block.block.id)).toEqual([10, 11, 20, 21, 30, 31, 32]);
    expect(form.elements[0]?.element.id).toBe(1);
  });

  it('orders calculations by dependency whatever the definition order', () => {
    const definition = definitionOf([
      field(3, 'c', { calculate: '#2 * 10' }),
      field(2, 'b', { calculate: 'a + 1' }),
      field(1, 'a'),
    ]);
    const form = loadFormDefinition(definition);
    expect(form.calculationOrder.map((index) => form.elements[index]?.element.id)).toEqual([2, 3]);
    const state = createFormState(form, { ...CONTEXT, dossierState: [] }, [{ elementId: 1, value: '4' }]);
    expect(state.getValue(3)).toBe('50');
  });

  it('reports a calculation cycle naming its elements', () => {
    const problems = problemsOf(
      definitionOf([
        field(1, 'a', { calculate: 'b + 1' }),
        field(2, 'b', { calculate: '#3 * 2' }),
        field(3, 'c', { calculate: '#1' }),
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe('calculation-cycle');
    expect([...(problems[0]?.elementIds ?? [])].sort()).toEqual([1, 2, 3]);
    expect(problems[0]?.message).toContain('#1 "a"');
    expect(problems[0]?.message).toContain('#2 "b"');
    expect(problems[0]?.message).toContain('#3 "c"');
  });

  it('reports a calculation reading itself', () => {
    const problems = problemsOf(definitionOf([field(1, 'a', { calculate: '#1 + 1' })]));
    expect(problems).toMatchObject([
      { kind: 'calculation-cycle', elementIds: [1], message: 'Calculation cycle: #1 "a" → #1 "a"' },
    ]);
  });

  it('reports dangling references in formulas, conditions, references and children', () => {
    const problems = problemsOf(
      definitionOf([
        field(1, 'a', { calculate: '#99 + {ghost}' }),
        field(2, 'b', {
          condition: {
            rules: [{ type: 'input', input_id: 98, operator: 'equal', value: 'x' }],
            actions: { visible: true },
          },
        }),
        field(3, 'c', { type: 'convert_number_to_word', reference: 97 }),
        field(4, 'd', { type: 'input_percentage_range_group', attributes: { childrenElementsIds: [96] } }),
        field(5, 'e', {
          condition: {
            rules: [{ type: 'select', operator: 'equal', value: 'x' }],
            actions: { visible: true },
          },
        }),
      ]),
    );
    expect(problems.map((problem) => problem.kind)).toEqual(Array(6).fill('missing-reference'));
    const messages = problems.map((problem) => problem.message).join('\n');
    expect(messages).toContain('Element #1 "a": its formula references element #99');
    expect(messages).toContain('Element #1 "a": its formula references "ghost"');
    expect(messages).toContain('Element #2 "b": its condition references element #98');
    expect(messages).toContain('Element #3 "c": its reference references element #97');
    expect(messages).toContain('Element #4 "d": its childrenElementsIds references element #96');
    expect(messages).toContain('Element #5 "e": a condition rule of type select has no input_id');
  });

  it('reports dangling block conditions, blocks and pages, duplicates and syntax errors together', () => {
    const problems = problemsOf(
      definitionOf(
        [
          field(1, 'a', { calculate: '1 +' }),
          field(1, 'dup'),
          field(2, 'orphan', { block_id: 9 }),
          field(3, 'x'),
          field(4, 'x'),
          field(5, 'y', { calculate: 'x * 2' }),
        ],
        {
          blocks: [
            {
              id: 1,
              page_id: 1,
              title: 'B',
              rank: 1,
              condition: {
                rules: [{ type: 'input', input_id: 77, operator: 'equal', value: 1 }],
                actions: { visible: true },
              },
            },
            { id: 2, page_id: 5, title: 'Lost', rank: 2 },
          ],
        },
      ),
    );
    expect(problems.map((problem) => problem.kind).sort()).toEqual(
      [
        'ambiguous-reference',
        'duplicate-id',
        'formula-syntax',
        'missing-block',
        'missing-page',
        'missing-reference',
      ].sort(),
    );
    expect(problems.find((problem) => problem.kind === 'ambiguous-reference')?.message).toContain(
      '#3 "x", #4 "x"',
    );
    expect(problems.find((problem) => problem.kind === 'formula-syntax')?.message).toContain(
      'Element #1 "a"',
    );
    expect(problems.find((problem) => problem.kind === 'missing-reference')?.message).toContain('Block 1');
  });

  it('the error message lists every problem', () => {
    expect(() =>
      loadFormDefinition(
        definitionOf([field(1, 'a', { calculate: '#1' }), field(2, 'b', { calculate: '#5' })]),
      ),
    ).toThrow(/references element #5[\s\S]*Calculation cycle: #1 "a" → #1 "a"/);
  });
});
