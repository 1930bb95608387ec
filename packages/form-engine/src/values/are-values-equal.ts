import type { ElementValue } from './element-value.types.js';

/** Tells whether two element values are the same (lists compare item by item, in order). */
export function areValuesEqual(left: ElementValue, right: ElementValue): boolean {
  if (typeof left === 'string' || typeof right === 'string') return left === right;
  if (left.length !== right.length) return false;
  return left.every((item, index) => item === right[index]);
}
