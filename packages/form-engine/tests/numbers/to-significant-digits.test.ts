import { describe, expect, it } from 'vitest';
import { CALCULATION_SIGNIFICANT_DIGITS, toSignificantDigits } from '../../src/index.js';

describe('toSignificantDigits', () => {
  it('keeps 12 significant digits by default', () => {
    expect(CALCULATION_SIGNIFICANT_DIGITS).toBe(12);
    expect(toSignificantDigits(0.1 + 0.2)).toBe(0.3);
    expect(toSignificantDigits(1234567.891234567)).toBe(1234567.89123);
    expect(toSignificantDigits(2 / 3)).toBe(0.666666666667);
  });

  it('accepts another number of digits', () => {
    expect(toSignificantDigits(123.456, 4)).toBe(123.5);
  });
});
