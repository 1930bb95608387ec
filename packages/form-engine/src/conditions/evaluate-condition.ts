import type { ConditionRule, LogicalOperator } from '../definition/condition-rule.types.js';
import { evaluateRule } from './evaluate-rule.js';
import type { RuleEnvironment } from './rule-environment.types.js';

/**
 * Tells whether a condition's rules hold: all of them for `AND` (the default), any for `OR`.
 * @returns null for a condition without rules, which is ignored.
 */
export function evaluateCondition(
  condition: { rules: readonly ConditionRule[]; logical_operator?: LogicalOperator | null },
  environment: RuleEnvironment,
): boolean | null {
  if (condition.rules.length === 0) return null;
  if (condition.logical_operator === 'OR')
    return condition.rules.some((rule) => evaluateRule(rule, environment));
  return condition.rules.every((rule) => evaluateRule(rule, environment));
}
