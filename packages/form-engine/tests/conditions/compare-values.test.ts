import { describe, expect, it } from 'vitest';
import { compareValues, type RuleOperator } from '../../src/index.js';

describe('compareValues', () => {
  it.each<[string, RuleOperator, string, boolean]>([
    ['10', 'equal', '10.0', true],
    ['10', 'equal', '9', false],
    ['Oui', 'equal', 'Oui', true],
    ['Oui', 'equal', 'oui', false],
    [' Oui ', 'equal', 'Oui', true],
    ['10', 'not_equal', '10', false],
    ['Oui', 'not_equal', 'Non', true],
    ['100001', 'greater', '100000', true],
    ['100000', 'greater', '100000', false],
    ['9', 'greater', '10', false],
    ['b', 'greater', 'a', true],
    ['100000', 'greater_equal', '100000', true],
    ['99999.99', 'greater_equal', '100000', false],
    ['9', 'smaller', '10', true],
    ['10', 'smaller', '9', false],
    ['10', 'smaller_equal', '10', true],
    ['11', 'smaller_equal', '10', false],
    ['1 234,5', 'equal', '1234.5', true],
    ['Société Générale', 'contains', 'Générale', true],
    ['Société Générale', 'contains', 'BNP', false],
    ['12345', 'contains', '234', true],
    ['Société Générale', 'not_contains', 'BNP', true],
    ['Société Générale', 'not_contains', 'Société', false],
    ['', 'equal', '', true],
    ['', 'greater', '5', false],
    ['', 'not_equal', 'Oui', true],
  ])('%s %s %s → %s', (left, operator, right, expected) => {
    expect(compareValues(left, right, operator)).toBe(expected);
  });

  it('compares as text when only one side is numeric', () => {
    // '9' > '10' as text (code-unit order), but numbers would say otherwise: both sides must be numeric.
    expect(compareValues('9', '10a', 'greater')).toBe(true);
    expect(compareValues('9', '10', 'greater')).toBe(false);
  });
});
