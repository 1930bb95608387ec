import { describe, expect, it } from 'vitest';
import { flattenCatalogue, type TCatalogue } from '../shared/test/flatten-catalogue';

// Every catalogue of the app and of its features (and of their lazily loaded parts), French and
// English, by the folder that holds them.
const french = import.meta.glob<{ default: TCatalogue }>('../**/locales/**/fr.json', { eager: true });
const english = import.meta.glob<{ default: TCatalogue }>('../**/locales/**/en.json', { eager: true });
const folders = Object.keys(french).map((path) => path.replace(/\/fr\.json$/, ''));

describe.each(folders)('the texts of %s', (folder) => {
  const frTexts = flattenCatalogue(french[`${folder}/fr.json`]!.default);
  const enTexts = flattenCatalogue(english[`${folder}/en.json`]?.default ?? {});

  it('have the same keys in French and English', () => {
    expect(Object.keys(enTexts).sort()).toEqual(Object.keys(frTexts).sort());
  });

  it('follow French typography: a no-break space before : ; ! ? % and no straight apostrophe', () => {
    for (const [key, text] of Object.entries(frTexts)) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;!?%](\s|$|\))/);
      expect(text, key).not.toMatch(/'/);
    }
  });

  it('read as typeset English: no straight apostrophe or quotation mark, a dossier is a « folder », an « advisor »', () => {
    for (const [key, text] of Object.entries(enTexts)) {
      expect(text, key).not.toMatch(/['"]/);
      // One word for the role, as the lists' « Advisor » column says it.
      expect(text, key).not.toMatch(/\badviser/i);
      // « Full ownership », as the lists say it, not « full property ».
      expect(text, key).not.toMatch(/\bfull property\b/i);
      // The lists, cards and titles call a dossier a folder; a « file » is only ever an uploaded one.
      if (/dossier|refusal|header|loading/.test(key)) expect(text, key).not.toMatch(/\bfiles?\b/i);
    }
  });
});

describe('the catalogues', () => {
  it('are found: the app’s and each feature’s, each in both languages', () => {
    expect(folders).toContain('../locales');
    expect(folders.length).toBeGreaterThan(4);
    expect(Object.keys(english).length).toBe(folders.length);
  });
});
