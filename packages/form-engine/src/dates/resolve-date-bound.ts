import type { CalendarDate } from './calendar-date.types.js';
import { isRealDate } from './is-real-date.js';
import { parseAnyDate } from './parse-date.js';

/** A shift from today, in whole years, months and days (negative: in the past). */
export type DateOffset = {
  /** Years to add (e.g. -18 for a majority bound). */
  years?: number | null;
  /** Months to add. */
  months?: number | null;
  /** Days to add. */
  days?: number | null;
};

/**
 * A date bound of a date element (`minDate` / `maxDate`): a fixed day (`date`, dd/mm/yyyy or
 * yyyy-mm-dd), or a day relative to today (`fromToday`), e.g. `{ fromToday: { years: -18 } }` for
 * « born at least 18 years ago » or `{ fromToday: {} }` for « today or later ». `fromToday` wins
 * when both are given.
 */
export type DateBound = { date?: string | null; fromToday?: DateOffset | null };

/**
 * Adds years, months then days to a day. Years and months keep the day of the month, clamped to
 * the month's last day (29/02/2008 − 18 years is 28/02/1990); days then move on the calendar.
 */
export function shiftDate(date: CalendarDate, offset: DateOffset): CalendarDate {
  const months = date.year * 12 + (date.month - 1) + (offset.years ?? 0) * 12 + (offset.months ?? 0);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  let day = date.day;
  while (day > 28 && !isRealDate({ year, month, day })) day -= 1;
  const days = offset.days ?? 0;
  if (days === 0) return { year, month, day };
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The day a bound stands for on a given day: its fixed date, or today shifted by its offset.
 * @returns null when there is no bound or its date is not a date.
 */
export function resolveDateBound(
  bound: DateBound | null | undefined,
  today: CalendarDate,
): CalendarDate | null {
  if (!bound) return null;
  if (bound.fromToday) return shiftDate(today, bound.fromToday);
  return bound.date ? parseAnyDate(bound.date) : null;
}
