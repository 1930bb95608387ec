import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
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

/**
 * The answers the dossier's documents were last signed with, when the last correction sent ended
 * unsigned (one of its amendments declined, cancelled, expired or voided): those the run of such
 * rounds, the latest back, started from. Null when the last round sent was signed, needed no
 * signature, or there is none: then nothing of the answers awaits a signature.
 */
export async function findAnswersLastSigned(
  db: Database,
  dossierId: number,
): Promise<Record<string, unknown> | null> {
  const unsigned = await db
    .select({ revision: signatureEnvelopes.revision })
    .from(signatureEnvelopes)
    .where(
      and(
        eq(signatureEnvelopes.dossierId, dossierId),
        isNotNull(signatureEnvelopes.amendsEnvelopeId),
        notInArray(signatureEnvelopes.status, ['completed', 'sent']),
      ),
    );
  // Nearly every dossier: no amendment ended unsigned, the rounds are not read.
  if (unsigned.length === 0) return null;
  const endedUnsigned = new Set(unsigned.map((envelope) => Number(envelope.revision)));
  const sent = await db
    .select({ revision: correctionRounds.revision, answersBefore: correctionRounds.answersBefore })
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'sent')))
    .orderBy(desc(correctionRounds.revision));
  let signed: Record<string, unknown> | null = null;
  for (const round of sent) {
    if (!endedUnsigned.has(Number(round.revision))) break;
    signed = round.answersBefore;
  }
  return signed;
}
