import { NON_INPUT_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { ConditionRule, LogicalOperator } from '../definition/condition-rule.types.js';
import { decideCondition } from './decide-condition.js';
import { addFinding, type LintContext } from './lint-context.js';

type Visibility = 'never' | 'possibly-never' | 'maybe';

/** Whether the flag an action sets can ever be `wanted`, from the verdict on its condition. */
function canBe(
  condition:
    { rules: readonly ConditionRule[]; logical_operator?: LogicalOperator | null } | null | undefined,
  action: boolean | undefined,
  staticValue: boolean,
  wanted: boolean,
  context: LintContext,
): boolean {
  if (!condition || condition.rules.length === 0 || action === undefined) return staticValue === wanted;
  const verdict = decideCondition(condition.rules, condition.logical_operator, (id) =>
    context.elementById.get(id),
  );
  if (verdict === 'undecided') return true;
  return (verdict === 'always') === (action === wanted);
}

/** Whether a tenant rule for the element's role sets `flag` to `value`. */
function shownByTenant(
  context: LintContext,
  role: string | null | undefined,
  flag: 'visible' | 'disabled',
  value: boolean,
): boolean {
  return (
    !!role && context.tenant.rules.some((rule) => rule.target_role === role && rule.actions[flag] === value)
  );
}

/** Blocks, then elements, that can never be visible (`visibility.never-visible`); the others may be. */
function findNeverVisible(context: LintContext): Map<number, Visibility> {
  const blockVisibility = new Map<number, Visibility>();
  for (const block of context.definition.blocks) {
    const visible = canBe(
      block.condition,
      block.condition?.actions.visible,
      block.visible !== false,
      true,
      context,
    );
    blockVisibility.set(block.id, visible ? 'maybe' : 'never');
    if (!visible) {
      addFinding(context, {
        severity: 'error',
        code: 'visibility.never-visible',
        blockIds: [block.id],
        pageIds: [block.page_id],
        params: { title: block.title },
      });
    }
  }

  const visibility = new Map<number, Visibility>();
  for (const element of context.elementById.values()) {
    if (blockVisibility.get(element.block_id) === 'never') {
      visibility.set(element.id, 'never');
      continue;
    }
    const condition = element.condition;
    const visible =
      shownByTenant(context, element.attributes.role, 'visible', true) ||
      canBe(condition, condition?.actions.visible, true, true, context);
    visibility.set(element.id, visible ? 'maybe' : 'never');
    if (!visible) {
      addFinding(context, {
        severity: 'error',
        code: 'visibility.never-visible',
        elementIds: [element.id],
        blockIds: [element.block_id],
        params: { name: element.name },
      });
    }
  }
  return visibility;
}

/** Elements whose condition reads an input element never visible (`visibility.possibly-never-visible`). */
function markPossiblyNeverVisible(context: LintContext, visibility: Map<number, Visibility>): void {
  // An input element never visible keeps its default value: what reads it is possibly stuck.
  const isStuck = (id: number): boolean => {
    const element = context.elementById.get(id);
    return (
      element !== undefined &&
      visibility.get(id) !== 'maybe' &&
      !element.calculate?.trim() &&
      !NON_INPUT_ELEMENT_TYPES.has(element.type)
    );
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const element of context.elementById.values()) {
      if (visibility.get(element.id) !== 'maybe') continue;
      const block = context.blockById.get(element.block_id);
      const reads = [
        ...(element.condition?.actions.visible !== undefined ? (element.condition?.rules ?? []) : []),
        ...(block?.condition?.actions.visible !== undefined ? (block?.condition?.rules ?? []) : []),
      ];
      const through = reads.find((rule) => typeof rule.input_id === 'number' && isStuck(rule.input_id));
      if (!through) continue;
      visibility.set(element.id, 'possibly-never');
      changed = true;
      addFinding(context, {
        severity: 'warning',
        code: 'visibility.possibly-never-visible',
        elementIds: [element.id, through.input_id as number],
        blockIds: [element.block_id],
        params: {
          name: element.name,
          through: context.elementById.get(through.input_id as number)?.name ?? '',
        },
      });
    }
  }
}

/**
 * Required elements that can never be filled: never visible or disabled for good (errors), possibly
 * never visible, or read-only without a default value (warnings).
 */
function checkRequiredFillable(context: LintContext, visibility: ReadonlyMap<number, Visibility>): void {
  for (const element of context.elementById.values()) {
    if (element.calculate?.trim() || NON_INPUT_ELEMENT_TYPES.has(element.type)) continue;
    const { attributes, condition } = element;
    const role = attributes.role;
    const requirable =
      attributes.required === true ||
      condition?.actions.required === true ||
      (!!role && context.tenant.rules.some((rule) => rule.target_role === role && rule.actions.required));
    if (!requirable) continue;
    const enabled =
      shownByTenant(context, role, 'disabled', false) ||
      canBe(condition, condition?.actions.disabled, attributes.disabled === true, false, context);
    const seen = visibility.get(element.id);
    const defaultValue = attributes.defaultValue;
    if (
      enabled &&
      seen === 'maybe' &&
      attributes.readonly === true &&
      (defaultValue === undefined || defaultValue === null || defaultValue === '')
    ) {
      // Note: a warning, not an error: a read-only required element is how a form blocks a submission with
      // its own message (the subscription form's « produit non proposé »).
      addFinding(context, {
        severity: 'warning',
        code: 'required.never-fillable',
        elementIds: [element.id],
        blockIds: [element.block_id],
        params: { name: element.name, reason: 'readonly' },
      });
      continue;
    }
    if (!enabled || seen !== 'maybe') {
      addFinding(context, {
        severity: !enabled || seen === 'never' ? 'error' : 'warning',
        code: 'required.never-fillable',
        elementIds: [element.id],
        blockIds: [element.block_id],
        params: { name: element.name, reason: !enabled ? 'disabled' : 'hidden' },
      });
    }
  }
}

/**
 * Reports blocks and elements that can never be visible (a static `visible: false`, a condition that
 * never holds, or always holds while it hides; a hidden block hides its elements) — `visibility.never-visible`
 * — and those that possibly never are because their condition reads an input element never visible, whose
 * value then stays its default — `visibility.possibly-never-visible`. Then reports required elements that
 * can never be filled: never visible, or disabled with nothing to enable them (errors), possibly never
 * visible, or read-only without a default value (warnings).
 */
export function checkVisibility(context: LintContext): void {
  const visibility = findNeverVisible(context);
  markPossiblyNeverVisible(context, visibility);
  checkRequiredFillable(context, visibility);
}
