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
