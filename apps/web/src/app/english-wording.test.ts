import { describe, expect, it } from 'vitest';

// Every English catalogue of the app and of its features.
const catalogues = import.meta.glob<{ default: unknown }>('../**/locales/en.json', { eager: true });

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('English wording', () => {
  it('names a folder « Folder no. » everywhere, never « File no. » (issue #18)', () => {
    const all = Object.entries(catalogues).flatMap(([path, module]) =>
      texts(module.default).map((text) => `${path}: ${text}`),
    );
    expect(Object.keys(catalogues).length).toBeGreaterThan(2);
    expect(all.filter((text) => /\bFile no\./i.test(text))).toEqual([]);
    expect(all.some((text) => text.includes('Folder no.'))).toBe(true);
  });
});
