import { isExactPowerOfTenExponent, roundClearOfHalf, scaleByPowerOfTen } from './scale-by-power-of-ten.js';

const LARGEST_EXACT_INTEGER = 2 ** 53;

function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa ?? '0'}e${Number(exponent ?? '0') + places}`);
}

/**
 * The nearest whole number to the decimal writing of `magnitude` shifted by `places`. Note: one binary
 * multiplication gives the same answer unless the product lies within its rounding error of a half; only
 * then are the decimal digits shifted as text (the slow, exact way, which also takes 1.005 to 100.5).
 */
function roundShifted(magnitude: number, places: number): number {
  return (
    roundClearOfHalf(scaleByPowerOfTen(magnitude, places)) ?? Math.round(shiftDecimal(magnitude, places))
  );
}

/**
 * A whole number shifted back by `places`: dividing (or multiplying) an integer below 2^53 by an exact
 * power of ten rounds once to the double closest to the decimal result, the very double that parsing the
 * shifted text gives.
 */
function shiftBack(integer: number, places: number): number {
  if (integer < LARGEST_EXACT_INTEGER && isExactPowerOfTenExponent(places))
    return scaleByPowerOfTen(integer, -places);
  return shiftDecimal(integer, -places);
}

/**
 * Rounds to a number of decimal places, halves away from zero (2.5 → 3, −2.5 → −3, 1.005 → 1.01 at 2
 * places): the decimal point is shifted in the decimal notation, not by a binary multiplication.
 */
export function roundHalfAwayFromZero(value: number, places: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = roundShifted(Math.abs(value), places);
  const rounded = Math.sign(value) * shiftBack(magnitude, places);
  return rounded === 0 ? 0 : rounded;
}
