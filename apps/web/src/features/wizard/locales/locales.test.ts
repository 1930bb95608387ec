import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import { flattenCatalogue } from '../../../shared/test/flatten-catalogue';

describe('the wizard’s texts', () => {
  it('follow French typography: no-break spaces before « : » and inside « guillemets »', () => {
    for (const [key, text] of Object.entries(flattenCatalogue(fr))) {
      expect(text, key).not.toMatch(/ [:;?!»]|« /);
    }
  });
});
