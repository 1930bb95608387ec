import { describe, expect, it } from 'vitest';
import { validateDistinctRanks } from '../../src/validation/validate-distinct-ranks.js';

describe('validateDistinctRanks', () => {
  it.each([
    [['1', '2', '3'], null],
    [['3', '1', '2'], null],
    [['1', '', '2'], null],
    [['1', '1', '2'], 'validation.error.ordered-integers-distinct'],
    [['2', '02', '1'], 'validation.error.ordered-integers-distinct'],
  ])('%j → %s', (values, key) => {
    expect(validateDistinctRanks(values)?.message ?? null).toBe(key);
  });

  it('gives the element’s own message when it has one', () => {
    expect(validateDistinctRanks(['1', '1'], 'Classez sans ex aequo')?.message).toBe('Classez sans ex aequo');
  });
});
