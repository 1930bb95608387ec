import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { signatureEnvelopes, signatureRecipients } from '../../../db/schema.js';
import { ApiError } from '../../../shared/api-error.js';
import {
  updateDossierAfterSignature,
  type EnvelopeRow,
  type LockedDossier,
  type RecipientRow,
  type Transaction,
} from '../queries.js';
import {
  statusAfterClosed,
  statusAfterCompleted,
  statusAfterPartyEvent,
  statusAfterSealed,
  statusAfterSent,
  statusWhileAmending,
} from './signature-status.js';

/**
 * The envelope and party state machine (docs/states.md « Envelope and party states »): the ONE door
 * through which every change of an envelope's state, a party's state and the dossier's signature
 * states goes (`applyTransition`). Its tables say what may follow what; a move they do not allow, or
 * a row that moved meanwhile, is refused with 409 `docusign.error-not-open`.
 */

/** An envelope's states: out (`sent`), then one end. */
export type TEnvelopeState = 'sent' | 'completed' | 'declined' | 'expired' | 'cancelled' | 'voided';
/** A party's states on its envelope. */
export type TPartyState = 'sent' | 'delivered' | 'signed' | 'declined';

/** What may follow each envelope state: a completed envelope may only be voided (an answer changed). */
export const ENVELOPE_TRANSITIONS: Readonly<Record<TEnvelopeState, readonly TEnvelopeState[]>> = {
  sent: ['completed', 'declined', 'expired', 'cancelled', 'voided'],
  completed: ['voided'],
  declined: [],
  expired: [],
  cancelled: [],
  voided: [],
};

/** What may follow each party state, on an envelope still `sent` only. */
export const PARTY_TRANSITIONS: Readonly<Record<TPartyState, readonly TPartyState[]>> = {
  sent: ['delivered', 'signed', 'declined'],
  delivered: ['signed', 'declined'],
  signed: [],
  declined: [],
};

/** Whether an envelope may go from one state to another. */
export function mayMoveEnvelope(from: string, to: TEnvelopeState): boolean {
  return (ENVELOPE_TRANSITIONS[from as TEnvelopeState] ?? []).includes(to);
}

/** Whether a party may go from one state to another on an envelope in the given state. */
export function mayMoveParty(envelope: string, from: string, to: TPartyState): boolean {
  return envelope === 'sent' && (PARTY_TRANSITIONS[from as TPartyState] ?? []).includes(to);
}

/** The states an envelope may reach `to` from. */
function sourcesOf(to: TEnvelopeState): TEnvelopeState[] {
  return (Object.keys(ENVELOPE_TRANSITIONS) as TEnvelopeState[]).filter((from) => mayMoveEnvelope(from, to));
}

/** One move of the machine. */
export type TTransition =
  /** A new envelope of the step went out to these parties (its rows inserted by the provider). */
  | { kind: 'open'; step: TSignatureStep; parties: readonly TSignatureParty[] }
  /** A party opened its page, signed or declined (`set`: what its row keeps of it). */
  | {
      kind: 'party';
      envelope: EnvelopeRow;
      recipient: RecipientRow;
      to: Exclude<TPartyState, 'sent'>;
      set: Partial<RecipientRow>;
    }
  /** The envelope ended: every signature, a refusal, its expiry, the advisor's cancel, a void. */
  | {
      kind: 'envelope';
      envelope: EnvelopeRow;
      to: Exclude<TEnvelopeState, 'sent'>;
      at: Date;
      set?: Partial<EnvelopeRow>;
    }
  /**
   * A completed envelope's sealing landed (validation data, document timestamp, evidence file: the
   * delivery worker's job, issue 32 point 7); its state stays `completed`.
   */
  | { kind: 'sealed'; envelope: EnvelopeRow; at: Date };

const refused = (property: string) => ApiError.conflict(property, 'docusign.error-not-open');

async function moveParty(tx: Transaction, move: Extract<TTransition, { kind: 'party' }>) {
  if (!mayMoveParty(move.envelope.status, move.recipient.status, move.to)) throw refused('party');
  const moved = await tx
    .update(signatureRecipients)
    .set({ ...move.set, status: move.to })
    .where(
      and(
        eq(signatureRecipients.id, move.recipient.id),
        eq(signatureRecipients.status, move.recipient.status),
      ),
    )
    .returning({ id: signatureRecipients.id });
  if (moved.length === 0) throw refused('party');
}

/** Moves the envelope's row; false when it was no longer in a state the move may start from. */
async function moveEnvelope(tx: Transaction, move: Extract<TTransition, { kind: 'envelope' }>) {
  const moved = await tx
    .update(signatureEnvelopes)
    .set({
      ...move.set,
      status: move.to,
      ...(move.to === 'completed' ? { completedAt: move.at } : { endedAt: move.at, nextReminderAt: null }),
    })
    .where(
      and(
        eq(signatureEnvelopes.id, move.envelope.id),
        inArray(signatureEnvelopes.status, sourcesOf(move.to)),
      ),
    )
    .returning({ id: signatureEnvelopes.id });
  return moved.length > 0;
}

/**
 * Marks a completed envelope sealed and releases its sealing lease; false when it was not completed
 * or was sealed already (another worker's run landed first).
 */
async function markSealed(tx: Transaction, move: Extract<TTransition, { kind: 'sealed' }>) {
  const moved = await tx
    .update(signatureEnvelopes)
    .set({ sealedAt: move.at, sealLockedUntil: null, sealLockedBy: null, sealError: null })
    .where(
      and(
        eq(signatureEnvelopes.id, move.envelope.id),
        isNotNull(signatureEnvelopes.completedAt),
        isNull(signatureEnvelopes.sealedAt),
      ),
    )
    .returning({ id: signatureEnvelopes.id });
  return moved.length > 0;
}

