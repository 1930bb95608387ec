import type { CalendarDate } from '../dates/calendar-date.types.js';
import { compareDates } from '../dates/compare-dates.js';
import { formatDate } from '../dates/format-date.js';
import { parseAnyDate, parseDate } from '../dates/parse-date.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/**
 * Bounds of a date element: days, or texts (dd/mm/yyyy or yyyy-mm-dd); a bound relative to today is
 * resolved first ({@link resolveDateBound}).
 */
export type DateBounds = { minDate?: string | CalendarDate | null; maxDate?: string | CalendarDate | null };

function toBound(bound: string | CalendarDate | null | undefined): CalendarDate | null {
  if (!bound) return null;
  return typeof bound === 'string' ? parseAnyDate(bound) : bound;
}

/**
 * Checks a date (spec 5): dd/mm/yyyy and a day that exists, then the optional bounds (inclusive);
 * empty passes. The bound is given back as dd/mm/yyyy in the `date` parameter.
 */
export function validateDate(value: string, bounds: DateBounds = {}): ValidationMessage | null {
  if (value.trim() === '') return null;
  const date = parseDate(value);
  if (!date) return createValidationMessage(MESSAGE_KEYS.date);
  const min = toBound(bounds.minDate);
  if (min && compareDates(date, min) < 0)
    return createValidationMessage(MESSAGE_KEYS.minDate, { date: formatDate(min) });
  const max = toBound(bounds.maxDate);
  if (max && compareDates(date, max) > 0)
    return createValidationMessage(MESSAGE_KEYS.maxDate, { date: formatDate(max) });
  return null;
}
