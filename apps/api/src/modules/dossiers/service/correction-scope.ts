import { isBackOfficeRole, MANAGEABLE_INTEGRATION_STATES, type TApiError } from '@souscription/contract';
import type { FormDefinition } from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { findOpenItemTargets, getOpenRound, type RoundReceipt } from '../../correction-rounds/index.js';
import type { DossierRow } from '../queries.js';

/** The message of an answer or receipt a correction may not touch (issue 35 point 3). */
export const OUTSIDE_ITEMS = 'correction.error.outside-items';

/**
 * What a signed dossier's open correction items reopen (issue 35 point 3): the fields flagged (their
 * blocks reopen), the receipt elements flagged and the receipts at fault; with the round's receipts
 * as they were when it opened.
 */
export type TCorrectionScope = {
  fieldElementIds: ReadonlySet<number>;
  receiptElementIds: ReadonlySet<number>;
  flaggedReceiptIds: ReadonlySet<number>;
  receiptsBefore: readonly RoundReceipt[];
};

/** The dossier's correction scope: null unless it is signed, still under review and has open items. */
export async function readCorrectionScope(
  db: Database,
  dossier: DossierRow,
): Promise<TCorrectionScope | null> {
  if (!dossier.status.includes('signed')) return null;
  if (!(MANAGEABLE_INTEGRATION_STATES as readonly string[]).includes(dossier.integrationState)) return null;
  const targets = await findOpenItemTargets(db, dossier.id);
  if (targets.length === 0) return null;
  const round = await getOpenRound(db, dossier.id);
  const ids = (kind: string) =>
    new Set(targets.filter((t) => t.kind === kind && t.elementId !== null).map((t) => t.elementId!));
  return {
    fieldElementIds: ids('field'),
    receiptElementIds: ids('receipt'),
    flaggedReceiptIds: new Set(targets.flatMap((t) => (t.receiptId === null ? [] : [t.receiptId]))),
    receiptsBefore: round?.receiptsBefore ?? [],
  };
}

/** Corrections are made by whoever may change the dossier's answers but the back office (it flags). */
function assertCorrector(actor: Actor): void {
  if (isBackOfficeRole(actor.role)) throw ApiError.forbidden('status', 'api.error.dossier-read-only');
}

/** The blocks holding a flagged field: the only ones a correction reopens. */
export function findCorrectionBlockIds(definition: FormDefinition, scope: TCorrectionScope): Set<number> {
  return new Set(
    definition.elements.filter((e) => scope.fieldElementIds.has(e.id)).map((element) => element.block_id),
  );
}

/**
 * A block saved during a correction: its block must hold a flagged field, and so must every answer
 * sent (422 `correction.error.outside-items` naming each answer outside, or the block when none).
 */
export function assertCorrectionSave(
  actor: Actor,
  definition: FormDefinition,
  scope: TCorrectionScope,
  request: { submittingBlockId: number; values: readonly { elementId: number }[] },
): void {
  assertCorrector(actor);
  const blocks = findCorrectionBlockIds(definition, scope);
  const blockOf = new Map(definition.elements.map((element) => [element.id, element.block_id]));
  const reopened = (elementId: number) => {
    const blockId = blockOf.get(elementId);
    return blockId !== undefined && blocks.has(blockId);
  };
  const errors: TApiError[] = request.values
    .filter((entry) => !reopened(entry.elementId))
    .map((entry) => ({ property: String(entry.elementId), message: OUTSIDE_ITEMS }));
  if (errors.length === 0 && !blocks.has(request.submittingBlockId)) {
    errors.push({ property: 'submittingBlockId', message: OUTSIDE_ITEMS });
  }
  if (errors.length > 0) throw ApiError.unprocessable(errors);
}

/** Receipts sent during a correction: only on a flagged receipt element (422 naming each other one). */
export function assertCorrectionUpload(
  actor: Actor,
  scope: TCorrectionScope,
  uploads: readonly { elementId: number }[],
): void {
  assertCorrector(actor);
  const errors = uploads.flatMap((upload, index) =>
    scope.receiptElementIds.has(upload.elementId)
      ? []
      : [{ property: `receipts.${index}.elementId`, message: OUTSIDE_ITEMS }],
  );
  if (errors.length > 0) throw ApiError.unprocessable(errors);
}

/**
 * A receipt removed during a correction: the one flagged (it is being replaced), or one added since
 * the round opened on a flagged element (the corrector takes back his own); every other stays.
 */
export function assertCorrectionRemoval(
  actor: Actor,
  scope: TCorrectionScope,
  receipt: { id: number; elementId: number },
): void {
  assertCorrector(actor);
  const added =
    scope.receiptElementIds.has(receipt.elementId) &&
    !scope.receiptsBefore.some((before) => before.receiptId === receipt.id);
  if (!scope.flaggedReceiptIds.has(receipt.id) && !added) {
    throw ApiError.unprocessable([{ property: 'receiptId', message: OUTSIDE_ITEMS }]);
  }
}
