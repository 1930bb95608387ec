import { FormulaSyntaxError } from './formula-syntax-error.js';

/** A lexical token of a formula. */
export type FormulaToken =
  | { type: 'number'; value: number; position: number }
  | { type: 'text'; value: string; position: number }
  | { type: 'id'; value: number; position: number }
  | { type: 'name'; value: string; position: number }
  | { type: 'identifier'; value: string; position: number }
  | { type: 'operator'; value: string; position: number }
  | { type: 'end'; position: number };

const OPERATORS: Readonly<Record<string, string>> = {
  '+': '+',
  '-': '-',
  '\u2212': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
  ',': ',',
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;
const ELEMENT_ID = /^#(\d+)/;

/** Splits a formula into tokens, ending with an `end` token. */
export function tokenizeFormula(source: string): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  let position = 0;
  while (position < source.length) {
    const rest = source.slice(position);
    const char = rest[0] ?? '';
    if (/\s/.test(char)) {
      position += 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), position });
      position += number[0].length;
      continue;
    }
    const id = ELEMENT_ID.exec(rest);
    if (id) {
      tokens.push({ type: 'id', value: Number(id[1]), position });
      position += id[0].length;
      continue;
    }
    const identifier = IDENTIFIER.exec(rest);
    if (identifier) {
      tokens.push({ type: 'identifier', value: identifier[0], position });
      position += identifier[0].length;
      continue;
    }
    if (char === '{') {
      const end = source.indexOf('}', position);
      const name = end < 0 ? '' : source.slice(position + 1, end).trim();
      if (name === '') throw new FormulaSyntaxError('Unclosed or empty {name} reference', position);
      tokens.push({ type: 'name', value: name, position });
      position = end + 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = source.indexOf(char, position + 1);
      if (end < 0) throw new FormulaSyntaxError('Unclosed text', position);
      tokens.push({ type: 'text', value: source.slice(position + 1, end), position });
      position = end + 1;
      continue;
    }
    const pair = rest.slice(0, 2);
    const operator = OPERATORS[pair] !== undefined && pair.length === 2 ? pair : char;
    const normalized = OPERATORS[operator];
    if (normalized === undefined) throw new FormulaSyntaxError(`Unexpected character '${char}'`, position);
    tokens.push({ type: 'operator', value: normalized, position });
    position += operator.length;
  }
  tokens.push({ type: 'end', position });
  return tokens;
}
