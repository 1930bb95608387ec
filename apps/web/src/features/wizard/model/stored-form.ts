import type { TDossier } from '@souscription/contract';
import type { LoadedForm, RawValueEntry } from '@souscription/form-engine';
import { getStored, setStored } from '../../../shared/storage/local-storage';

/** The referential of a form (spec 02 §3): element names to ids, its block ids, its product element. */
export type TStoredReferential = {
  formId: number;
  elements: Record<string, number>;
  blocks: number[];
  productId: number | null;
};

/**
 * Keeps the open folder's answers as the server last gave them under `form` (spec 02 §3, « form
 * (values) »), beside dossier_state, receipts and authorized_clients; opening another folder clears it.
 */
export function storeFormValues(dossier: Pick<TDossier, 'values'>): void {
  setStored('form', dossier.values);
}

/** Keeps the open form's referential under `referential` (spec 02 §3, the mapping call's answer). */
export function storeReferential(formId: number, form: LoadedForm): void {
  const referential: TStoredReferential = {
    formId,
    elements: Object.fromEntries(form.elements.map(({ element }) => [element.name, element.id])),
    blocks: form.blocks.map(({ block }) => block.id),
    productId: form.definition.form.product_choice_element_id ?? null,
  };
  setStored('referential', referential);
}

/**
 * Keeps under `validate` whether the open folder is shown as validated summaries, read-only (spec 02
 * §2: « complete (validate for read-only) »).
 */
export function storeValidate(readOnly: boolean): void {
  setStored('validate', readOnly);
}

const isToggleValue = (value: unknown): value is boolean | string =>
  typeof value === 'boolean' || typeof value === 'string';

/**
 * Spec 02 §5: a toggle whose value is neither a boolean nor a string is reset from the stored values
 * (`form`); the engine then resets what is still neither to the toggle's default.
 */
export function restoreToggleValues(form: LoadedForm, values: readonly RawValueEntry[]): RawValueEntry[] {
  const stored = getStored('form');
  if (!Array.isArray(stored)) return [...values];
  const toggles = new Set(
    form.elements.filter(({ element }) => element.type === 'toggle').map(({ element }) => element.id),
  );
  const kept = new Map<number, unknown>();
  for (const entry of stored as { elementId?: unknown; value?: unknown }[]) {
    if (typeof entry?.elementId === 'number') kept.set(entry.elementId, entry.value);
  }
  return values.map((entry) => {
    const previous = kept.get(entry.elementId);
    if (!toggles.has(entry.elementId) || isToggleValue(entry.value) || !isToggleValue(previous)) return entry;
    return { ...entry, value: previous };
  });
}
