import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { parseNumber } from '../values/parse-number.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/**
 * Checks that the ranks of an ordered-integer group are all different (an ordering gives each
 * rank once). Empty children are left to their own required rule. Gives the element's errorMessage
 * or 'validation.error.ordered-integers-distinct'.
 */
export function validateDistinctRanks(
  values: readonly string[],
  errorMessage?: string | null,
): ValidationMessage | null {
  const seen = new Set<number>();
  for (const value of values) {
    const rank = parseNumber(value);
    if (rank === null) continue;
    if (seen.has(rank)) return createValidationMessage(errorMessage || MESSAGE_KEYS.orderedIntegersDistinct);
    seen.add(rank);
  }
  return null;
}
