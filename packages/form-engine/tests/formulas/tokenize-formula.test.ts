import { describe, expect, it } from 'vitest';
import { FormulaSyntaxError, tokenizeFormula } from '../../src/index.js';

describe('tokenizeFormula', () => {
  it('reads numbers, ids, names, identifiers, texts and operators', () => {
    const tokens = tokenizeFormula('#12 × {unit price} - shares ÷ 2.5 >= "Viager"');
    expect(tokens.map((token) => ('value' in token ? [token.type, token.value] : [token.type]))).toEqual([
      ['id', 12],
      ['operator', '*'],
      ['name', 'unit price'],
      ['operator', '-'],
      ['identifier', 'shares'],
      ['operator', '/'],
      ['number', 2.5],
      ['operator', '>='],
      ['text', 'Viager'],
      ['end'],
    ]);
  });

  it('normalises the operator spellings', () => {
    const operators = tokenizeFormula('a == b <> c != d − e').flatMap((token) =>
      token.type === 'operator' ? [token.value] : [],
    );
    expect(operators).toEqual(['=', '!=', '!=', '-']);
  });

  it.each(['#', '{', '{}', '"open', '1 ; 2', '@'])('refuses %s', (source) => {
    expect(() => tokenizeFormula(source)).toThrow(FormulaSyntaxError);
  });
});
