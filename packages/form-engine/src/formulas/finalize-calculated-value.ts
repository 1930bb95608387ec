import { formatPlainNumber } from '../numbers/format-plain-number.js';
import { roundHalfAwayFromZero } from '../numbers/round-half-away-from-zero.js';
import { toSignificantDigits } from '../numbers/to-significant-digits.js';
import type { FormulaValue } from './formula-ast.types.js';

/**
 * Turns a formula result into the element's stored value (spec 5): a number keeps 12 significant digits,
 * then the element's precision (decimal places, halves away from zero) when it has one; a text result
 * (such as `words()`) is kept; null or a non-finite number gives an empty value.
 */
export function finalizeCalculatedValue(result: FormulaValue, precision: number | null | undefined): string {
  if (result === null) return '';
  if (typeof result === 'string') return result;
  if (!Number.isFinite(result)) return '';
  let value = toSignificantDigits(result);
  if (typeof precision === 'number' && Number.isInteger(precision) && precision >= 0) {
    value = roundHalfAwayFromZero(value, precision);
  }
  return formatPlainNumber(value === 0 ? 0 : value);
}
