import type { FormulaBinaryOperator, FormulaNode } from './formula-ast.types.js';
import { FORMULA_FUNCTIONS } from './formula-functions.js';
import { FormulaSyntaxError } from './formula-syntax-error.js';
import { tokenizeFormula, type FormulaToken } from './tokenize-formula.js';

const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=']);

/**
 * Parses a formula once into a tree (see the package README for the language). A hand-written
 * recursive-descent parser: no `eval`, no `new Function`.
 * @throws FormulaSyntaxError on a syntax error, an unknown function or a wrong number of arguments.
 */
export function parseFormula(source: string): FormulaNode {
  const tokens = tokenizeFormula(source);
  let index = 0;

  const peek = (): FormulaToken => tokens[index] ?? { type: 'end', position: source.length };
  const next = (): FormulaToken => {
    const token = peek();
    index += 1;
    return token;
  };
  const isOperator = (value: string): boolean => {
    const token = peek();
    return token.type === 'operator' && token.value === value;
  };
  const expect = (value: string): void => {
    const token = next();
    if (token.type !== 'operator' || token.value !== value) {
      throw new FormulaSyntaxError(`Expected '${value}'`, token.position);
    }
  };

  function parseComparison(): FormulaNode {
    const left = parseAdditive();
    const token = peek();
    if (token.type === 'operator' && COMPARISONS.has(token.value)) {
      next();
      const right = parseAdditive();
      return { kind: 'binary', operator: token.value as FormulaBinaryOperator, left, right };
    }
    return left;
  }

  function parseAdditive(): FormulaNode {
    let node = parseMultiplicative();
    while (isOperator('+') || isOperator('-')) {
      const operator = next() as { value: '+' | '-' };
      node = { kind: 'binary', operator: operator.value, left: node, right: parseMultiplicative() };
    }
    return node;
  }

  function parseMultiplicative(): FormulaNode {
    let node = parseUnary();
    while (isOperator('*') || isOperator('/')) {
      const operator = next() as { value: '*' | '/' };
      node = { kind: 'binary', operator: operator.value, left: node, right: parseUnary() };
    }
    return node;
  }

  function parseUnary(): FormulaNode {
    if (isOperator('-')) {
      next();
      return { kind: 'negate', operand: parseUnary() };
    }
    if (isOperator('+')) {
      next();
      return parseUnary();
    }
    return parsePrimary();
  }

  function parsePrimary(): FormulaNode {
    const token = next();
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'text':
        return { kind: 'text', value: token.value };
      case 'id':
        return { kind: 'reference-id', id: token.value, position: token.position };
      case 'name':
        return { kind: 'reference-name', name: token.value, position: token.position };
      case 'identifier':
        if (isOperator('(')) return parseCall(token.value, token.position);
        return { kind: 'reference-name', name: token.value, position: token.position };
      case 'operator':
        if (token.value === '(') {
          const inner = parseComparison();
          expect(')');
          return inner;
        }
        throw new FormulaSyntaxError(`Unexpected '${token.value}'`, token.position);
      default:
        throw new FormulaSyntaxError('Unexpected end of formula', token.position);
    }
  }

  function parseCall(rawName: string, position: number): FormulaNode {
    const name = rawName.toLowerCase();
    const definition = FORMULA_FUNCTIONS[name];
    if (!definition) throw new FormulaSyntaxError(`Unknown function '${rawName}'`, position);
    expect('(');
    const args: FormulaNode[] = [];
    if (!isOperator(')')) {
      args.push(parseComparison());
      while (isOperator(',')) {
        next();
        args.push(parseComparison());
      }
    }
    expect(')');
    if (args.length < definition.minArgs || args.length > definition.maxArgs) {
      throw new FormulaSyntaxError(`Wrong number of arguments for '${name}' (${args.length})`, position);
    }
    return { kind: 'call', name, args, position };
  }

  const tree = parseComparison();
  const rest = peek();
  if (rest.type !== 'end') throw new FormulaSyntaxError('Unexpected text after the formula', rest.position);
  return tree;
}
