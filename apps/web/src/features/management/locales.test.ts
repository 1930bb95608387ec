import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';
import en from './locales/en.json';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const frKeys = flatten(fr);
const enKeys = flatten(en);

describe('the dossier manager’s texts', () => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(enKeys).sort()).toEqual(Object.keys(frKeys).sort());
  });

  it('follow French typography: a no-break space before : ; ! ? and no straight apostrophe', () => {
    for (const [key, text] of Object.entries(frKeys)) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
      expect(text, key).not.toMatch(/'/);
    }
  });
});
