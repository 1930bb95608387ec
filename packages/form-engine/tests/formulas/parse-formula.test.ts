import { describe, expect, it } from 'vitest';
import { collectFormulaReferences, FormulaSyntaxError, parseFormula } from '../../src/index.js';

describe('parseFormula', () => {
  it('gives multiplication precedence over addition and honours parentheses', () => {
    expect(parseFormula('1 + 2 * 3')).toEqual({
      kind: 'binary',
      operator: '+',
      left: { kind: 'number', value: 1 },
      right: {
        kind: 'binary',
        operator: '*',
        left: { kind: 'number', value: 2 },
        right: { kind: 'number', value: 3 },
      },
    });
    expect(parseFormula('(1 + 2) * 3')).toMatchObject({
      kind: 'binary',
      operator: '*',
      left: { operator: '+' },
    });
  });

  it('reads unary minus and left-associative subtraction', () => {
    expect(parseFormula('--2')).toEqual({
      kind: 'negate',
      operand: { kind: 'negate', operand: { kind: 'number', value: 2 } },
    });
    expect(parseFormula('5 - 2 - 1')).toMatchObject({
      operator: '-',
      left: { operator: '-' },
      right: { value: 1 },
    });
  });

  it('reads function calls case-insensitively', () => {
    expect(parseFormula('ROUND(#1, 2)')).toMatchObject({
      kind: 'call',
      name: 'round',
      args: [{ kind: 'reference-id', id: 1 }, { value: 2 }],
    });
    expect(parseFormula('product_price()')).toMatchObject({ kind: 'call', name: 'product_price', args: [] });
  });

  it.each([
    ['1 +', 'Unexpected end'],
    ['(1 + 2', "Expected ')'"],
    ['1 2', 'Unexpected text after the formula'],
    ['unknown(1)', "Unknown function 'unknown'"],
    ['round()', 'Wrong number of arguments'],
    ['round(1, 2, 3)', 'Wrong number of arguments'],
    ['if(1)', 'Wrong number of arguments'],
    ['* 2', "Unexpected '*'"],
    ['', 'Unexpected end'],
  ])('refuses %s', (source, message) => {
    expect(() => parseFormula(source)).toThrow(FormulaSyntaxError);
    expect(() => parseFormula(source)).toThrow(message);
  });
});

describe('collectFormulaReferences', () => {
  it('lists references and functions', () => {
    const { references, functions } = collectFormulaReferences(
      parseFormula('round(#1 * {b} - -c, 2) + max(#1, 3)'),
    );
    expect(references.map((node) => (node.kind === 'reference-id' ? node.id : node.name))).toEqual([
      1,
      'b',
      'c',
      1,
    ]);
    expect([...functions].sort()).toEqual(['max', 'round']);
  });
});
