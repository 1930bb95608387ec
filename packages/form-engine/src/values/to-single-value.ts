import type { ElementValue } from './element-value.types.js';

/** Reads a value as one text: a one-item list gives its item, any other list gives empty text. */
export function toSingleValue(value: ElementValue): string {
  if (typeof value === 'string') return value;
  return value.length === 1 ? (value[0] ?? '') : '';
}
