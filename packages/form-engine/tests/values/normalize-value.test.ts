import { describe, expect, it } from 'vitest';
import {
  areValuesEqual,
  getDefaultValue,
  normalizeValue,
  toSingleValue,
  toValueList,
} from '../../src/index.js';
import type { FormElement } from '../../src/index.js';

const text: FormElement = { id: 1, name: 'text', type: 'input_text', block_id: 1, attributes: {} };
const toggle: FormElement = {
  id: 2,
  name: 'toggle',
  type: 'toggle',
  block_id: 1,
  attributes: { defaultValue: false },
};

describe('normalizeValue', () => {
  it('stores numbers and booleans as text (spec 3)', () => {
    expect(normalizeValue(text, 12.5)).toBe('12.5');
    expect(normalizeValue(text, true)).toBe('true');
    expect(normalizeValue(text, false)).toBe('false');
    expect(normalizeValue(text, null)).toBe('');
    expect(normalizeValue(text, undefined)).toBe('');
    expect(normalizeValue(text, { a: 1 })).toBe('');
    expect(normalizeValue(text, ['a', 2, true])).toEqual(['a', '2', 'true']);
  });

  it('resets a toggle whose value is neither a boolean nor a string (spec 5)', () => {
    expect(normalizeValue(toggle, 1)).toBe('false');
    expect(normalizeValue(toggle, null)).toBe('false');
    expect(normalizeValue(toggle, true)).toBe('true');
    expect(normalizeValue(toggle, 'true')).toBe('true');
  });
});

describe('getDefaultValue', () => {
  it('normalises the defaultValue attribute', () => {
    expect(getDefaultValue(toggle)).toBe('false');
    expect(getDefaultValue(text)).toBe('');
    expect(getDefaultValue({ ...text, attributes: { defaultValue: ['x'] } })).toEqual(['x']);
  });
});

describe('value helpers', () => {
  it('compares values', () => {
    expect(areValuesEqual('a', 'a')).toBe(true);
    expect(areValuesEqual(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(areValuesEqual(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(areValuesEqual('a', ['a'])).toBe(false);
  });

  it('reads values as lists and single texts', () => {
    expect(toValueList('')).toEqual([]);
    expect(toValueList('a')).toEqual(['a']);
    expect(toValueList(['a', 'b'])).toEqual(['a', 'b']);
    expect(toSingleValue(['a'])).toBe('a');
    expect(toSingleValue(['a', 'b'])).toBe('');
    expect(toSingleValue('x')).toBe('x');
  });
});
