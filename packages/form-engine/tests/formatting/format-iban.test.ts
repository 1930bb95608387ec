import { describe, expect, it } from 'vitest';
import { formatBic, formatCurrency, formatIban, formatUppercase } from '../../src/index.js';

describe('formatIban', () => {
  it.each([
    ['FR7630006000011234567890189', {}, 'FR76 3000 6000 0112 3456 7890 189'],
    ['fr76 3000 6000 0112 3456 7890 189', { uppercase: true }, 'FR76 3000 6000 0112 3456 7890 189'],
    ['fr76 30', {}, 'fr76 30'],
    [' FR76  3000 ', {}, 'FR76 3000'],
    ['FR76300', {}, 'FR76 300'],
    ['', {}, ''],
  ])('%j %o → %j', (value, options, formatted) => {
    expect(formatIban(value, options)).toBe(formatted);
  });
});

describe('formatBic', () => {
  it('strips spaces and upper-cases', () => {
    expect(formatBic(' bnpa fr pp ')).toBe('BNPAFRPP');
  });
});

describe('formatUppercase', () => {
  it('upper-cases, accents included', () => {
    expect(formatUppercase('élodie dupré')).toBe('ÉLODIE DUPRÉ');
  });
});

describe('formatCurrency', () => {
  it.each<[number | string, string]>([
    [1234.5, '1\u202f234,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [1234567.891, '1\u202f234\u202f567,89\u00a0€'],
    ['1234,5', '1\u202f234,50\u00a0€'],
    [-12, '-12,00\u00a0€'],
  ])('%j → %j (fr-FR, 2 decimals, €)', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('gives empty text for what is not a number', () => {
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});
