import { describe, expect, it } from 'vitest';
import { findLifeRates, VIAGER_RATE_TABLE } from '../../src/index.js';

describe('findLifeRates (Viager table of spec 9)', () => {
  it.each([
    [0, 90, 10],
    [19, 90, 10],
    [20, 90, 10],
    [21, 80, 20],
    [30, 80, 20],
    [31, 70, 30],
    [40, 70, 30],
    [41, 60, 40],
    [50, 60, 40],
    [51, 50, 50],
    [60, 50, 50],
    [61, 40, 60],
    [65, 40, 60],
    [70, 40, 60],
    [71, 30, 70],
    [80, 30, 70],
    [81, 20, 80],
    [90, 20, 80],
    [91, 10, 90],
    [110, 10, 90],
  ])('age %i → %i/%i', (age, usufruct, bare) => {
    expect(findLifeRates(VIAGER_RATE_TABLE, age)).toEqual({ usufruct, bare_ownership: bare });
  });

  it('has no answer for ages that are not whole non-negative numbers', () => {
    expect(findLifeRates(VIAGER_RATE_TABLE, -1)).toBeNull();
    expect(findLifeRates(VIAGER_RATE_TABLE, 40.5)).toBeNull();
    expect(findLifeRates({ bands: [{ max_age: 10, usufruct: 1, bare_ownership: 99 }] }, 11)).toBeNull();
  });
});
