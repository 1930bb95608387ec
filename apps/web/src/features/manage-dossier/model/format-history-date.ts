import { formatDate } from '../../../shared/i18n/format';

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * A history entry's date as the screen shows it (spec 01 §2): `YYYY-MM-DD HH:mm:ss` → `DD/MM/YYYY HHhmm`.
 * A date-time given with its offset (`…T10:05:00.000Z`) is shown in the user's time zone; a wall-clock
 * one (no offset, as the spec writes it) as written. Unreadable input is shown as it came. In English
 * the time reads `HH:mm` (« 10:47 », not the French « 10h47 »).
 */
export function formatHistoryDate(value: string, language = 'fr'): string {
  const mark = language.startsWith('en') ? ':' : 'h';
  const wallClock = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (wallClock) {
    const [, year, month, day, hours, minutes] = wallClock;
    return `${day}/${month}/${year} ${hours}${mark}${minutes}`;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${formatDate(moment)} ${pad(moment.getHours())}${mark}${pad(moment.getMinutes())}`;
}
