import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, toSignificantDigits } from '../../src/index.js';

// The decimal methods the engine used before its quick paths: every answer must stay the same double.
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa ?? '0'}e${Number(exponent ?? '0') + places}`);
}

function roundByDecimalShift(value: number, places: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.round(shiftDecimal(Math.abs(value), places));
  const rounded = Math.sign(value) * shiftDecimal(magnitude, -places);
  return rounded === 0 ? 0 : rounded;
}

function significantByText(value: number, digits: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}

/** Amounts as forms hold them: a whole number of cents, thousandths…, halves included. */
const decimalValue = fc
  .tuple(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.integer({ min: 0, max: 9 }))
  .map(([units, places]) => units / 10 ** places);
const anyValue = fc.oneof(
  decimalValue,
  decimalValue.map((value) => value * 1.1),
  decimalValue.map((value) => value / 3),
  fc.double({ noNaN: true }),
);

describe('decimal rounding', () => {
  it('rounds every value to the same double as shifting its decimal writing', () => {
    fc.assert(
      fc.property(anyValue, fc.integer({ min: -6, max: 12 }), (value, places) => {
        expect(roundHalfAwayFromZero(value, places)).toBe(roundByDecimalShift(value, places));
      }),
      { numRuns: 10_000 },
    );
  });

  it('rounds every half of the third decimal away from zero, as the decimal shift does', () => {
    const differing: number[] = [];
    for (let thousandths = -60_000; thousandths <= 60_000; thousandths += 1) {
      const value = thousandths / 1000;
      if (!Object.is(roundHalfAwayFromZero(value, 2), roundByDecimalShift(value, 2))) differing.push(value);
    }
    expect(differing).toEqual([]);
  });

  it('keeps significant digits as toPrecision writes them', () => {
    fc.assert(
      fc.property(anyValue, fc.integer({ min: 1, max: 17 }), (value, digits) => {
        expect(toSignificantDigits(value, digits)).toBe(significantByText(value, digits));
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps 12 significant digits next to powers of ten and products of amounts', () => {
    const values: number[] = [];
    for (let exponent = -12; exponent <= 16; exponent += 1) {
      const power = 10 ** exponent;
      values.push(power, power * (1 - 1e-13), power * (1 + 1e-13), power - 5e-13 * power);
    }
    for (let count = 0; count <= 150; count += 1) {
      for (let cents = 0; cents <= 100_000; cents += 37) values.push(count * (cents / 100));
    }
    const differing = values.filter(
      (value) => !Object.is(toSignificantDigits(value), significantByText(value, 12)),
    );
    expect(differing).toEqual([]);
  });
});