/** Whether another completed envelope of the dossier still waits for its sealing. */
async function othersSealing(tx: Transaction, envelope: EnvelopeRow): Promise<boolean> {
  const rows = await tx
    .select({ id: signatureEnvelopes.id })
    .from(signatureEnvelopes)
    .where(
      and(
        eq(signatureEnvelopes.dossierId, envelope.dossierId),
        ne(signatureEnvelopes.id, envelope.id),
        isNotNull(signatureEnvelopes.completedAt),
        isNull(signatureEnvelopes.sealedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The sealing move: the envelope marked sealed, the dossier's `sealing` state gone when no other
 * envelope of it waits. Note: the dossier's version stays — sealing changes no answer, and an edit
 * begun before it landed (the next block after the mission letter) must not be refused as a conflict.
 */
async function applySealed(
  tx: Transaction,
  dossier: LockedDossier,
  move: Extract<TTransition, { kind: 'sealed' }>,
): Promise<LockedDossier | null> {
  if (!(await markSealed(tx, move))) return null;
  const status = statusAfterSealed(dossier.status, await othersSealing(tx, move.envelope));
  await updateDossierAfterSignature(tx, dossier, { status, keepVersion: true });
  return { ...dossier, status };
}

/** The dossier's status set after a move (spec 01 §4; the table of docs/states.md). */
function statusAfter(
  status: readonly string[],
  transition: Exclude<TTransition, { kind: 'sealed' }>,
): string[] {
  if (transition.kind === 'open') return statusAfterSent(status, transition.step, transition.parties);
  const step = transition.envelope.step as TSignatureStep;
  if (transition.kind === 'party') {
    const event = { delivered: 'delivered_to', signed: 'signed_by', declined: 'declined_by' } as const;
    const { party, alsoParty } = transition.recipient;
    let next = statusAfterPartyEvent(status, step, party as TSignatureParty, event[transition.to]);
    // The co-subscriber declared as the spouse signs (or refuses) for both parties.
    if (alsoParty)
      next = statusAfterPartyEvent(next, step, alsoParty as TSignatureParty, event[transition.to]);
    return next;
  }
  if (transition.to === 'completed') return statusAfterCompleted(status, step);
  // Closed without every signature: its signatures are void; only a refusal stays said.
  return statusAfterClosed(status, step, { keepDeclined: transition.to === 'declined' });
}

/**
 * Applies one move of the state machine inside the caller's transaction, the dossier locked by it
 * (`lockDossier`): refuses a move the tables do not allow (409 `docusign.error-not-open`; for an
 * envelope's end, null instead, so that the caller says whether that is an error), writes the row,
 * then the dossier's status set (and, when the subscription completes, its signature date and
 * integration state). Returns the dossier as it now stands, for the next move of the same transaction.
 */
export async function applyTransition(
  tx: Transaction,
  dossier: LockedDossier,
  transition: TTransition,
): Promise<LockedDossier | null> {
  if (transition.kind === 'sealed') return applySealed(tx, dossier, transition);
  if (transition.kind === 'party') await moveParty(tx, transition);
  if (transition.kind === 'envelope') {
    if (!mayMoveEnvelope(transition.envelope.status, transition.to)) return null;
    if (!(await moveEnvelope(tx, transition))) return null;
  }
  if (transition.kind !== 'party' && isAmendmentMove(dossier, transition))
    return applyAmendmentMove(tx, dossier, transition);
  const status = statusAfter(dossier.status, transition);
  const signedNow =
    transition.kind === 'envelope' &&
    transition.to === 'completed' &&
    transition.envelope.step === 'subscription';
  const extra = signedNow ? { signatureDate: transition.at, integrationState: 'ongoing' } : {};
  await updateDossierAfterSignature(tx, dossier, { status, ...extra });
  return { ...dossier, ...extra, status, version: dossier.version + 1 };
}

/** An amendment opened on a signed dossier, or one ended (issue 35); its parties' moves are ordinary. */
function isAmendmentMove(
  dossier: LockedDossier,
  transition: Extract<TTransition, { kind: 'open' | 'envelope' }>,
): boolean {
  if (transition.kind === 'open') return dossier.status.includes('signed');
  return transition.kind === 'envelope' && transition.envelope.amendsEnvelopeId !== null;
}

/**
 * An amendment's move: the dossier stays `signature` (the manager waits, `assertNoAmendmentOut`)
 * while any of its envelopes is out, whatever their steps; once none is, the dossier goes back to its
 * manager (integration `ongoing`, its signature date kept), whether the last one was signed or ended.
 */
async function applyAmendmentMove(
  tx: Transaction,
  dossier: LockedDossier,
  transition: Extract<TTransition, { kind: 'open' | 'envelope' }>,
): Promise<LockedDossier> {
  const step = transition.kind === 'open' ? transition.step : (transition.envelope.step as TSignatureStep);
  const out =
    transition.kind === 'open' ||
    (await tx
      .select({ id: signatureEnvelopes.id })
      .from(signatureEnvelopes)
      .where(
        and(
          eq(signatureEnvelopes.dossierId, dossier.id),
          ne(signatureEnvelopes.id, transition.envelope.id),
          eq(signatureEnvelopes.status, 'sent'),
        ),
      )
      .limit(1)
      .then((rows) => rows.length > 0));
  const status = statusWhileAmending(statusAfter(dossier.status, transition), step, out);
  const extra = out ? {} : { integrationState: 'ongoing' };
  await updateDossierAfterSignature(tx, dossier, { status, ...extra });
  return { ...dossier, ...extra, status, version: dossier.version + 1 };
}
