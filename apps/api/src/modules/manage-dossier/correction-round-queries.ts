import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  correctionItems,
  correctionRounds,
  receipts,
  signatureDocuments,
  signatureEnvelopes,
  signatureRecipients,
  users,
} from '../../db/schema.js';

/** A dossier's rounds, the latest first, with who sent each. */
export function findRoundsWithSender(db: Database, dossierId: number) {
  return db
    .select({
      round: correctionRounds,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(correctionRounds)
    .leftJoin(users, eq(users.id, correctionRounds.sentBy))
    .where(eq(correctionRounds.dossierId, dossierId))
    .orderBy(desc(correctionRounds.revision));
}

/** The items of a dossier's rounds, oldest first. */
export function findItemsOfRounds(db: Database, dossierId: number) {
  return db
    .select()
    .from(correctionItems)
    .where(and(eq(correctionItems.dossierId, dossierId), isNotNull(correctionItems.roundId)))
    .orderBy(asc(correctionItems.id));
}

/** The dossier's receipts now, as a round keeps them. */
export function findCurrentReceipts(db: Database, dossierId: number) {
  return db
    .select({
      elementId: receipts.elementId,
      receiptId: receipts.id,
      title: receipts.title,
      sha256: receipts.sha256,
    })
    .from(receipts)
    .where(eq(receipts.dossierId, dossierId))
    .orderBy(asc(receipts.id));
}

/** The dossier's amendment envelopes with their documents and recipients. */
export async function findAmendments(db: Database, dossierId: number) {
  const envelopes = await db
    .select()
    .from(signatureEnvelopes)
    .where(and(eq(signatureEnvelopes.dossierId, dossierId), isNotNull(signatureEnvelopes.amendsEnvelopeId)))
    .orderBy(asc(signatureEnvelopes.id));
  const ids = envelopes.map((envelope) => envelope.id);
  if (ids.length === 0) return [];
  const [documents, recipients] = await Promise.all([
    db.select().from(signatureDocuments).where(inArray(signatureDocuments.envelopeId, ids)),
    db.select().from(signatureRecipients).where(inArray(signatureRecipients.envelopeId, ids)),
  ]);
  return envelopes.map((envelope) => ({
    envelope,
    documents: documents.filter((document) => document.envelopeId === envelope.id),
    recipients: recipients.filter((recipient) => recipient.envelopeId === envelope.id),
  }));
}

/** A dossier's last sent round with who sent it, and the state of the amendments it opened. */
export async function findLastSentRound(db: Database, dossierId: number) {
  const [sent] = await db
    .select({
      revision: correctionRounds.revision,
      sentAt: correctionRounds.sentAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(correctionRounds)
    .leftJoin(users, eq(users.id, correctionRounds.sentBy))
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'sent')))
    .orderBy(desc(correctionRounds.revision))
    .limit(1);
  if (!sent?.sentAt) return null;
  const amendments = await db
    .select({ status: signatureEnvelopes.status, completedAt: signatureEnvelopes.completedAt })
    .from(signatureEnvelopes)
    .where(
      and(
        eq(signatureEnvelopes.dossierId, dossierId),
        eq(signatureEnvelopes.revision, sent.revision),
        isNotNull(signatureEnvelopes.amendsEnvelopeId),
      ),
    );
  return { ...sent, sentAt: sent.sentAt, amendments };
}

/** A signed step whose amendment in the last round sent was not signed: out, or ended unsigned. */
export type TUnsignedStep = {
  step: string;
  /** The signed step's block: the block whose documents the amendment carried. */
  blockId: number;
  /** Still out (`sent`): not ended. */
  out: boolean;
  /**
   * The answers the step's documents were last signed with: those the run of rounds whose amendment
   * of this step was not signed, the latest back, started from.
   */
  signed: Record<string, unknown>;
};

/**
 * Per signed step (per document), the amendments of the last correction sent that are not signed:
 * still out, or ended declined, cancelled, expired or voided (issue 35). A step of that round whose
 * amendment was signed, or that needed none (its documents read as signed), is not listed: its
 * answers are signed. A round always carries again every document that differs from its signed one,
 * so the last round tells each document's state. A dossier with no such amendment (nearly all) is
 * answered without reading the rounds. Shared by « Valider » (`hasUnsignedAmendment`) and the
 * corrected fields (`findFieldsAwaitingSignature`).
 */
export async function findUnsignedSteps(db: Database, dossierId: number): Promise<TUnsignedStep[]> {
  const unsigned = await db
    .select({
      revision: signatureEnvelopes.revision,
      step: signatureEnvelopes.step,
      blockId: signatureEnvelopes.blockId,
      status: signatureEnvelopes.status,
    })
    .from(signatureEnvelopes)
    .where(
      and(
        eq(signatureEnvelopes.dossierId, dossierId),
        isNotNull(signatureEnvelopes.amendsEnvelopeId),
        ne(signatureEnvelopes.status, 'completed'),
      ),
    );
  if (unsigned.length === 0) return [];
  const sent = await db
    .select({ revision: correctionRounds.revision, answersBefore: correctionRounds.answersBefore })
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'sent')))
    .orderBy(desc(correctionRounds.revision));
  const ofRound = (revision: number) =>
    unsigned.filter((envelope) => Number(envelope.revision) === Number(revision));
  return ofRound(sent[0]?.revision ?? -1).map((last) => {
    let signed = sent[0]!.answersBefore;
    for (const round of sent) {
      if (!ofRound(round.revision).some((envelope) => envelope.step === last.step)) break;
      signed = round.answersBefore;
    }
    return { step: last.step, blockId: Number(last.blockId), out: last.status === 'sent', signed };
  });
}

/**
 * Whether the last correction sent changed signed documents that are not signed again: one of its
 * amendments is out or ended unsigned. The dossier's answers then differ from what its parties signed:
 * it may not be validated until a new round is signed.
 */
export async function hasUnsignedAmendment(db: Database, dossierId: number): Promise<boolean> {
  return (await findUnsignedSteps(db, dossierId)).length > 0;
}
