import type { CalendarDate } from './calendar-date.types.js';
import { isRealDate } from './is-real-date.js';

const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * Parses a dd/mm/yyyy date (spec 9), strictly: two-digit day and month, four-digit year, a real day.
 * @returns the day, or null when the text is not such a date.
 */
export function parseDate(text: string): CalendarDate | null {
  const match = FRENCH_DATE.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/**
 * Parses a date given either as dd/mm/yyyy or as ISO yyyy-mm-dd (optionally followed by a time, ignored),
 * as configuration and contexts may carry either.
 * @returns the day, or null when the text is neither.
 */
export function parseAnyDate(text: string): CalendarDate | null {
  const french = parseDate(text);
  if (french) return french;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}
