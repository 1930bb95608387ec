import type { ConditionRule } from '../definition/condition-rule.types.js';
import { addFinding, type LintContext } from './lint-context.js';

const ELEMENT_RULE_TYPES = new Set<ConditionRule['type']>(['input', 'input_date', 'select']);

/**
 * Reports every reference to a missing element (conditions of elements and blocks, formulas, `reference`,
 * children, the product choice, the tenant's products, the ids the application reads) and every tenant
 * rule whose role no element declares — all of them, not the first.
 */
export function checkReferences(context: LintContext): void {
  const { elementById } = context;
  const missing = (
    missingId: number | string,
    where: string,
    owner: { elementIds?: number[]; blockIds?: number[] },
  ): void =>
    addFinding(context, {
      severity: 'error',
      code: 'reference.missing-element',
      ...owner,
      params: { missing: missingId, where },
    });
  for (const element of context.definition.elements) {
    const owner = { elementIds: [element.id], blockIds: [element.block_id] };
    for (const rule of element.condition?.rules ?? []) {
      if (!ELEMENT_RULE_TYPES.has(rule.type)) continue;
      if (rule.input_id === null || rule.input_id === undefined || !elementById.has(rule.input_id))
        missing(rule.input_id ?? 'none', 'condition', owner);
    }
    for (const reference of context.formulas.get(element.id)?.missing ?? [])
      missing(reference.id ?? reference.name ?? reference.text, 'formula', owner);
    if (element.reference !== null && element.reference !== undefined && !elementById.has(element.reference))
      missing(element.reference, 'reference', owner);
    const child = element.attributes.childElementId;
    if (child !== null && child !== undefined && !elementById.has(child))
      missing(child, 'childElementId', owner);
    for (const id of element.attributes.childrenElementsIds ?? [])
      if (!elementById.has(id)) missing(id, 'childrenElementsIds', owner);
  }
  for (const block of context.definition.blocks) {
    for (const rule of block.condition?.rules ?? []) {
      if (!ELEMENT_RULE_TYPES.has(rule.type)) continue;
      if (rule.input_id === null || rule.input_id === undefined || !elementById.has(rule.input_id))
        missing(rule.input_id ?? 'none', 'block condition', { blockIds: [block.id] });
    }
  }
  const productChoice = context.definition.form.product_choice_element_id;
  if (productChoice !== null && productChoice !== undefined && !elementById.has(productChoice))
    missing(productChoice, 'product choice', {});
  for (const [code, product] of Object.entries(context.tenant.products)) {
    if (!elementById.has(product.unit_price_element_id))
      missing(product.unit_price_element_id, `product ${code} unit price`, {});
    const table = product.dismemberment_table_element_id;
    if (table !== null && !elementById.has(table)) missing(table, `product ${code} dismemberment table`, {});
  }
  for (const [key, id] of Object.entries(context.options.requiredElementIds ?? {}))
    if (!elementById.has(id)) missing(id, key, {});
  for (const rule of context.tenant.rules) {
    const roles = new Set([rule.target_role, ...rule.when.tests.map((test) => test.subject)]);
    for (const role of roles) {
      if (role === 'product_code' || context.idsByRole.has(role)) continue;
      addFinding(context, {
        severity: 'error',
        code: 'reference.missing-role',
        params: { rule: rule.id, role },
      });
    }
  }
}
