import { describe, expect, it } from 'vitest';
import { compareDates, computeAge, isRealDate } from '../../src/index.js';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe('computeAge', () => {
  it.each([
    [day(1960, 1, 1), day(2025, 6, 15), 65],
    [day(1960, 6, 15), day(2025, 6, 15), 65],
    [day(1960, 6, 16), day(2025, 6, 15), 64],
    [day(2004, 2, 29), day(2022, 2, 28), 17],
    [day(2004, 2, 29), day(2022, 3, 1), 18],
    [day(2025, 6, 16), day(2025, 6, 15), -1],
  ])('born %o, on %o: %i', (birth, today, age) => {
    expect(computeAge(birth, today)).toBe(age);
  });
});

describe('compareDates', () => {
  it('orders days', () => {
    expect(compareDates(day(2025, 1, 1), day(2025, 1, 2))).toBeLessThan(0);
    expect(compareDates(day(2025, 2, 1), day(2025, 1, 31))).toBeGreaterThan(0);
    expect(compareDates(day(2025, 1, 1), day(2025, 1, 1))).toBe(0);
  });
});

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate(day(2024, 2, 29))).toBe(true);
    expect(isRealDate(day(2100, 2, 29))).toBe(false);
    expect(isRealDate(day(2025, 9, 31))).toBe(false);
    expect(isRealDate(day(2025, 12, 31))).toBe(true);
  });
});
