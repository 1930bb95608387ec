import { describe, expect, it } from 'vitest';
import { normalizeWords, validateAmountInWords } from '../../src/index.js';

describe('validateAmountInWords', () => {
  it.each([
    ['mille deux cent trente-quatre euros et cinquante-six centimes', '1234.56'],
    ['Mille Deux Cent Trente-Quatre Euros Et Cinquante-Six Centimes', '1234.56'],
    ['  MILLE  deux cent trente-quatre euros   et cinquante-six centimes ', '1234,56'],
    ['deux millions d’euros', '2000000'],
    // The 1990 reform joins every numeral with hyphens (issue 27).
    ['cent-quatre-mille euros', '104000'],
    ['mille-deux-cent-trente-quatre euros et cinquante-six centimes', '1234.56'],
    ['vingt-et-un euros', '21'],
    ['', '1234.56'],
    ['quelque chose', ''],
  ])('accepts %j for %s', (words, amount) => {
    expect(validateAmountInWords(words, amount)).toBeNull();
  });

  it.each([
    ['mille deux cent trente-quatre euros', '1234.56'],
    ['mille deux cents trente-quatre euros et cinquante-six centimes', '1234.56'],
    ['quatre-vingt euros', '80'],
  ])('refuses %j for %s with element.error.different-to-expected', (words, amount) => {
    expect(validateAmountInWords(words, amount)).toEqual({
      message: 'element.error.different-to-expected',
      params: {},
    });
  });

  it('normalises case, apostrophes, hyphens and spaces only', () => {
    expect(normalizeWords(' Un  Million D’Euros ')).toBe("un million d'euros");
    expect(normalizeWords('Cent-Quatre-Mille')).toBe('cent quatre mille');
  });
});
