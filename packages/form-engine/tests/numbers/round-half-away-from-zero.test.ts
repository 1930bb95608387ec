import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '../../src/index.js';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [1.004, 2, 1],
    [1234.5678, 2, 1234.57],
    [0.125, 2, 0.13],
    [1e-7, 2, 0],
    [123456, -2, 123500],
    [0, 2, 0],
  ])('%d at %i places → %d', (value, places, expected) => {
    expect(roundHalfAwayFromZero(value, places)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.001, 2), 0)).toBe(true);
  });

  it('leaves non-finite numbers alone', () => {
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
