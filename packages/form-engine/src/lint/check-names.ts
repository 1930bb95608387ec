import { addFinding, type LintContext } from './lint-context.js';

/** Reports element names used by more than one element of the form (formulas reference elements by name). */
export function checkNames(context: LintContext): void {
  for (const [name, ids] of context.idsByName) {
    if (ids.length < 2) continue;
    const blockIds = [...new Set(ids.map((id) => context.elementById.get(id)?.block_id ?? -1))];
    addFinding(context, {
      severity: 'error',
      code: 'name.duplicate',
      elementIds: ids,
      blockIds,
      params: { name },
    });
  }
}
