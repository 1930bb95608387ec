/** The powers of ten a double holds exactly: 10^0 … 10^22. */
const EXACT_POWERS_OF_TEN: readonly number[] = Array.from({ length: 23 }, (_, exponent) =>
  Number(`1e${exponent}`),
);

/** Beyond 2^52 a double has no fractional part left to decide a rounding on. */
const LARGEST_ROUNDABLE = 2 ** 52;

/**
 * How close to a half a scaled value may come before its rounding is left to the exact decimal method:
 * the scaling and the shortest decimal writing of its input each move it by at most half a unit in the
 * last place (2^-53 relative), so 2^-48 relative leaves a margin of eight.
 */
const HALF_TOLERANCE = 2 ** -48;

/**
 * `value × 10^exponent` in one binary operation, by an exact power of ten (so rounded once, to the double
 * closest to the real product or quotient), or NaN when |exponent| > 22 or it is not whole.
 */
export function scaleByPowerOfTen(value: number, exponent: number): number {
  const power = Number.isInteger(exponent) ? EXACT_POWERS_OF_TEN[Math.abs(exponent)] : undefined;
  if (power === undefined) return Number.NaN;
  return exponent >= 0 ? value * power : value / power;
}

/**
 * Rounds a non-negative value obtained by scaling to the nearest whole number, when the error of the
 * scaling cannot change which one that is; null when it lies within that error of a half (or is not a
 * number below 2^52), where only the exact decimal method can tell.
 */
export function roundClearOfHalf(scaled: number): number | null {
  if (!(scaled >= 0 && scaled < LARGEST_ROUNDABLE)) return null;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) <= scaled * HALF_TOLERANCE) return null;
  return Math.round(scaled);
}

/** Whether {@link scaleByPowerOfTen} scales by exactly 10^exponent (a whole exponent, −22 … 22). */
export function isExactPowerOfTenExponent(exponent: number): boolean {
  return Number.isInteger(exponent) && Math.abs(exponent) < EXACT_POWERS_OF_TEN.length;
}

/** The exact power of ten 10^exponent (0 ≤ exponent ≤ 22), else NaN. */
export function getExactPowerOfTen(exponent: number): number {
  return EXACT_POWERS_OF_TEN[exponent] ?? Number.NaN;
}
