import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { parseNumber } from '../values/parse-number.js';
import { toSignificantDigits } from '../numbers/to-significant-digits.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** The total the named percentage fields and default percentage groups must reach (spec 9). */
export const PERCENTAGE_GROUP_TOTAL = 100;

/**
 * Checks that percentages sum within [min, max] (spec 5: percentage range groups; the five named fields
 * use min = max = 100). Empty values count as 0; the sum keeps 12 significant digits so that
 * 33.3 + 33.3 + 33.4 is 100. Gives the element's errorMessage or
 * 'validation.error.percentage-range-group-sum' {min, max}, or
 * 'validation.error.percentage-range-group-sum-exact' {value} when min and max are one total.
 */
export function validatePercentageSum(
  values: readonly string[],
  min: number = PERCENTAGE_GROUP_TOTAL,
  max: number = PERCENTAGE_GROUP_TOTAL,
  errorMessage?: string | null,
): ValidationMessage | null {
  const sum = toSignificantDigits(values.reduce((total, value) => total + (parseNumber(value) ?? 0), 0));
  if (sum >= min && sum <= max) return null;
  const params = { min: String(min), max: String(max) };
  if (errorMessage) return createValidationMessage(errorMessage, params);
  // Note: « comprise entre 100 et 100 » reads badly: one expected total gets its own message.
  return min === max
    ? createValidationMessage(MESSAGE_KEYS.percentageRangeGroupSumExact, { ...params, value: String(min) })
    : createValidationMessage(MESSAGE_KEYS.percentageRangeGroupSum, params);
}
