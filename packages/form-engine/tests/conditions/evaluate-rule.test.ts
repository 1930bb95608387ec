import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateRule,
  type ConditionRule,
  type ElementValue,
  type RuleEnvironment,
} from '../../src/index.js';

const values: Record<number, ElementValue> = {
  1: 'Oui',
  2: '150000',
  3: '15/06/1960',
  4: ['b', 'a'],
  5: 'pas une date',
  6: '16/06/2007',
};

const environment = (overrides: Partial<RuleEnvironment> = {}): RuleEnvironment => ({
  getValue: (id) => values[id] ?? '',
  direct: true,
  dossierState: ['ongoing', 'mission_validated'],
  today: { year: 2025, month: 6, day: 15 },
  ...overrides,
});

describe('evaluateRule', () => {
  it.each<[string, ConditionRule, boolean]>([
    ['dossier: direct flag equal true', { type: 'dossier', operator: 'equal', direct: true }, true],
    ['dossier: direct flag equal false', { type: 'dossier', operator: 'equal', direct: false }, false],
    ['dossier: direct flag not_equal false', { type: 'dossier', operator: 'not_equal', direct: false }, true],
    ['dossier: flag given as value', { type: 'dossier', operator: 'equal', value: 'true' }, true],
    ['dossier: flag given as 0', { type: 'dossier', operator: 'equal', value: 0 }, false],
    ['dossier: no expected flag', { type: 'dossier', operator: 'equal' }, false],
    ['input: equal text', { type: 'input', input_id: 1, operator: 'equal', value: 'Oui' }, true],
    ['input: numeric greater', { type: 'input', input_id: 2, operator: 'greater', value: 100000 }, true],
    ['input: numeric smaller', { type: 'input', input_id: 2, operator: 'smaller', value: '100000' }, false],
    [
      'input: missing element reads empty',
      { type: 'input', input_id: 99, operator: 'equal', value: '' },
      true,
    ],
    [
      'input: list value compares as a set',
      { type: 'input', input_id: 4, operator: 'equal', value: ['a', 'b'] },
      true,
    ],
    [
      'input_date: age 65 greater_equal 65',
      { type: 'input_date', input_id: 3, operator: 'greater_equal', value: 65 },
      true,
    ],
    [
      'input_date: age 65 equal 65',
      { type: 'input_date', input_id: 3, operator: 'equal', value: '65' },
      true,
    ],
    [
      'input_date: age 65 smaller 65',
      { type: 'input_date', input_id: 3, operator: 'smaller', value: 65 },
      false,
    ],
    [
      'input_date: 17 the day before the 18th birthday',
      { type: 'input_date', input_id: 6, operator: 'smaller', value: 18 },
      true,
    ],
    [
      'input_date: invalid date never holds',
      { type: 'input_date', input_id: 5, operator: 'not_equal', value: 3 },
      false,
    ],
    [
      'input_date: empty date never holds',
      { type: 'input_date', input_id: 99, operator: 'smaller', value: 200 },
      false,
    ],
    [
      'select: equal regardless of order',
      { type: 'select', input_id: 4, operator: 'equal', value: ['a', 'b'] },
      true,
    ],
    [
      'select: equal needs the same set',
      { type: 'select', input_id: 4, operator: 'equal', value: ['a'] },
      false,
    ],
    ['select: contains', { type: 'select', input_id: 4, operator: 'contains', value: 'a' }, true],
    ['select: not_contains', { type: 'select', input_id: 4, operator: 'not_contains', value: 'c' }, true],
    [
      'select: single text value is a one-item list',
      { type: 'select', input_id: 1, operator: 'equal', value: ['Oui'] },
      true,
    ],
    [
      'select: count compared with greater',
      { type: 'select', input_id: 4, operator: 'greater', value: 1 },
      true,
    ],
    ['state: equal to one of the states', { type: 'state', operator: 'equal', state: 'ongoing' }, true],
    ['state: contains', { type: 'state', operator: 'contains', state: 'mission_validated' }, true],
    ['state: not in state', { type: 'state', operator: 'equal', state: 'signed' }, false],
    ['state: not_equal', { type: 'state', operator: 'not_equal', state: 'signed' }, true],
    ['state: not_contains', { type: 'state', operator: 'not_contains', state: 'ongoing' }, false],
    [
      'state: expected given as value list',
      { type: 'state', operator: 'equal', value: ['ongoing', 'mission_validated'] },
      true,
    ],
    ['state: ordering never holds', { type: 'state', operator: 'greater', state: 'ongoing' }, false],
  ])('%s', (_name, rule, expected) => {
    expect(evaluateRule(rule, environment())).toBe(expected);
  });

  it('a state rule with no expected state holds for a dossier without state', () => {
    const rule: ConditionRule = { type: 'state', operator: 'equal', value: null };
    expect(evaluateRule(rule, environment({ dossierState: [] }))).toBe(true);
    expect(evaluateRule(rule, environment())).toBe(false);
  });
});

describe('evaluateRule with a number as the rule value', () => {
  it('decides as with the number written as text, for any value and operator', () => {
    const operators = [
      'equal',
      'not_equal',
      'greater',
      'greater_equal',
      'smaller',
      'smaller_equal',
      'contains',
      'not_contains',
    ] as const;
    const value = fc.oneof(
      fc.integer({ min: -200, max: 200 }).map(String),
      fc.double({ noNaN: true }).map(String),
      fc.constantFrom('', ' 5 ', '1 234,5', 'abc', '5e1', '-0', '0'),
    );
    const number = fc.oneof(
      fc.integer({ min: -200, max: 200 }),
      fc.double(),
      fc.constantFrom(-0, 50, 1e21, Number.NaN),
    );
    fc.assert(
      fc.property(value, number, fc.constantFrom(...operators), (text, expected, operator) => {
        const read = environment({ getValue: () => text });
        const asNumber: ConditionRule = { type: 'input', input_id: 1, operator, value: expected };
        const asText: ConditionRule = { ...asNumber, value: String(expected) };
        expect(evaluateRule(asNumber, read)).toBe(evaluateRule(asText, read));
      }),
      { numRuns: 5_000 },
    );
  });
});
