import { parseNumber } from '../values/parse-number.js';
import type { FormulaValue } from './formula-ast.types.js';

/** Reads a formula value as a number: numeric text counts, other text and null give null. */
export function toFormulaNumber(value: FormulaValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null) return null;
  return parseNumber(value);
}

/** Reads a formula value as a condition: non-zero numbers and non-empty text are true, null is false. */
export function isFormulaTruthy(value: FormulaValue): boolean {
  if (value === null) return false;
  if (typeof value === 'number') return value !== 0;
  return value !== '';
}
