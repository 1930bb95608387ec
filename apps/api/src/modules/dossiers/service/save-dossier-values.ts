import { isBackOfficeRole, type TDossier, type TSaveDossierValuesRequest } from '@souscription/contract';
import {
  createFormState,
  getTodayInParis,
  parseNumber,
  validateSubmission,
  type FormDefinition,
  type LoadedForm,
  type ValueEntry,
} from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import type { FormStore } from '../../forms/index.js';
import { updateDossierValuesAtVersion, type DossierRow } from '../queries.js';
import { assertValuesEditable } from './assert-values-editable.js';
import { assertCorrectionSave, findCorrectionBlockIds, readCorrectionScope } from './correction-scope.js';
import { findNewFormErrors } from './find-new-form-errors.js';
import { mayGiveDeclarations } from './may-give-declarations.js';
import { checkSubmittedChoices } from './check-submitted-choices.js';
import { computeDossierSummary } from './compute-dossier-summary.js';
import { dossierContext } from './dossier-context.js';
import { findDossierForActor } from './find-dossier.js';
import { findSearchableParts } from './find-searchable-parts.js';
import { toDossier } from './to-dossier.js';
import { toStoredValueEntries } from './to-dossier-values.js';

/** The first error of a correction that makes answers of other blocks invalid (issue 35). */
export const BREAKS_OTHER_ANSWERS = 'correction.error.breaks-other-answers';

/**
 * Saving state (spec 02 §4): only the back-office form moves the dossier's state on a submit — when
 * a back-office user submits its last visible block, the paper subscription is `registered`. On
 * every other form the state moves through its own flows (signature, management).
 */
function nextStatusAfterSubmit(
  actor: Actor,
  dossier: DossierRow,
  loaded: LoadedForm,
  definition: FormDefinition,
  values: ValueEntry[],
  submittingBlockId: number,
): string[] {
  if (!dossier.backOfficeForm || !isBackOfficeRole(actor.role) || !dossier.status.includes('ongoing')) {
    return dossier.status;
  }
  const state = createFormState(
    loaded,
    { direct: dossier.direct, dossierState: dossier.status, today: getTodayInParis(new Date()) },
    values,
  );
  const pagesLastFirst = [...definition.pages].sort((a, b) => b.rank - a.rank);
  const lastPageBlocks = pagesLastFirst
    .map((page) => state.getVisibleBlockIds(page.id))
    .find((ids) => ids.length > 0);
  return lastPageBlocks?.[lastPageBlocks.length - 1] === submittingBlockId ? ['registered'] : dossier.status;
}

/** Summary columns kept beside the values so lists need not read them. */
function summaryOf(
  values: ValueEntry[],
  amountElementId: number | undefined,
  productElementId: number | null,
) {
  const byId = new Map(values.map((entry) => [entry.elementId, entry.value]));
  const amount = amountElementId === undefined ? undefined : byId.get(amountElementId);
  const amountNumber = typeof amount === 'string' ? parseNumber(amount) : null;
  const product = productElementId === null ? undefined : byId.get(productElementId);
  return {
    amountCents: amountNumber === null ? null : Math.round(amountNumber * 100),
    productCode: typeof product === 'string' && product ? product : null,
  };
}

/**
 * The version the caller read: the `If-Match` header (`"3"`, `W/"3"`) when sent, else the body's
 * `version`; 422 for a header that is no version.
 */
