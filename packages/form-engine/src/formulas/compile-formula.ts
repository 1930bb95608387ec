import type { ElementValue } from '../values/element-value.types.js';
import { parseNumber } from '../values/parse-number.js';
import type { FormulaBinaryOperator, FormulaNode, FormulaValue } from './formula-ast.types.js';
import { FORMULA_FUNCTIONS } from './formula-functions.js';
import type { FormulaRuntime } from './formula-runtime.types.js';
import { isFormulaTruthy, toFormulaNumber } from './to-formula-number.js';

/** A compiled formula: reads element values through `read` (by the slot its resolver gave). */
export type CompiledFormula = (read: (slot: number) => ElementValue, runtime: FormulaRuntime) => FormulaValue;

/** Maps a reference of the formula to a slot number for `read`. */
export type FormulaReferenceResolver = (
  node: Extract<FormulaNode, { kind: 'reference-id' | 'reference-name' }>,
) => number;

type Evaluator = (read: (slot: number) => ElementValue, runtime: FormulaRuntime) => FormulaValue;

/** Reads an element value as a formula value: empty gives null, numeric text a number. */
export function toFormulaValue(value: ElementValue): FormulaValue {
  const text = typeof value === 'string' ? value : value.length === 1 ? (value[0] ?? '') : '';
  if (text === '') return null;
  return parseNumber(text) ?? text;
}

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function compareFormulaValues(
  left: FormulaValue,
  right: FormulaValue,
  operator: FormulaBinaryOperator,
): boolean {
  if (left === null || right === null) {
    if (operator === '=') return left === right;
    if (operator === '!=') return left !== right;
    return false;
  }
  const leftNumber = toFormulaNumber(left);
  const rightNumber = toFormulaNumber(right);
  const bothNumbers = leftNumber !== null && rightNumber !== null;
  const a = bothNumbers ? leftNumber : String(left);
  const b = bothNumbers ? rightNumber : String(right);
  switch (operator) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

function applyArithmetic(operator: FormulaBinaryOperator, left: number, right: number): number | null {
  switch (operator) {
    case '+':
      return finite(left + right);
    case '-':
      return finite(left - right);
    case '*':
      return finite(left * right);
    default:
      return finite(left / right);
  }
}

/**
 * Compiles a parsed formula into a closure tree once, so that evaluating it costs no parsing and no
 * lookup by name. References are resolved to slots by `resolve` at compile time.
 */
export function compileFormula(tree: FormulaNode, resolve: FormulaReferenceResolver): CompiledFormula {
  function compile(node: FormulaNode): Evaluator {
    switch (node.kind) {
      case 'number': {
        const value = node.value;
        return () => value;
      }
      case 'text': {
        const value = node.value;
        return () => value;
      }
      case 'reference-id':
      case 'reference-name': {
        const slot = resolve(node);
        return (read) => toFormulaValue(read(slot));
      }
      case 'negate': {
        const operand = compile(node.operand);
        return (read, runtime) => {
          const value = toFormulaNumber(operand(read, runtime));
          return value === null ? null : value === 0 ? 0 : -value;
        };
      }
      case 'binary': {
        const left = compile(node.left);
        const right = compile(node.right);
        const operator = node.operator;
        if (operator === '+' || operator === '-' || operator === '*' || operator === '/') {
          return (read, runtime) => {
            const a = toFormulaNumber(left(read, runtime));
            if (a === null) return null;
            const b = toFormulaNumber(right(read, runtime));
            return b === null ? null : applyArithmetic(operator, a, b);
          };
        }
        return (read, runtime) =>
          compareFormulaValues(left(read, runtime), right(read, runtime), operator) ? 1 : 0;
      }
      case 'call': {
        const args = node.args.map(compile);
        if (node.name === 'if') {
          const [condition, whenTrue, whenFalse] = args;
          return (read, runtime) => {
            const chosen = isFormulaTruthy(condition ? condition(read, runtime) : null)
              ? whenTrue
              : whenFalse;
            return chosen ? chosen(read, runtime) : null;
          };
        }
        const definition = FORMULA_FUNCTIONS[node.name];
        if (!definition) throw new Error(`Unknown function '${node.name}'`);
        return (read, runtime) =>
          definition.apply(
            args.map((arg) => arg(read, runtime)),
            runtime,
          );
      }
    }
  }
  return compile(tree);
}
