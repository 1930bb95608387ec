import type { RuleOperator } from '../definition/condition-rule.types.js';
import { compareValues } from './compare-values.js';

/**
 * Compares selected values with expected values (spec 5, `select` rules): `equal` is set equality
 * regardless of order, `contains` means every expected value is selected; the ordering operators compare
 * the number of selected values with the first expected value read as a number.
 */
export function compareLists(
  selected: readonly string[],
  expected: readonly string[],
  operator: RuleOperator,
): boolean {
  switch (operator) {
    case 'equal':
      return isSameSet(selected, expected);
    case 'not_equal':
      return !isSameSet(selected, expected);
    case 'contains':
      return expected.every((value) => selected.includes(value));
    case 'not_contains':
      return !expected.every((value) => selected.includes(value));
    default:
      return compareValues(String(selected.length), expected[0] ?? '', operator);
  }
}

function isSameSet(left: readonly string[], right: readonly string[]): boolean {
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  if (leftSet.size !== rightSet.size) return false;
  for (const value of leftSet) if (!rightSet.has(value)) return false;
  return true;
}
