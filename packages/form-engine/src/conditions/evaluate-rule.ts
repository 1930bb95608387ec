import { computeAge } from '../dates/compute-age.js';
import { parseDate } from '../dates/parse-date.js';
import type { ConditionRule } from '../definition/condition-rule.types.js';
import { parseNumber } from '../values/parse-number.js';
import { toSingleValue } from '../values/to-single-value.js';
import { toValueList } from '../values/to-value-list.js';
import { compareLists } from './compare-lists.js';
import { compareValues, compareWithNumber } from './compare-values.js';
import type { RuleEnvironment } from './rule-environment.types.js';
import { toRuleList, toRuleText } from './to-rule-texts.js';

/**
 * Evaluates one condition rule (spec 5):
 * - `dossier`: the direct flag compared with `direct` (or `value` read as a flag);
 * - `input`: the element's value compared with `value` (a multiple value compares as a `select` rule);
 * - `input_date`: the age in whole years from the element's dd/mm/yyyy date on `today`, compared with
 *   `value`; an empty or invalid date never satisfies the rule;
 * - `select`: the selected values compared as a set with the rule's values;
 * - `state`: `equal` / `contains` hold when the dossier is in every expected state (`state`, else
 *   `value`), `not_equal` / `not_contains` when it is not; ordering operators never hold.
 */
export function evaluateRule(rule: ConditionRule, environment: RuleEnvironment): boolean {
  switch (rule.type) {
    case 'dossier': {
      const expected = rule.direct ?? readFlag(toRuleText(rule.value));
      if (expected === null) return false;
      return compareValues(String(environment.direct), String(expected), rule.operator);
    }
    case 'input': {
      const value = environment.getValue(rule.input_id ?? Number.NaN);
      if (typeof value !== 'string') return compareLists(value, toRuleList(rule.value), rule.operator);
      if (typeof rule.value === 'number') return compareWithNumber(value, rule.value, rule.operator);
      return compareValues(value, toRuleText(rule.value), rule.operator);
    }
    case 'input_date': {
      const birth = parseDate(toSingleValue(environment.getValue(rule.input_id ?? Number.NaN)));
      const expected = parseNumber(toRuleText(rule.value));
      if (birth === null || expected === null) return false;
      return compareValues(String(computeAge(birth, environment.today)), String(expected), rule.operator);
    }
    case 'select': {
      const selected = toValueList(environment.getValue(rule.input_id ?? Number.NaN));
      return compareLists(selected, toRuleList(rule.value), rule.operator);
    }
    case 'state':
      return evaluateStateRule(rule, environment.dossierState);
    default:
      return false;
  }
}

function readFlag(text: string): boolean | null {
  const normalized = text.trim().toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0') return false;
  return null;
}

function evaluateStateRule(rule: ConditionRule, dossierState: readonly string[]): boolean {
  const expected = rule.state ? [rule.state] : toRuleList(rule.value);
  const inEvery =
    expected.length === 0
      ? dossierState.length === 0
      : expected.every((state) => dossierState.includes(state));
  switch (rule.operator) {
    case 'equal':
    case 'contains':
      return inEvery;
    case 'not_equal':
    case 'not_contains':
      return !inEvery;
    default:
      return false;
  }
}
