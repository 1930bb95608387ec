import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { parseNumber } from '../values/parse-number.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** What a numeric element accepts. */
export type NumberRange = {
  /** Smallest accepted value, inclusive. */
  min?: number | string | null;
  /** Largest accepted value, inclusive. */
  max?: number | string | null;
  /** Only whole numbers. */
  integer?: boolean;
  /** The element's own message, which replaces the min / max messages (spec 5). */
  errorMessage?: string | null;
};

/**
 * Checks a numeric value (spec 5: integer, product shares number, float, currency): a number
 * ('validation.error.number'), whole when required ('validation.error.integer'), not below `min`
 * ('validation.error.minvalue' {value}) nor above `max` ('validation.error.maxvalue' {value}), or the
 * element's errorMessage instead of the last two. Empty passes.
 */
export function validateNumberRange(value: string, range: NumberRange): ValidationMessage | null {
  if (value.trim() === '') return null;
  const number = parseNumber(value);
  if (number === null) return createValidationMessage(MESSAGE_KEYS.number);
  if (range.integer && !Number.isInteger(number)) return createValidationMessage(MESSAGE_KEYS.integer);
  const min = parseNumber(range.min ?? null);
  if (min !== null && number < min) {
    return range.errorMessage
      ? createValidationMessage(range.errorMessage, { value: String(min) })
      : createValidationMessage(MESSAGE_KEYS.minValue, { value: String(min) });
  }
  const max = parseNumber(range.max ?? null);
  if (max !== null && number > max) {
    return range.errorMessage
      ? createValidationMessage(range.errorMessage, { value: String(max) })
      : createValidationMessage(MESSAGE_KEYS.maxValue, { value: String(max) });
  }
  return null;
}
