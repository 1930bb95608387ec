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
 * 'validation.error.percentage-range-group-sum' {min, max}.
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
  return createValidationMessage(errorMessage || MESSAGE_KEYS.percentageRangeGroupSum, params);
}
