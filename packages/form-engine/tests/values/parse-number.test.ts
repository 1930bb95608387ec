import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../src/index.js';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['+4', 4],
    ['1 234,56', 1234.56],
    ['1\u202f234,5', 1234.5],
    ['1\u00a0000', 1000],
    ['.5', 0.5],
    ['1e3', 1000],
    [42, 42],
  ])('reads %s as %d', (text, number) => {
    expect(parseNumber(text)).toBe(number);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12abc',
    '1,2,3',
    '1.2.3',
    '1,5.2',
    'Infinity',
    'NaN',
    null,
    undefined,
    true,
    Number.NaN,
  ])('refuses %s', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('parseNumber on any writing', () => {
  // The general path alone, as it was before plain decimals got their quick check.
  const SPACES = /[\s\u00a0\u202f]/g;
  const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
  const parseByPattern = (value: string): number | null => {
    const compact = value.replace(SPACES, '');
    if (compact === '') return null;
    const text = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact;
    if (!NUMBER_PATTERN.test(text)) return null;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  };

  it('reads every text of digits, signs, points, commas, spaces and exponents as the pattern does', () => {
    const character = fc.constantFrom(...'0123456789+-.,e \u00a0x');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 12 }), (characters) => {
        const text = characters.join('');
        expect(parseNumber(text)).toBe(parseByPattern(text));
      }),
      { numRuns: 5_000 },
    );
    expect(parseNumber('9'.repeat(400))).toBeNull();
  });
});
