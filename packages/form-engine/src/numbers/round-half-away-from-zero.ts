function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa ?? '0'}e${Number(exponent ?? '0') + places}`);
}

/**
 * Rounds to a number of decimal places, halves away from zero (2.5 → 3, −2.5 → −3, 1.005 → 1.01 at 2
 * places): the decimal point is shifted in the decimal notation, not by a binary multiplication.
 */
export function roundHalfAwayFromZero(value: number, places: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.round(shiftDecimal(Math.abs(value), places));
  const rounded = Math.sign(value) * shiftDecimal(magnitude, -places);
  return rounded === 0 ? 0 : rounded;
}
