import type { TApiError, TCorrectionItemRequest } from '@souscription/contract';
import { FILE_ELEMENT_TYPES } from '@souscription/form-engine';
import type { Database } from '../../../../db/client.js';
import { ApiError } from '../../../../shared/api-error.js';
import type { FormStore } from '../../../forms/index.js';
import { findDossierReceipts, type CorrectionItemInsert } from '../../corrections-queries.js';
import { buildDossierView, type TViewedDossier } from '../get-dossier-view.js';

/** What the items are checked against: the fields the presentation tab shows, the form's receipt elements, the dossier's receipts. */
type TDossierParts = {
  shownFields: ReadonlySet<number>;
  receiptElements: ReadonlySet<number>;
  receipts: ReadonlyMap<number, number>;
};

async function readDossierParts(
  db: Database,
  forms: FormStore,
  dossier: TViewedDossier,
): Promise<TDossierParts> {
  const [view, definition, receipts] = await Promise.all([
    buildDossierView(db, forms, dossier, 'fr'),
    forms.getDefinition(dossier.formId, 'fr'),
    findDossierReceipts(db, dossier.id),
  ]);
  const shownFields = new Set(
    view.pages.flatMap((page) => page.blocks.flatMap((block) => block.elements.map((e) => e.elementId))),
  );
  const receiptElements = new Set(
    definition.elements
      .filter((element) => FILE_ELEMENT_TYPES.has(element.type))
      .map((element) => element.id),
  );
  return { shownFields, receiptElements, receipts: new Map(receipts.map((r) => [r.id, r.elementId])) };
}

/** What is wrong with one item, if anything. */
function findItemError(item: TCorrectionItemRequest, at: string, parts: TDossierParts): TApiError | null {
  const elementId = item.elementId ?? 0;
  if (item.kind === 'field') {
    return parts.shownFields.has(elementId)
      ? null
      : { property: `${at}.elementId`, message: 'correction.error.unknown-field' };
  }
  if (item.kind !== 'receipt') return null;
  if (!parts.receiptElements.has(elementId)) {
    return { property: `${at}.elementId`, message: 'correction.error.unknown-receipt' };
  }
  const receiptId = item.receiptId ?? null;
  if (receiptId === null) {
    return item.problem === 'missing'
      ? null
      : { property: `${at}.receiptId`, message: 'correction.error.receipt-required' };
  }
  return parts.receipts.get(receiptId) === elementId
    ? null
    : { property: `${at}.receiptId`, message: 'correction.error.unknown-receipt' };
}

/**
 * Checks every flagged item against the dossier (issue 35): a field must be one the presentation tab
 * shows for it, a receipt an element of its form that takes files, and the receipt named (needed
 * unless it is missing) one of the dossier's own for that element. 422 naming each bad item
 * (`items.2.elementId`); the items as they are written otherwise.
 */
export async function checkCorrectionItems(
  db: Database,
  forms: FormStore,
  dossier: TViewedDossier,
  items: readonly TCorrectionItemRequest[],
): Promise<CorrectionItemInsert[]> {
  const parts = await readDossierParts(db, forms, dossier);
  const errors = items
    .map((item, index) => findItemError(item, `items.${index}`, parts))
    .filter((error) => error !== null);
  if (errors.length > 0) throw ApiError.unprocessable(errors);
  return items.map((item) => ({
    kind: item.kind,
    elementId: item.kind === 'note' ? null : (item.elementId ?? null),
    receiptId: item.kind === 'receipt' ? (item.receiptId ?? null) : null,
    problem: item.kind === 'receipt' ? (item.problem ?? null) : null,
    reason: item.reason.trim(),
  }));
}
