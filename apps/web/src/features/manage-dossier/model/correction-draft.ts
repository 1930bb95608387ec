import type { TCorrectionItemRequest, TReceiptProblem } from '@souscription/contract';

/** One item as the manager writes it in the correction modal. */
export type TCorrectionDraft = {
  key: number;
  kind: 'field' | 'receipt' | 'note';
  /** The field's element id, or the receipt's id (as chosen in its list). */
  target: string;
  problem: TReceiptProblem;
  reason: string;
};

/** A new, empty item. */
export const newDraft = (key: number): TCorrectionDraft => ({
  key,
  kind: 'field',
  target: '',
  problem: 'illegible',
  reason: '',
});

/** Whether an item says what and why. */
export function isDraftComplete(draft: TCorrectionDraft): boolean {
  return draft.reason.trim() !== '' && (draft.kind === 'note' || draft.target !== '');
}

/** The item as the API takes it; `receiptElements` gives each receipt's element. */
export function toItemRequest(
  draft: TCorrectionDraft,
  receiptElements: ReadonlyMap<number, number>,
): TCorrectionItemRequest {
  const reason = draft.reason.trim();
  if (draft.kind === 'note') return { kind: 'note', reason };
  if (draft.kind === 'field') return { kind: 'field', elementId: Number(draft.target), reason };
  const receiptId = Number(draft.target);
  return {
    kind: 'receipt',
    elementId: receiptElements.get(receiptId) ?? 0,
    receiptId,
    problem: draft.problem,
    reason,
  };
}
