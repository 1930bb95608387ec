import { computeAge } from '../dates/compute-age.js';
import { parseDate } from '../dates/parse-date.js';
import { findDismembermentRates } from '../dismemberment/find-dismemberment-rates.js';
import { findLifeRates } from '../dismemberment/find-life-rates.js';
import { findTemporaryRateTable } from '../dismemberment/find-temporary-rate-table.js';
import { findTemporaryRates } from '../dismemberment/find-temporary-rates.js';
import type { DismembermentRates } from '../dismemberment/rate-table.types.js';
import { roundHalfAwayFromZero } from '../numbers/round-half-away-from-zero.js';
import { convertAmountToWords } from '../words/convert-amount-to-words.js';
import type { FormulaValue } from './formula-ast.types.js';
import type { FormulaRuntime } from './formula-runtime.types.js';
import { isFormulaTruthy, toFormulaNumber } from './to-formula-number.js';

/** A function of the formula language. */
export type FormulaFunction = {
  /** Fewest arguments. */
  minArgs: number;
  /** Most arguments. */
  maxArgs: number;
  /** Computes the result from evaluated arguments (`if` is special-cased: its branches are lazy). */
  apply: (args: readonly FormulaValue[], runtime: FormulaRuntime) => FormulaValue;
};

const MANY = Number.POSITIVE_INFINITY;

function numeric(transform: (value: number) => number): FormulaFunction {
  return {
    minArgs: 1,
    maxArgs: 1,
    apply: ([value = null]) => {
      const number = toFormulaNumber(value);
      return number === null ? null : transform(number);
    },
  };
}

function aggregate(combine: (values: number[]) => number): FormulaFunction {
  return {
    minArgs: 1,
    maxArgs: MANY,
    apply: (args) => {
      const numbers: number[] = [];
      for (const arg of args) {
        if (arg === null) continue;
        const number = toFormulaNumber(arg);
        if (number === null) return null;
        numbers.push(number);
      }
      return numbers.length === 0 ? null : combine(numbers);
    },
  };
}

function rate(
  pick: keyof DismembermentRates,
  find: (key: number, runtime: FormulaRuntime) => DismembermentRates | null,
): FormulaFunction {
  return {
    minArgs: 1,
    maxArgs: 1,
    apply: ([key = null], runtime) => {
      const number = toFormulaNumber(key);
      return number === null ? null : (find(number, runtime)?.[pick] ?? null);
    },
  };
}

function typedRate(pick: keyof DismembermentRates): FormulaFunction {
  return {
    minArgs: 2,
    maxArgs: 2,
    apply: ([type = null, key = null], runtime) => {
      const number = toFormulaNumber(key);
      if (number === null) return null;
      const typeText = type === null ? null : String(type);
      return (
        findDismembermentRates(runtime.tenant, runtime.getProductCode(), typeText, number)?.[pick] ?? null
      );
    },
  };
}

const findLife = (age: number, runtime: FormulaRuntime): DismembermentRates | null =>
  findLifeRates(runtime.tenant.rate_tables.life, age);

const findTemporary = (years: number, runtime: FormulaRuntime): DismembermentRates | null => {
  const table = findTemporaryRateTable(runtime.tenant, runtime.getProductCode());
  return table ? findTemporaryRates(table, years) : null;
};

/**
 * The functions of the formula language, by lower-case name (documented in the package README).
 * Every function gives null when an argument it needs is missing or not a number.
 */
export const FORMULA_FUNCTIONS: Readonly<Record<string, FormulaFunction>> = {
  round: {
    minArgs: 1,
    maxArgs: 2,
    apply: ([value = null, places = 0]) => {
      const number = toFormulaNumber(value);
      const digits = toFormulaNumber(places);
      if (number === null || digits === null || !Number.isInteger(digits)) return null;
      return roundHalfAwayFromZero(number, digits);
    },
  },
  floor: numeric(Math.floor),
  ceil: numeric(Math.ceil),
  abs: numeric(Math.abs),
  min: aggregate((values) => Math.min(...values)),
  max: aggregate((values) => Math.max(...values)),
  sum: aggregate((values) => values.reduce((total, value) => total + value, 0)),
  if: {
    minArgs: 2,
    maxArgs: 3,
    apply: ([condition = null, whenTrue = null, whenFalse = null]) =>
      isFormulaTruthy(condition) ? whenTrue : whenFalse,
  },
  and: { minArgs: 1, maxArgs: MANY, apply: (args) => (args.every(isFormulaTruthy) ? 1 : 0) },
  or: { minArgs: 1, maxArgs: MANY, apply: (args) => (args.some(isFormulaTruthy) ? 1 : 0) },
  not: { minArgs: 1, maxArgs: 1, apply: ([value = null]) => (isFormulaTruthy(value) ? 0 : 1) },
  coalesce: {
    minArgs: 1,
    maxArgs: MANY,
    apply: (args) => args.find((arg) => arg !== null && arg !== '') ?? null,
  },
  age: {
    minArgs: 1,
    maxArgs: 1,
    apply: ([date = null], runtime) => {
      const birth = typeof date === 'string' ? parseDate(date) : null;
      return birth ? computeAge(birth, runtime.today) : null;
    },
  },
  life_usufruct: rate('usufruct', findLife),
  life_bare: rate('bare_ownership', findLife),
  temporary_usufruct: rate('usufruct', findTemporary),
  temporary_bare: rate('bare_ownership', findTemporary),
  usufruct_rate: typedRate('usufruct'),
  bare_rate: typedRate('bare_ownership'),
  product_price: { minArgs: 0, maxArgs: 0, apply: (_args, runtime) => runtime.getProductPrice() },
  words: {
    minArgs: 1,
    maxArgs: 1,
    apply: ([value = null]) => {
      const number = toFormulaNumber(value);
      return number === null ? null : convertAmountToWords(number);
    },
  },
};
