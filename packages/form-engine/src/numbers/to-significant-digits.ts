/** The number of significant digits calculated values keep before their own rounding (spec 5). */
export const CALCULATION_SIGNIFICANT_DIGITS = 12;

/**
 * Keeps `digits` significant digits (12 by default), which removes binary noise such as
 * 0.1 + 0.2 = 0.30000000000000004.
 */
export function toSignificantDigits(value: number, digits: number = CALCULATION_SIGNIFICANT_DIGITS): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}
