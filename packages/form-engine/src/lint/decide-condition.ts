import { evaluateRule } from '../conditions/evaluate-rule.js';
import type { ConditionRule, LogicalOperator } from '../definition/condition-rule.types.js';
import type { FormElement } from '../definition/form-definition.types.js';
import { parseNumber } from '../values/parse-number.js';
import { toRuleText } from '../conditions/to-rule-texts.js';

/** What the linter can tell of a condition: it never holds, always holds, or either (or it cannot tell). */
export type ConditionVerdict = 'never' | 'always' | 'undecided';

const DECIDABLE_OPERATORS = new Set<ConditionRule['operator']>([
  'equal',
  'not_equal',
  'greater',
  'greater_equal',
  'smaller',
  'smaller_equal',
]);
const TODAY = { year: 2000, month: 1, day: 1 };

/** Whether a rule compares one single-valued element with one value by equality or order: decided exactly. */
function isDecidable(rule: ConditionRule, getElement: (id: number) => FormElement | undefined): boolean {
  if (rule.type !== 'input' || !DECIDABLE_OPERATORS.has(rule.operator)) return false;
  if (Array.isArray(rule.value) || typeof rule.input_id !== 'number') return false;
  const element = getElement(rule.input_id);
  return element !== undefined && element.attributes.multiple !== true;
}

/**
 * The values worth trying for an element read by the given rules: its options and the empty value when
 * it has options; else every compared value, the midpoints between consecutive numbers, one below the
 * least and one above the greatest, a fresh text and the empty value. Between two consecutive candidates
 * every rule keeps its answer, so trying these is exact for equality and order.
 */
function listCandidates(element: FormElement, rules: readonly ConditionRule[]): string[] {
  const options = element.attributes.options;
  if (options && options.length > 0) return ['', ...options.map((option) => option.value)];
  const texts = rules.map((rule) => toRuleText(rule.value));
  const numbers = [...new Set(texts.map(parseNumber).filter((n): n is number => n !== null))].sort(
    (a, b) => a - b,
  );
  const candidates = new Set<string>(['', '\u0000lint', ...texts]);
  numbers.forEach((value, index) => {
    candidates.add(String(value));
    const following = numbers[index + 1];
    if (following !== undefined) candidates.add(String((value + following) / 2));
  });
  if (numbers.length > 0) {
    candidates.add(String(numbers[0]! - 1));
    candidates.add(String(numbers[numbers.length - 1]! + 1));
  }
  return [...candidates];
}

/**
 * Decides a condition exactly where cheap: rules comparing one element by equality or order (an element
 * with options takes only its options or nothing), combined by AND or OR. Rules of other kinds (dates,
 * lists, `contains`, dossier and state) are taken as able to go either way, so a condition that holds on
 * them is `undecided` rather than wrongly `never`.
 */
export function decideCondition(
  rules: readonly ConditionRule[],
  logicalOperator: LogicalOperator | null | undefined,
  getElement: (id: number) => FormElement | undefined,
): ConditionVerdict {
  if (rules.length === 0) return 'undecided';
  const groups = new Map<number, ConditionRule[]>();
  let undecidable = 0;
  for (const rule of rules) {
    if (!isDecidable(rule, getElement)) {
      undecidable += 1;
      continue;
    }
    const id = rule.input_id as number;
    groups.set(id, [...(groups.get(id) ?? []), rule]);
  }
  const isOr = logicalOperator === 'OR';
  // Per element: can its rules all hold (AND) / any hold (OR), and do they always?
  let someNever = false;
  let allNever = true;
  let someAlways = false;
  let allAlways = true;
  for (const [id, group] of groups) {
    const element = getElement(id) as FormElement;
    let possible = false;
    let always = true;
    for (const candidate of listCandidates(element, group)) {
      const environment = { getValue: () => candidate, direct: false, dossierState: [], today: TODAY };
      const results = group.map((rule) => evaluateRule(rule, environment));
      const holds = isOr ? results.some(Boolean) : results.every(Boolean);
      if (holds) possible = true;
      else always = false;
    }
    if (!possible) someNever = true;
    else allNever = false;
    if (always) someAlways = true;
    else allAlways = false;
  }
  if (isOr) {
    if (someAlways) return 'always';
    if (undecidable === 0 && allNever) return 'never';
    return 'undecided';
  }
  if (someNever) return 'never';
  if (undecidable === 0 && allAlways) return 'always';
  return 'undecided';
}
