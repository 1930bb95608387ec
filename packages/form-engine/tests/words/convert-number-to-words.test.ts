import { describe, expect, it } from 'vitest';
import { convertNumberToWords } from '../../src/index.js';

describe('convertNumberToWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [10, 'dix'],
    [11, 'onze'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [19, 'dix-neuf'],
    [20, 'vingt'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [31, 'trente et un'],
    [45, 'quarante-cinq'],
    [59, 'cinquante-neuf'],
    [61, 'soixante et un'],
    [69, 'soixante-neuf'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [77, 'soixante-dix-sept'],
    [79, 'soixante-dix-neuf'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [88, 'quatre-vingt-huit'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [97, 'quatre-vingt-dix-sept'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [121, 'cent vingt et un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [300, 'trois cents'],
    [999, 'neuf cent quatre-vingt-dix-neuf'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [1080, 'mille quatre-vingts'],
    [1100, 'mille cent'],
    [1200, 'mille deux cents'],
    [1234, 'mille deux cent trente-quatre'],
    [2000, 'deux mille'],
    [21000, 'vingt et un mille'],
    [71000, 'soixante et onze mille'],
    [80000, 'quatre-vingt mille'],
    [81000, 'quatre-vingt-un mille'],
    [200000, 'deux cent mille'],
    [200200, 'deux cent mille deux cents'],
    [999999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf'],
    [1000000, 'un million'],
    [1001000, 'un million mille'],
    [2000000, 'deux millions'],
    [3200080, 'trois millions deux cent mille quatre-vingts'],
    [80000000, 'quatre-vingts millions'],
    [200000000, 'deux cents millions'],
    [1000000000, 'un milliard'],
    [2500000000, 'deux milliards cinq cents millions'],
    [-5, 'moins cinq'],
  ])('%i → « %s »', (value, words) => {
    expect(convertNumberToWords(value)).toBe(words);
  });

  it('refuses numbers that are not safe whole numbers', () => {
    expect(() => convertNumberToWords(1.5)).toThrow(RangeError);
    expect(() => convertNumberToWords(Number.NaN)).toThrow(RangeError);
    expect(() => convertNumberToWords(2 ** 60)).toThrow(RangeError);
  });
});
