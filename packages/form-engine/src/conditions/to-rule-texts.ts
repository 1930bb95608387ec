import type { RuleValue } from '../definition/condition-rule.types.js';

/** Reads a rule's value as one text (lists give their first item, null gives empty text). */
export function toRuleText(value: RuleValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return String(value[0] ?? '');
  return String(value);
}

/** Reads a rule's value as a list (text gives a one-item list, empty text and null an empty list). */
export function toRuleList(value: RuleValue | undefined): readonly string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}
