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
  /** At most this many decimals (float and currency: 2, their step of 0.01, spec 02 §9). */
  maxDecimals?: number | null;
  /** The element's own message, which replaces the min / max messages (spec 5). */
  errorMessage?: string | null;
};

/** Decimals written after the separator (point or comma), trailing zeros not counted. */
function countDecimals(value: string): number {
  const decimals = /[.,](\d+)\s*$/.exec(value.trim())?.[1] ?? '';
  return decimals.replace(/0+$/, '').length;
}

/**
 * Checks a numeric value (spec 5: integer, product shares number, float, currency): a number
 * ('validation.error.number'), whole when required ('validation.error.integer'), with no more
 * decimals than allowed ('validation.error.decimals' {value}), not below `min`
 * ('validation.error.minvalue' {value}) nor above `max` ('validation.error.maxvalue' {value}), or the
 * element's errorMessage instead of the last two. Empty passes.
 */
export function validateNumberRange(value: string, range: NumberRange): ValidationMessage | null {
  if (value.trim() === '') return null;
  const number = parseNumber(value);
  if (number === null) return createValidationMessage(MESSAGE_KEYS.number);
  if (range.integer && !Number.isInteger(number)) return createValidationMessage(MESSAGE_KEYS.integer);
  if (range.maxDecimals != null && countDecimals(value) > range.maxDecimals) {
    return createValidationMessage(MESSAGE_KEYS.decimals, { value: String(range.maxDecimals) });
  }
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
