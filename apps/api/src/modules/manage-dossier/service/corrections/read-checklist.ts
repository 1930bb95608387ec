import type { TCorrectionChange, TCorrectionChecklistItem, TCorrectionItem } from '@souscription/contract';
import type { FormDefinition } from '@souscription/form-engine';
import type { CorrectionRound } from '../../../correction-rounds/index.js';
import { unitOf } from '../get-dossier-view.js';
import { isFieldUncorrected } from './correction-states.js';

/** An answer as the checklist writes it: a text, a list joined, nothing when absent. */
function answerText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The answers that differ from those the round opened with (issue 35 point 3): the flagged ones,
 * and what the engine recalculated from them (amounts, rates); in the form's order, with the unit the
 * presentation tab shows them with.
 */
export function listChanges(
  definition: FormDefinition,
  before: Readonly<Record<string, unknown>>,
  now: Readonly<Record<string, unknown>>,
): TCorrectionChange[] {
  return definition.elements
    .filter((element) => !same(before[String(element.id)], now[String(element.id)]))
    .map((element) => {
      const unit = unitOf(element);
      return {
        elementId: element.id,
        label: element.attributes.label ?? element.name,
        blockId: element.block_id,
        calculated: Boolean(element.calculate),
        before: answerText(before[String(element.id)]),
        after: answerText(now[String(element.id)]),
        ...(unit ? { unit } : {}),
      };
    });
}

type TReceiptNow = { id: number; elementId: number; typeId: string | null };

/**
 * Each open item with its state: a field corrected when its answer changed since the round opened
 * (or awaits a signature: shown by a document whose amendment ended unsigned, it is sent again as it is),
 * a receipt when one was added on its element since; a note has none. Receipt items carry the types
 * their element accepts (a replacement's or an addition's).
 */
export function toChecklistItems(
  definition: FormDefinition,
  items: readonly TCorrectionItem[],
  round: Pick<CorrectionRound, 'answersBefore' | 'receiptsBefore'> | undefined,
  now: {
    values: Readonly<Record<string, unknown>>;
    receipts: readonly TReceiptNow[];
    /** The flagged fields whose answer awaits a signature (`findFieldsAwaitingSignature`). */
    awaiting: ReadonlySet<string>;
  },
): TCorrectionChecklistItem[] {
  const elements = new Map(definition.elements.map((element) => [element.id, element]));
  const had = new Set((round?.receiptsBefore ?? []).map((receipt) => receipt.receiptId));
  return items.map((item) => {
    const key = String(item.elementId);
    const receiptsOfElement = now.receipts.filter((receipt) => receipt.elementId === item.elementId);
    const corrected =
      item.kind === 'note'
        ? null
        : item.kind === 'field'
          ? round !== undefined && !isFieldUncorrected(key, round.answersBefore, now.awaiting, now.values)
          : receiptsOfElement.some((receipt) => !had.has(receipt.id));
    const types = item.kind === 'receipt' ? (elements.get(item.elementId ?? 0)?.attributes.types ?? []) : [];
    const faulty = now.receipts.find((receipt) => receipt.id === item.receiptId);
    return {
      ...item,
      corrected,
      receiptTypes: types.map((type) => ({ id: String(type.id), label: type.presentation })),
      receiptTypeId: faulty?.typeId ?? null,
    };
  });
}

/** Invalid answers by element id, with their label and block, in the form's order. */
export function listInvalidAnswers(definition: FormDefinition, elementIds: readonly number[]) {
  const invalid = new Set(elementIds);
  return definition.elements
    .filter((element) => invalid.has(element.id))
    .map((element) => ({
      elementId: element.id,
      label: element.attributes.label ?? element.name,
      blockId: element.block_id,
    }));
}
