import type { TApiError } from '@souscription/contract';
import {
  createFormState,
  type FormContext,
  type LoadedForm,
  type ValueEntry,
} from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import type { DossierRow } from '../queries.js';
import { dossierContext } from './dossier-context.js';
import { toStoredValueEntries } from './to-dossier-values.js';

/** Every error of the visible blocks, as `elementId|message`. */
function listFormErrors(
  loaded: LoadedForm,
  context: FormContext,
  values: readonly ValueEntry[],
): Map<string, TApiError> {
  const state = createFormState(loaded, context, [...values]);
  const errors = new Map<string, TApiError>();
  for (const { block } of loaded.blocks) {
    if (!state.isBlockVisible(block.id)) continue;
    for (const error of state.validateBlock(block.id)) {
      const property = String(error.elementId);
      errors.set(`${property}|${error.message}`, { property, message: error.message });
    }
  }
  return errors;
}

/**
 * The engine's rules on the whole form (issue 35 point 3): the errors corrected answers make appear
 * — an answer of another block they invalidate, by a rule reading them. Errors the signed answers
 * already had are not the correction's.
 */
export function findNewFormErrors(
  loaded: LoadedForm,
  context: FormContext,
  before: readonly ValueEntry[],
  after: readonly ValueEntry[],
): TApiError[] {
  const had = listFormErrors(loaded, context, before);
  const has = listFormErrors(loaded, context, after);
  return [...has].filter(([key]) => !had.has(key)).map(([, error]) => error);
}

/**
 * The answers of a signed dossier under correction that the changes since its round opened made
 * invalid (issue 35): what the checklist shows still to fix, and what must be fixed before the
 * correction is sent. Element ids.
 */
export async function findCorrectionErrors(
  db: Database,
  forms: FormStore,
  dossier: DossierRow,
  tenantCode: string,
  answersBefore: Readonly<Record<string, unknown>>,
): Promise<number[]> {
  const { loaded } = await forms.getLoadedForm(dossier.formId);
  const context = await dossierContext(db, dossier, tenantCode);
  const errors = findNewFormErrors(
    loaded,
    context,
    toStoredValueEntries(answersBefore),
    toStoredValueEntries(dossier.values),
  );
  return [...new Set(errors.map((error) => Number(error.property)))];
}
