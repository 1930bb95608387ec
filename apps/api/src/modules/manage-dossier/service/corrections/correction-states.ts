import type { TApiError } from '@souscription/contract';
import { ApiError } from '../../../../shared/api-error.js';

/**
 * The correction states (docs/states.md « Correction items »), in one place: a round is `open` until
 * « Envoyer la correction » makes it `sent` (never back); an item `open` until then, `resolved` after.
 * While an amendment envelope is out (the dossier `signature` again beside `signed`), the manager
 * waits for its parties: no decision, no new flagging.
 */
export const ROUND_TRANSITIONS = { open: ['sent'], sent: [] } as const;
export const ITEM_TRANSITIONS = { open: ['resolved'], resolved: [] } as const;

/** 409 when the dossier has no open round to send. */
export function assertRoundOpen<T extends { status: string }>(round: T | undefined): T {
  if (!round || round.status !== 'open') {
    throw ApiError.conflict('id', 'correction.error.no-open-round');
  }
  return round;
}

/** Whether an amendment of the dossier is out for signature (its signed dossier is in `signature` again). */
export function isAmendmentOut(dossier: { status: readonly string[] }): boolean {
  return dossier.status.includes('signed') && dossier.status.includes('signature');
}

/** 409 while the dossier's amendment waits for its parties: the manager decides on what they signed. */
export function assertNoAmendmentOut(dossier: { status: readonly string[] }): void {
  if (isAmendmentOut(dossier)) throw ApiError.conflict('status', 'correction.error.amendment-pending');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether a flagged field still waits for its correction: its answer is the one the round opened with
 * and is not among those awaiting a signature (`awaiting`, from `findFieldsAwaitingSignature`: shown
 * by a document whose amendment ended unsigned, with an answer other than the one it was last signed
 * with). Such an answer may be sent again as it is: the next amendment carries it to its signers
 * (docs/decisions.md « An amendment ended unsigned: per document »).
 */
export function isFieldUncorrected(
  key: string,
  before: Readonly<Record<string, unknown>>,
  awaiting: ReadonlySet<string>,
  now: Readonly<Record<string, unknown>>,
): boolean {
  return same(before[key], now[key]) && !awaiting.has(key);
}

/**
 * The flagged fields still waiting for their correction (422 naming each item, `isFieldUncorrected`):
 * a correction must change what was pointed at, or have signed what was changed and not signed.
 */
export function findUnchangedFields(
  items: readonly { id: number; kind: string; elementId: number | null }[],
  answers: {
    before: Record<string, unknown>;
    awaiting: ReadonlySet<string>;
    after: Record<string, unknown>;
  },
): TApiError[] {
  return items.flatMap((item, index) => {
    if (item.kind !== 'field' || item.elementId === null) return [];
    return isFieldUncorrected(String(item.elementId), answers.before, answers.awaiting, answers.after)
      ? [{ property: `items.${index}.elementId`, message: 'correction.error.field-unchanged' }]
      : [];
  });
}
