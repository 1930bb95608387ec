import { describe, expect, it } from 'vitest';
import { flattenLocale } from '../../../shared/test/locale-texts';
import fr from './fr.json';
import en from './en.json';

const frTexts = flattenLocale(fr);

describe('the verification page’s texts', () => {
  it('exist in French and in English alike', () => {
    expect(Object.keys(flattenLocale(en)).sort()).toEqual(Object.keys(frTexts).sort());
  });

  it('follow French typography: no-break spaces before « : » and inside « guillemets »', () => {
    for (const [key, text] of Object.entries(frTexts)) expect(text, key).not.toMatch(/ [:;?!»]|« /);
  });
});
