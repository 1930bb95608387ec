import { describe, expect, it } from 'vitest';
import { getTodayInParis, parseDate } from '../../src/index.js';

describe('getTodayInParis', () => {
  it.each([
    // Winter time (UTC+1): the day changes in Paris at 23:00 UTC.
    ['2025-01-15T12:00:00Z', '15/01/2025'],
    ['2025-01-15T22:59:59Z', '15/01/2025'],
    ['2025-01-15T23:00:00Z', '16/01/2025'],
    // Summer time (UTC+2): at 22:00 UTC.
    ['2025-06-30T21:59:59Z', '30/06/2025'],
    ['2025-06-30T22:00:00Z', '01/07/2025'],
    // New year in Paris while it is still the old year in UTC.
    ['2024-12-31T23:30:00Z', '01/01/2025'],
    // The night the clocks go forward (30 March 2025, 02:00 → 03:00).
    ['2025-03-29T23:30:00Z', '30/03/2025'],
    // A leap day.
    ['2024-02-28T23:00:00Z', '29/02/2024'],
  ])('at %s it is %s in Paris', (instant, day) => {
    expect(getTodayInParis(new Date(instant))).toBe(day);
  });

  it('writes a day the engine reads as context.today', () => {
    expect(parseDate(getTodayInParis(new Date()))).not.toBeNull();
  });
});
