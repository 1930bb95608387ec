import { describe, expect, it } from 'vitest';
import { convertAmountToWords } from '../../src/index.js';

describe('convertAmountToWords', () => {
  it.each([
    [1234.56, 'mille deux cent trente-quatre euros et cinquante-six centimes'],
    [0, 'zéro euro'],
    [1, 'un euro'],
    [1.01, 'un euro et un centime'],
    [2, 'deux euros'],
    [0.01, 'un centime'],
    [0.56, 'cinquante-six centimes'],
    [0.8, 'quatre-vingts centimes'],
    [21, 'vingt et un euros'],
    [21.21, 'vingt et un euros et vingt et un centimes'],
    [71, 'soixante et onze euros'],
    [80, 'quatre-vingts euros'],
    [81, 'quatre-vingt-un euros'],
    [91.91, 'quatre-vingt-onze euros et quatre-vingt-onze centimes'],
    [200, 'deux cents euros'],
    [201, 'deux cent un euros'],
    [1000, 'mille euros'],
    [1200, 'mille deux cents euros'],
    [80000, 'quatre-vingt mille euros'],
    [1000000, "un million d'euros"],
    [2000000, "deux millions d'euros"],
    [2000000.5, "deux millions d'euros et cinquante centimes"],
    [1000000000, "un milliard d'euros"],
    [1000200, 'un million deux cents euros'],
    [-12.5, 'moins douze euros et cinquante centimes'],
  ])('%d → « %s »', (amount, words) => {
    expect(convertAmountToWords(amount)).toBe(words);
  });

  it('rounds to the cent, halves away from zero', () => {
    expect(convertAmountToWords(1.005)).toBe('un euro et un centime');
    expect(convertAmountToWords(2.675)).toBe('deux euros et soixante-huit centimes');
    expect(convertAmountToWords(0.994)).toBe('quatre-vingt-dix-neuf centimes');
    expect(convertAmountToWords(0.995)).toBe('un euro');
  });

  it('gives null for amounts that are not finite numbers', () => {
    expect(convertAmountToWords(Number.NaN)).toBeNull();
    expect(convertAmountToWords(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
