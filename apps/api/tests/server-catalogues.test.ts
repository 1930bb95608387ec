/**
 * The server's catalogues (src/i18n/locales/{fr,en}.json, issue 32 point 11): every key the code
 * uses is in both languages, every key of a catalogue is used, and both languages fill the same
 * values. Keys are written out in full where they are used, so reading the sources finds them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '../src/i18n/translate.js';
import { API_ROOT } from '../src/shared/api-root.js';

type TCatalogue = { [key: string]: string | TCatalogue };

function flatten(catalogue: TCatalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** A plural's forms (`_zero`, `_one`, `_other`) are one key in code. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|other)$/, '');

const fr = flatten(SERVER_CATALOGUES.fr as TCatalogue);
const en = flatten(SERVER_CATALOGUES.en as TCatalogue);
const SOURCE = join(API_ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every key written in the sources (a quoted string under one of the catalogues' namespaces), with where. */
function keysInCode(): Map<string, string> {
  const namespaces = Object.keys(SERVER_CATALOGUES.fr).join('|');
  const quoted = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.-]+)['"\`]`, 'g');
  const found = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(quoted)) {
      // A file's name (`signing-page.js`) is not a key.
      if (/\.(m?js|css|tsx?|json)$/.test(match[1]!)) continue;
      found.set(match[1]!, relative(SOURCE, file));
    }
  }
  return found;
}

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the server catalogues', () => {
  const used = keysInCode();

  it('hold the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('hold every key the code uses, in both languages', () => {
    expect(used.size).toBeGreaterThan(100);
    const frKeys = new Set(Object.keys(fr).map(withoutPlural));
    const enKeys = new Set(Object.keys(en).map(withoutPlural));
    const missing = [...used].filter(([key]) => !frKeys.has(key) || !enKeys.has(key));
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });

  it('hold no key the code does not use', () => {
    const orphans = Object.keys(fr).filter((key) => !used.has(withoutPlural(key)));
    expect(orphans).toEqual([]);
  });

  it('fill the same values in both languages', () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(interpolations(en[key] ?? ''), key).toEqual(interpolations(text));
    }
  });

  it('use the typographic apostrophe, French and English', () => {
    for (const [key, text] of [...Object.entries(fr), ...Object.entries(en)]) {
      expect(text, key).not.toMatch(/'/);
    }
  });
});
