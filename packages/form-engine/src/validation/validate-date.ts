import { compareDates } from '../dates/compare-dates.js';
import { formatDate } from '../dates/format-date.js';
import { parseAnyDate, parseDate } from '../dates/parse-date.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** Bounds of a date element (`minDate.date` / `maxDate.date`, dd/mm/yyyy or yyyy-mm-dd). */
export type DateBounds = { minDate?: string | null; maxDate?: string | null };

/**
 * Checks a date (spec 5): dd/mm/yyyy and a day that exists, then the optional bounds (inclusive);
 * empty passes. The bound is given back as dd/mm/yyyy in the `date` parameter.
 */
export function validateDate(value: string, bounds: DateBounds = {}): ValidationMessage | null {
  if (value.trim() === '') return null;
  const date = parseDate(value);
  if (!date) return createValidationMessage(MESSAGE_KEYS.date);
  const min = bounds.minDate ? parseAnyDate(bounds.minDate) : null;
  if (min && compareDates(date, min) < 0)
    return createValidationMessage(MESSAGE_KEYS.minDate, { date: formatDate(min) });
  const max = bounds.maxDate ? parseAnyDate(bounds.maxDate) : null;
  if (max && compareDates(date, max) > 0)
    return createValidationMessage(MESSAGE_KEYS.maxDate, { date: formatDate(max) });
  return null;
}
