import { describe, expect, it } from 'vitest';
import { formatPlainNumber } from '../../src/index.js';

describe('formatPlainNumber', () => {
  it.each([
    [0, '0'],
    [1234.5, '1234.5'],
    [-3, '-3'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [1e-7, '0.0000001'],
    [-2.5e-8, '-0.000000025'],
  ])('%d → %s', (value, text) => {
    expect(formatPlainNumber(value)).toBe(text);
  });
});
