import { describe, expect, it } from 'vitest';
import {
  applyConditionAction,
  evaluateCondition,
  type ConditionRule,
  type RuleEnvironment,
} from '../../src/index.js';

const environment: RuleEnvironment = {
  getValue: (id) => ({ 1: 'Non', 2: '150000' })[id] ?? '',
  direct: false,
  dossierState: [],
  today: { year: 2025, month: 1, day: 1 },
};

const answerYes: ConditionRule = { type: 'input', input_id: 1, operator: 'equal', value: 'Oui' };
const amountAbove100000: ConditionRule = { type: 'input', input_id: 2, operator: 'greater', value: 100000 };

describe('evaluateCondition', () => {
  it('AND needs every rule (and is the default)', () => {
    expect(evaluateCondition({ rules: [answerYes, amountAbove100000] }, environment)).toBe(false);
    expect(
      evaluateCondition({ rules: [answerYes, amountAbove100000], logical_operator: 'AND' }, environment),
    ).toBe(false);
    expect(evaluateCondition({ rules: [amountAbove100000] }, environment)).toBe(true);
  });

  it("OR needs one rule: the block of spec 5 appears when an answer is 'Oui' or the amount exceeds 100000", () => {
    expect(
      evaluateCondition({ rules: [answerYes, amountAbove100000], logical_operator: 'OR' }, environment),
    ).toBe(true);
    const small: RuleEnvironment = {
      ...environment,
      getValue: (id) => ({ 1: 'Non', 2: '100000' })[id] ?? '',
    };
    expect(evaluateCondition({ rules: [answerYes, amountAbove100000], logical_operator: 'OR' }, small)).toBe(
      false,
    );
  });

  it('a condition without rules is ignored', () => {
    expect(evaluateCondition({ rules: [] }, environment)).toBeNull();
  });
});

describe('applyConditionAction', () => {
  it.each([
    [true, true, false, true],
    [false, true, true, false],
    [true, false, true, false],
    [false, false, false, true],
    [null, true, false, false],
    [true, undefined, true, true],
    [false, null, false, false],
  ])('holds=%s action=%s fallback=%s → %s', (holds, action, fallback, expected) => {
    expect(applyConditionAction(holds, action, fallback)).toBe(expected);
  });
});
