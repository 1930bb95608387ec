import { describe, expect, it } from 'vitest';
import { toDisplayedNumberText, toEditedNumberText, toStoredNumberText } from './number-text';

describe('number field texts', () => {
  it.each([
    ['1 234,5', '1234.5'],
    ['250\u202f000,00', '250000.00'],
    ['12.75', '12.75'],
    ['250,', '250.'],
    ['-3', '-3'],
    ['', ''],
    // Letters are kept, so that the engine refuses them instead of the field dropping them (issue #18).
    ['12a', '12a'],
    ['abc12x3.456', 'abc12x3.456'],
    ['12 a€', '12a€'],
    ['1,2,3', '1,2,3'],
  ])('stores « %s » as « %s »', (typed, stored) => {
    expect(toStoredNumberText(typed)).toBe(stored);
  });

  it('drops English grouping commas only where they group thousands', () => {
    expect(toStoredNumberText('1,234.5', 'en')).toBe('1234.5');
    expect(toStoredNumberText('12,5', 'en')).toBe('12.5');
    expect(toStoredNumberText('1,23,4', 'en')).toBe('1,23,4');
  });

  it('edits with the decimal comma in French, the point in English', () => {
    expect(toEditedNumberText('1234.50', 'fr')).toBe('1234,50');
    expect(toEditedNumberText('1234.50', 'en')).toBe('1234.50');
  });

  it('reads grouped, with the language’s separators and the given decimals', () => {
    expect(toDisplayedNumberText('250000', 'fr', 2)).toBe('250\u202f000,00');
    expect(toDisplayedNumberText('1234.5678', 'fr')).toBe('1\u202f234,5678');
    expect(toDisplayedNumberText('1234.5', 'en', 2)).toBe('1,234.50');
    expect(toDisplayedNumberText('4.5.6', 'fr')).toBe('4.5.6');
  });
});
