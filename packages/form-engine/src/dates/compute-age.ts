import type { CalendarDate } from './calendar-date.types.js';

/**
 * Computes an age in whole years on a given day: the birthday counts from its own day on; someone born
 * on 29 February has a birthday on 1 March in common years.
 * @returns the age, negative when the birth date is after `today`.
 */
export function computeAge(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}
