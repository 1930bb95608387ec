import type { RuleOperator } from '../definition/condition-rule.types.js';
import { parseNumber } from '../values/parse-number.js';

/**
 * Compares two texts with a rule operator (spec 5): numerically when both sides are numbers, else as
 * trimmed text (code-unit order). `contains` / `not_contains` always look for the right text inside the
 * left one.
 */
export function compareValues(left: string, right: string, operator: RuleOperator): boolean {
  if (operator === 'contains') return left.includes(right);
  if (operator === 'not_contains') return !left.includes(right);
  const leftNumber = parseNumber(left);
  const rightNumber = parseNumber(right);
  if (leftNumber !== null && rightNumber !== null) return compareOrdered(leftNumber, rightNumber, operator);
  return compareOrdered(left.trim(), right.trim(), operator);
}

/**
 * {@link compareValues} of a text with the writing of a number (`String(right)`), without writing it
 * when the text holds a number: the numbers are compared directly.
 */
export function compareWithNumber(left: string, right: number, operator: RuleOperator): boolean {
  const isOrdering = operator !== 'contains' && operator !== 'not_contains';
  const leftNumber = isOrdering && Number.isFinite(right) ? parseNumber(left) : null;
  if (leftNumber === null) return compareValues(left, String(right), operator);
  return compareOrdered(leftNumber, right, operator);
}

function compareOrdered<T extends number | string>(left: T, right: T, operator: RuleOperator): boolean {
  switch (operator) {
    case 'equal':
      return left === right;
    case 'not_equal':
      return left !== right;
    case 'greater':
      return left > right;
    case 'greater_equal':
      return left >= right;
    case 'smaller':
      return left < right;
    case 'smaller_equal':
      return left <= right;
    default:
      return false;
  }
}
