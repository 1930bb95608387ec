import { describe, expect, it } from 'vitest';
import { finalizeCalculatedValue } from '../../src/index.js';

describe('finalizeCalculatedValue', () => {
  it.each<[number | string | null, number | null, string]>([
    [0.1 + 0.2, null, '0.3'],
    [2 / 3, null, '0.666666666667'],
    [2 / 3, 2, '0.67'],
    [1234.565, 2, '1234.57'],
    [-1234.565, 2, '-1234.57'],
    [1.005, 2, '1.01'],
    [81481.3320000001, 2, '81481.33'],
    [12.5, 0, '13'],
    [100, 2, '100'],
    [-0.001, 2, '0'],
    [null, 2, ''],
    [Number.NaN, null, ''],
    [Number.POSITIVE_INFINITY, 2, ''],
    ['mille euros', 2, 'mille euros'],
  ])('%s at precision %s → %j', (result, precision, stored) => {
    expect(finalizeCalculatedValue(result, precision)).toBe(stored);
  });
});
