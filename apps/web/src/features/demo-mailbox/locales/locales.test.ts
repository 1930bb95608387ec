import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '../../../shared/test/flatten-catalogue';
import fr from './fr.json';
import en from './en.json';

const frTexts = flattenCatalogue(fr);

describe('the demo mailbox’s texts', () => {
  it('exist in French and in English alike', () => {
    expect(Object.keys(flattenCatalogue(en)).sort()).toEqual(Object.keys(frTexts).sort());
  });

  it('follow French typography: no-break spaces before « : » and inside « guillemets »', () => {
    for (const [key, text] of Object.entries(frTexts)) expect(text, key).not.toMatch(/ [:;?!»]|« /);
  });
});
