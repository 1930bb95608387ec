import type { ElementValue } from './element-value.types.js';

/** Reads a value as a list of selected values: empty text is an empty list, other text a single item. */
export function toValueList(value: ElementValue): readonly string[] {
  if (typeof value !== 'string') return value;
  return value === '' ? [] : [value];
}
