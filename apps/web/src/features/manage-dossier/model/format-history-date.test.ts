import { describe, expect, it } from 'vitest';
import { formatHistoryDate } from './format-history-date';

describe('formatHistoryDate (spec 01 §2: DD/MM/YYYY HHhmm)', () => {
  it.each([
    ['2026-11-24 09:05:42', '24/11/2026 09h05'],
    ['2026-01-02 23:59:00', '02/01/2026 23h59'],
    ['2026-01-02T07:30', '02/01/2026 07h30'],
  ])('shows the wall-clock date %s as %s', (value, shown) => {
    expect(formatHistoryDate(value)).toBe(shown);
  });

  it('shows a date-time with its offset in the local time zone', () => {
    const moment = new Date(2026, 10, 24, 14, 7);
    expect(formatHistoryDate(moment.toISOString())).toBe('24/11/2026 14h07');
  });

  it('writes the time the English way in English (10:47, not 10h47)', () => {
    expect(formatHistoryDate('2026-11-24 10:47:00', 'en')).toBe('24/11/2026 10:47');
    expect(formatHistoryDate(new Date(2026, 10, 24, 10, 47).toISOString(), 'en')).toBe('24/11/2026 10:47');
  });

  it('shows unreadable input as it came', () => {
    expect(formatHistoryDate('hier')).toBe('hier');
  });
});