export function readExpectedVersion(
  ifMatch: string | undefined,
  bodyVersion: number | undefined,
): number | undefined {
  const header = ifMatch?.replace(/^W\//, '').replace(/"/g, '').trim();
  const fromHeader = header ? Number(header) : undefined;
  if (fromHeader !== undefined && !Number.isInteger(fromHeader)) {
    throw ApiError.unprocessable([{ property: 'if-match', message: 'api.error.version' }]);
  }
  return fromHeader ?? bodyVersion;
}

/** The request's block, checked by the engine (and on the whole form during a correction); its values. */
async function checkSubmission(
  db: Database,
  actor: Actor,
  dossier: DossierRow,
  form: { loaded: LoadedForm; definition: FormDefinition },
  request: TSaveDossierValuesRequest,
  reopened: ReadonlySet<number> | null,
): Promise<ValueEntry[]> {
  const choices = checkSubmittedChoices(form.definition, request.submittingBlockId, request.values);
  if (choices.errors.length > 0) throw ApiError.unprocessable(choices.errors);
  const context = await dossierContext(db, dossier, actor.tenantCode, request.productCode);
  const storedValues = toStoredValueEntries(dossier.values);
  const result = validateSubmission({
    definition: form.loaded,
    context,
    storedValues,
    submittedValues: choices.values,
    submittingBlockId: request.submittingBlockId,
  });
  if (result.errors.length > 0) {
    throw ApiError.unprocessable(result.errors.map(({ property, message }) => ({ property, message })));
  }
  if (reopened) {
    // An answer of another reopened block it invalidates is corrected in the same round.
    const blockOf = new Map(form.definition.elements.map((e) => [String(e.id), e.block_id]));
    const broken = findNewFormErrors(form.loaded, context, storedValues, result.values).filter(
      (error) => !reopened.has(blockOf.get(error.property) ?? 0),
    );
    if (broken.length > 0) {
      throw ApiError.unprocessable([{ property: 'values', message: BREAKS_OTHER_ANSWERS }, ...broken]);
    }
  }
  return result.values;
}

/**
 * Who may save: during a correction (issue 35), a block holding a flagged field only; otherwise the
 * dossier's editing rules, but for the subscriber's declarations given before signing. During a
 * correction, the blocks it reopens; null otherwise.
 */
async function assertMaySave(
  db: Database,
  actor: Actor,
  dossier: DossierRow,
  definition: FormDefinition,
  request: TSaveDossierValuesRequest,
): Promise<ReadonlySet<number> | null> {
  const scope = await readCorrectionScope(db, dossier);
  if (scope) {
    assertCorrectionSave(actor, definition, scope, request);
    return findCorrectionBlockIds(definition, scope);
  }
  // An envelope out locks the answers, but for the subscriber's declarations she gives before signing.
  if (!(await mayGiveDeclarations(db, actor, dossier, definition, request.submittingBlockId))) {
    assertValuesEditable(actor, dossier);
  }
  return null;
}

/**
 * `PUT /dossiers/{id}/values`: the submitted block's values are checked by the same engine as in
 * the browser, rebuilt from the stored form and values; then saved in one statement that checks the
 * version read (409 when the dossier changed meanwhile). Values of elements the caller may not edit
 * (calculated, read-only, hidden, disabled, other blocks) are recomputed or ignored, never trusted.
 * A correction of a signed dossier keeps its last submitted block (it is not a step forward).
 */
export async function saveDossierValues(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  request: TSaveDossierValuesRequest,
  expectedVersion: number | undefined,
): Promise<TDossier> {
  const dossier = await findDossierForActor(db, actor, id);
  const { loaded, definition } = await forms.getLoadedForm(dossier.formId);
  const reopened = await assertMaySave(db, actor, dossier, definition, request);
  if (expectedVersion === undefined) {
    throw new ApiError(428, [{ property: 'version', message: 'api.error.version-required' }]);
  }
  if (expectedVersion !== dossier.version) throw ApiError.conflict('version', 'api.error.dossier-changed');
  const entries = await checkSubmission(db, actor, dossier, { loaded, definition }, request, reopened);

  const amountElement = definition.elements.find((e) => e.attributes.role === 'subscription_amount');
  const status = nextStatusAfterSubmit(
    actor,
    dossier,
    loaded,
    definition,
    entries,
    request.submittingBlockId,
  );
  const summary = summaryOf(entries, amountElement?.id, definition.form.product_choice_element_id ?? null);
  const values = Object.fromEntries(entries.map((entry) => [String(entry.elementId), entry.value]));
  const derived = computeDossierSummary(definition.elements, values);
  const productCode = summary.productCode ?? request.productCode ?? dossier.productCode;
  // Note: the folder is found by its product and title: both follow the answers saved.
  const searchable = await findSearchableParts(db, dossier, definition, productCode);
  const saved = await updateDossierValuesAtVersion(db, id, dossier.version, {
    values,
    lastSubmittedBlockId: (reopened ? dossier.lastSubmittedBlockId : null) ?? request.submittingBlockId,
    status,
    productCode,
    ...searchable,
    amountCents: derived.amountCents ?? summary.amountCents ?? dossier.amountCents,
    amountPaidCents: derived.amountPaidCents,
    detentionMode: derived.detentionMode,
    dismembermentType: derived.dismembermentType,
    dismembermentScope: derived.dismembermentScope,
  });
  if (!saved) throw ApiError.conflict('version', 'api.error.dossier-changed');
  return toDossier(db, forms, saved, actor.tenantCode);
}
