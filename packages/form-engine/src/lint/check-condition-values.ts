import { DATE_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { ConditionRule } from '../definition/condition-rule.types.js';
import { toRuleList } from '../conditions/to-rule-texts.js';
import { isNumericElement } from './is-numeric-element.js';
import { addFinding, type LintContext } from './lint-context.js';

const ORDERING = new Set<ConditionRule['operator']>(['greater', 'greater_equal', 'smaller', 'smaller_equal']);
const BY_OPTION = new Set<ConditionRule['operator']>(['equal', 'not_equal', 'contains', 'not_contains']);

/**
 * Reports rules that cannot mean what they say: a value that is not among a choice element's options
 * (`equal` / `not_equal` of `input` rules, any set operator of `select` rules), an ordering operator on an
 * element that does not hold a number (the comparison falls back to text), and an `input_date` rule on an
 * element that is not a date.
 */
export function checkConditionValues(context: LintContext): void {
  const owners: {
    rules: readonly ConditionRule[];
    ids: { elementIds?: number[]; blockIds: number[] };
    owner: string;
  }[] = [
    ...context.definition.elements.map((element) => ({
      rules: element.condition?.rules ?? [],
      ids: { elementIds: [element.id], blockIds: [element.block_id] },
      owner: element.name,
    })),
    ...context.definition.blocks.map((block) => ({
      rules: block.condition?.rules ?? [],
      ids: { blockIds: [block.id] },
      owner: block.title,
    })),
  ];
  for (const { rules, ids, owner } of owners) {
    for (const rule of rules) {
      if (typeof rule.input_id !== 'number') continue;
      const read = context.elementById.get(rule.input_id);
      if (!read) continue;
      const located = { ...ids, elementIds: [...(ids.elementIds ?? []), read.id] };
      const options = read.attributes.options;
      const comparesOptions =
        (rule.type === 'input' && (rule.operator === 'equal' || rule.operator === 'not_equal')) ||
        (rule.type === 'select' && BY_OPTION.has(rule.operator));
      if (options && options.length > 0 && comparesOptions) {
        const values = new Set(options.map((option) => option.value));
        for (const value of toRuleList(rule.value)) {
          if (value === '' || values.has(value)) continue;
          addFinding(context, {
            severity: 'error',
            code: 'condition.unknown-option',
            ...located,
            params: { owner, element: read.name, value, options: [...values].join(', ') },
          });
        }
      }
      if (rule.type === 'input' && ORDERING.has(rule.operator) && !isNumericElement(read)) {
        addFinding(context, {
          severity: 'error',
          code: 'condition.ordering-on-text',
          ...located,
          params: { owner, element: read.name, operator: rule.operator, type: read.type },
        });
      }
      if (rule.type === 'input_date' && !DATE_ELEMENT_TYPES.has(read.type)) {
        addFinding(context, {
          severity: 'error',
          code: 'condition.date-rule-on-non-date',
          ...located,
          params: { owner, element: read.name, type: read.type },
        });
      }
    }
  }
}
