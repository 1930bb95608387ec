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
  const { rules } = condition;
  if (rules.length === 0) return null;
  // Note: loops rather than some / every, which would allocate a closure at each evaluation.
  const any = condition.logical_operator === 'OR';
  for (const rule of rules) if (evaluateRule(rule, environment) === any) return any;
  return !any;
}
