import type { CalendarDate } from './calendar-date.types.js';

/** Writes a day as dd/mm/yyyy (spec 9). */
export function formatDate(date: CalendarDate): string {
  const day = String(date.day).padStart(2, '0');
  const month = String(date.month).padStart(2, '0');
  return `${day}/${month}/${String(date.year).padStart(4, '0')}`;
}
