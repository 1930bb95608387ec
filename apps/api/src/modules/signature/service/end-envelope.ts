import {
  findEnvelopeDocuments,
  insertEvent,
  lockDossier,
  type EnvelopeRow,
  type Transaction,
} from '../queries.js';
import { applyTransition } from './signature-transitions.js';

/** How an envelope ends without every signature: its state and the event of its trail. */
export type TEnvelopeEnd = 'expired' | 'cancelled' | 'voided';

/** Who ended it, from where (kept with the event); null for the platform (expiry, a void). */
export type TEndActor = {
  userId: string;
  userName: string;
  ip: string | null;
  userAgent: string | null;
} | null;

/**
 * Ends an envelope inside the caller's transaction, through the state machine (`applyTransition`):
 * its status (`expired`, `cancelled`, `voided`), when, by whom and why, its event, and the dossier's
 * status (locked first, as every signature event does; the step's signatures void). Only from a state
 * the machine allows (`sent`, or `completed` for a void): the dossier's new status set, or null when
 * the envelope had moved meanwhile.
 */
export async function endEnvelope(
  tx: Transaction,
  envelope: EnvelopeRow,
  end: {
    type: TEnvelopeEnd;
    at: Date;
    actor: TEndActor;
    reason?: string | null;
    changedElementIds?: number[];
    /** What the event says beyond (a void: the parties whose contact changed). */
    details?: Record<string, unknown>;
  },
): Promise<string[] | null> {
  const dossier = await lockDossier(tx, envelope.dossierId);
  if (!dossier) return null;
  const moved = await applyTransition(tx, dossier, {
    kind: 'envelope',
    envelope,
    to: end.type,
    at: end.at,
    set: {
      endReason: end.reason ?? null,
      endedBy: end.actor?.userId ?? null,
      changedElementIds: end.changedElementIds ?? null,
    },
  });
  if (!moved) return null;
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
    ...(end.details ? { details: end.details } : {}),
  });
  return moved.status;
}
