import { and, eq, inArray } from 'drizzle-orm';
import type { TSignatureStep } from '@souscription/contract';
import { signatureEnvelopes } from '../../../db/schema.js';
import {
  findEnvelopeDocuments,
  insertEvent,
  lockDossier,
  updateDossierAfterSignature,
  type EnvelopeRow,
  type Transaction,
} from '../queries.js';

/** How an envelope ends without every signature: its state and the event of its trail. */
export type TEnvelopeEnd = 'expired' | 'cancelled' | 'voided';

const STEP_STATE = /^(mission|subscription)_(sent_to|delivered_to|signed_by|declined_by)_/;

/**
 * The dossier's status set once a step's envelope ended without completing: the step's party states
 * and its « out for signature » state go (and, for a voided mission, `mission_validated`), so that the
 * wizard may open a new envelope for that step.
 */
export function statusAfterEnded(status: readonly string[], step: TSignatureStep): string[] {
  const out = step === 'mission' ? ['mission_validation', 'mission_validated'] : ['signature'];
  return status.filter((state) => {
    const match = STEP_STATE.exec(state);
    if (match) return match[1] !== step;
    return !out.includes(state);
  });
}

/** Who ended it, from where (kept with the event); null for the platform (expiry, a void). */
export type TEndActor = {
  userId: string;
  userName: string;
  ip: string | null;
  userAgent: string | null;
} | null;

/**
 * Ends an envelope inside the caller's transaction: its status (`expired`, `cancelled`, `voided`), when,
 * by whom and why, its event, and the dossier's status (locked first, as every signature event does).
 * Only from the states given (`sent`, or `completed` for a void): the dossier's new status set, or
 * null when the envelope had moved meanwhile.
 */
export async function endEnvelope(
  tx: Transaction,
  envelope: EnvelopeRow,
  end: {
    type: TEnvelopeEnd;
    from: readonly string[];
    at: Date;
    actor: TEndActor;
    reason?: string | null;
    changedElementIds?: number[];
  },
): Promise<string[] | null> {
  const dossier = await lockDossier(tx, envelope.dossierId);
  if (!dossier) return null;
  const ended = await tx
    .update(signatureEnvelopes)
    .set({
      status: end.type,
      endedAt: end.at,
      endReason: end.reason ?? null,
      endedBy: end.actor?.userId ?? null,
      changedElementIds: end.changedElementIds ?? null,
      nextReminderAt: null,
    })
    .where(and(eq(signatureEnvelopes.id, envelope.id), inArray(signatureEnvelopes.status, [...end.from])))
    .returning({ id: signatureEnvelopes.id });
  if (ended.length === 0) return null;
  const documents = await findEnvelopeDocuments(tx, [envelope.id]);
  await insertEvent(tx, {
    envelopeId: envelope.id,
    party: null,
    type: end.type,
    at: end.at,
    userId: end.actor?.userId ?? null,
    userName: end.actor?.userName ?? null,
    ip: end.actor?.ip ?? null,
    userAgent: end.actor?.userAgent ?? null,
    documents: documents.map((document) => ({ name: document.name, sha256: document.sha256 })),
  });
  const status = statusAfterEnded(dossier.status, envelope.step as TSignatureStep);
  await updateDossierAfterSignature(tx, dossier, { status });
  return status;
}
