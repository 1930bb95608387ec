import { getExactPowerOfTen, roundClearOfHalf, scaleByPowerOfTen } from './scale-by-power-of-ten.js';

/** The number of significant digits calculated values keep before their own rounding (spec 5). */
export const CALCULATION_SIGNIFICANT_DIGITS = 12;

/**
 * `toPrecision`'s rounding of a positive number without writing it as text: scaled so that `digits`
 * digits stand before the point, rounded, scaled back (both scalings by exact powers of ten, so the
 * result is the double closest to the decimal one, as parsing the text gives). Null when the scaled
 * value lies within its rounding error of a half, or the powers of ten involved are not exact.
 */
function roundToDigitsQuickly(magnitude: number, digits: number): number | null {
  if (!Number.isInteger(digits) || digits < 1 || digits > 15) return null;
  const exponent = digits - 1 - Math.floor(Math.log10(magnitude));
  const scaled = scaleByPowerOfTen(magnitude, exponent);
  // Note: log10 can be one off next to a power of ten; the exact method decides those.
  if (!(scaled >= getExactPowerOfTen(digits - 1) && scaled < getExactPowerOfTen(digits))) return null;
  const integer = roundClearOfHalf(scaled);
  return integer === null ? null : scaleByPowerOfTen(integer, -exponent);
}

/**
 * Keeps `digits` significant digits (12 by default), which removes binary noise such as
 * 0.1 + 0.2 = 0.30000000000000004.
 */
export function toSignificantDigits(value: number, digits: number = CALCULATION_SIGNIFICANT_DIGITS): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const quick = roundToDigitsQuickly(Math.abs(value), digits);
  const rounded = quick === null ? Number(value.toPrecision(digits)) : Math.sign(value) * quick;
  return rounded === 0 ? 0 : rounded;
}
