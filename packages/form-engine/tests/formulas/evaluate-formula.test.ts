import { describe, expect, it } from 'vitest';
import { evaluateFormula, type EvaluateFormulaOptions, type FormulaValue } from '../../src/index.js';
import { createTenant } from '../fixtures/subscription-form.js';

const options: EvaluateFormulaOptions = {
  values: {
    byId: { 1: '200', 2: '6', 3: '', 4: 'Viager', 5: '15/06/1960', 6: '1 234,56', 7: ['x', 'y'], 8: '0' },
    byName: { price: '200', shares: '6', type: 'Temporaire', duration: '10', empty: '' },
  },
  today: '15/06/2025',
  tenant: createTenant(),
  productCode: 'PU',
  productPrice: 200,
};

describe('evaluateFormula', () => {
  it.each<[string, FormulaValue]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 / 4', 2.5],
    ['7 × 6', 42],
    ['7 ÷ 2', 3.5],
    ['5 − 3', 2],
    ['-#1 + 1', -199],
    ['+#1', 200],
    ['#1 * #2', 1200],
    ['{price} * shares', 1200],
    ['#6 * 2', 2469.12],
    ['#1 * #3', null],
    ['#1 / #8', null],
    ['#4 * 2', null],
    ['#7 + 1', null],
    ['1 = 1.0', 1],
    ['"a" = "a"', 1],
    ['"a" != "b"', 1],
    ['2 < 10', 1],
    ['"2" < "10"', 1],
    ['#3 = #3', 1],
    ['#3 = 0', 0],
    ['#3 != 0', 1],
    ['#3 < 1', 0],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(1.005, 2)', 1.01],
    ['round(#1, 1.5)', null],
    ['floor(2.7) + ceil(2.1) + abs(-1)', 6],
    ['min(3, 1, 2)', 1],
    ['max(3, #3, 2)', 3],
    ['sum(1, #3, 2)', 3],
    ['sum(#3, empty)', null],
    ['sum(1, "x")', null],
    ['if(#1 > 100, "big", "small")', 'big'],
    ['if(#3, 1, 2)', 2],
    ['if(0, 1)', null],
    ['if(1, 5, 1 / 0)', 5],
    ['and(1, "x") + or(0, #3) + not(0)', 2],
    ['coalesce(#3, empty, 7)', 7],
    ['coalesce(#3)', null],
    ['age(#5)', 65],
    ['age("31/02/2000")', null],
    ['life_usufruct(65)', 40],
    ['life_bare(age(#5))', 60],
    ['temporary_usufruct(10)', 34],
    ['temporary_bare(20)', 55],
    ['temporary_bare(21)', null],
    ['usufruct_rate(#4, age(#5))', 40],
    ['bare_rate(type, duration)', 66],
    ['product_price() * shares', 1200],
    ['words(1234.56)', 'mille deux cent trente-quatre euros et cinquante-six centimes'],
    ['words(#3)', null],
  ])('%s → %s', (source, expected) => {
    expect(evaluateFormula(source, options)).toBe(expected);
  });

  it('reads unknown references as empty', () => {
    expect(evaluateFormula('#99 + 1', options)).toBeNull();
  });
});
