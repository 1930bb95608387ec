import {
  NON_INPUT_ELEMENT_TYPES,
  type FormState,
  type LoadedForm,
  type ValueEntry,
} from '@souscription/form-engine';

/** Ids of a block's elements, display order. */
export function getBlockElementIds(formState: FormState, blockId: number): number[] {
  const { form } = formState;
  const blockIndex = form.blockIndexById.get(blockId);
  if (blockIndex === undefined) return [];
  return form.blocks[blockIndex]!.elementIndices.map((index) => form.elements[index]!.element.id);
}

/**
 * What a block submits: every element a user fills (not calculated, read-only, output, button or
 * presentation), empty ones as '' so that a cleared answer is cleared on the server too.
 */
export function getBlockValueEntries(formState: FormState, blockId: number): ValueEntry[] {
  const { form } = formState;
  const blockIndex = form.blockIndexById.get(blockId);
  if (blockIndex === undefined) return [];
  return form.blocks[blockIndex]!.elementIndices.flatMap((index) => {
    const loaded = form.elements[index]!;
    const { element } = loaded;
    if (loaded.formula || element.attributes.readonly === true || NON_INPUT_ELEMENT_TYPES.has(element.type)) {
      return [];
    }
    return [{ elementId: element.id, value: formState.getValue(element.id) }];
  });
}

/** The product code a save carries: the product choice element's value, else the dossier's. */
export function getProductCode(formState: FormState, dossierProductCode: string | null): string | null {
  const productElementId = formState.form.definition.form.product_choice_element_id;
  if (productElementId !== null && productElementId !== undefined) {
    const value = formState.getValue(productElementId);
    if (typeof value === 'string' && value !== '') return value;
  }
  return dossierProductCode;
}

/** A block's title, '' for a block the form does not hold. */
export function getBlockTitle(form: LoadedForm, blockId: number): string {
  return form.blocks[form.blockIndexById.get(blockId) ?? -1]?.block.title ?? '';
}

/**
 * The page's visible blocks hold a visible `button` back to the dashboard (the finalisation's): the
 * wizard then adds no link of its own beside it.
 */
export function hasDashboardButton(formState: FormState, blockIds: readonly number[]): boolean {
  const { form } = formState;
  return blockIds.some((blockId) => {
    if (!formState.isBlockVisible(blockId)) return false;
    const block = form.blocks[form.blockIndexById.get(blockId) ?? -1];
    return (block?.elementIndices ?? []).some((index) => {
      const { element } = form.elements[index]!;
      return (
        element.type === 'button' &&
        element.attributes.action === 'dashboard' &&
        formState.isVisible(element.id)
      );
    });
  });
}
