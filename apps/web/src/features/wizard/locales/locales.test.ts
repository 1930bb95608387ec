import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import en from './en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('the wizard’s texts', () => {
  it('exist in French and in English alike', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
  });

  it('follow French typography: no-break spaces before « : » and inside « guillemets »', () => {
    for (const key of keysOf(fr)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr);
      expect(text, key).not.toMatch(/ [:;?!»]|« /);
    }
  });
});
