import { describe, expect, it } from 'vitest';
import { decideCondition, type ConditionRule, type FormElement } from '../../src/index.js';

const ELEMENTS = new Map<number, FormElement>([
  [1, { id: 1, name: 'amount', type: 'input_float', block_id: 1, attributes: {} }],
  [
    2,
    {
      id: 2,
      name: 'choice',
      type: 'input_radio',
      block_id: 1,
      attributes: {
        options: [
          { value: 'Oui', label: 'Oui' },
          { value: 'Non', label: 'Non' },
        ],
      },
    },
  ],
  [3, { id: 3, name: 'birth', type: 'input_birthdate', block_id: 1, attributes: {} }],
]);
const rule = (input_id: number, operator: ConditionRule['operator'], value: string): ConditionRule => ({
  type: 'input',
  input_id,
  operator,
  value,
});
const decide = (rules: ConditionRule[], logical: 'AND' | 'OR' = 'AND') =>
  decideCondition(rules, logical, (id) => ELEMENTS.get(id));

describe('decideCondition', () => {
  it.each([
    ['two equalities on one element', [rule(2, 'equal', 'Oui'), rule(2, 'equal', 'Non')], 'AND', 'never'],
    [
      'equal and not equal the same value',
      [rule(1, 'equal', '5'), rule(1, 'not_equal', '5')],
      'AND',
      'never',
    ],
    ['an empty range', [rule(1, 'greater', '10'), rule(1, 'smaller', '3')], 'AND', 'never'],
    ['a one-point range', [rule(1, 'greater_equal', '5'), rule(1, 'smaller_equal', '5')], 'AND', 'undecided'],
    [
      'an open range between neighbours',
      [rule(1, 'greater', '5'), rule(1, 'smaller', '6')],
      'AND',
      'undecided',
    ],
    ['a range on a value', [rule(1, 'equal', '7'), rule(1, 'greater', '7')], 'AND', 'never'],
    ['a value no option has', [rule(2, 'equal', 'Peut-être')], 'AND', 'never'],
    ['one of two options', [rule(2, 'equal', 'Oui'), rule(2, 'not_equal', 'Oui')], 'OR', 'always'],
    ['OR of impossible rules', [rule(2, 'equal', 'x'), rule(2, 'equal', 'y')], 'OR', 'never'],
    ['OR with one possible rule', [rule(2, 'equal', 'x'), rule(1, 'greater', '3')], 'OR', 'undecided'],
    [
      'AND over two elements, one impossible',
      [rule(1, 'greater', '3'), rule(2, 'equal', 'x')],
      'AND',
      'never',
    ],
  ] as const)('%s', (_name, rules, logical, verdict) => {
    expect(decide([...rules], logical)).toBe(verdict);
  });

  it('never concludes on rules it cannot decide exactly (dates, contains, dossier state)', () => {
    const date: ConditionRule = { type: 'input_date', input_id: 3, operator: 'greater', value: 200 };
    const contains = rule(1, 'contains', 'x');
    const state: ConditionRule = { type: 'state', operator: 'equal', state: 'signed' };
    expect(decide([date])).toBe('undecided');
    expect(decide([contains, state])).toBe('undecided');
    expect(decide([date, rule(1, 'greater', '3')], 'OR')).toBe('undecided');
  });
});
