import type { CalendarDate } from './calendar-date.types.js';

/** Orders two days: negative when `left` is earlier, zero when equal, positive when later. */
export function compareDates(left: CalendarDate, right: CalendarDate): number {
  return left.year - right.year || left.month - right.month || left.day - right.day;
}
