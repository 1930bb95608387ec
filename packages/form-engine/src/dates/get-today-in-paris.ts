import { formatDate } from './format-date.js';

let parisCalendar: Intl.DateTimeFormat | undefined;

/**
 * The day it is in France at a given instant, written dd/mm/yyyy as `context.today` expects: the web
 * app and the API both date ages and date bounds by it, so a user typing near midnight and the server
 * checking the submit agree whatever their own time zones.
 * @param now the instant (usually `new Date()`).
 */
export function getTodayInParis(now: Date): string {
  // Note: read by parts rather than formatted in a locale, so no ICU locale data decides the layout.
  parisCalendar ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = parisCalendar.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return formatDate({ year: part('year'), month: part('month'), day: part('day') });
}
