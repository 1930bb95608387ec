import { and, desc, eq, gt } from 'drizzle-orm';
import {
  signatureCeremonies,
  signatureDocuments,
  signatureEnvelopes,
  signatureRecipients,
} from '../../../db/schema.js';
import type { Executor } from '../queries.js';

/**
 * What became, for one party, of the latest correction of documents she answered by a link (issue 35):
 * its amendment `awaiting` her signature (`at`: when her latest invitation to it went), `signed` by
 * her (`at`: when), or `ended` without her signature (declined, cancelled, expired, voided).
 */
export type TLaterAmendment = {
  state: 'awaiting' | 'signed' | 'ended';
  /** The titles of the documents it signs again. */
  documents: string[];
  at: Date | null;
};

/**
 * The latest amendment opened after this envelope on the same signed documents (an amendment of its
 * original, newer than it) that the party signs too; null when there is none. What an old link says
 * next: the corrected documents and where to sign them.
 */
export async function findLaterAmendment(
  db: Executor,
  envelope: { id: number; amendsEnvelopeId: number | null },
  party: string,
): Promise<TLaterAmendment | null> {
  const [later] = await db
    .select({
      id: signatureEnvelopes.id,
      status: signatureEnvelopes.status,
      createdAt: signatureEnvelopes.createdAt,
      partyStatus: signatureRecipients.status,
      signedAt: signatureRecipients.signedAt,
    })
    .from(signatureEnvelopes)
    .innerJoin(
      signatureRecipients,
      and(eq(signatureRecipients.envelopeId, signatureEnvelopes.id), eq(signatureRecipients.party, party)),
    )
    .where(
      and(
        eq(signatureEnvelopes.amendsEnvelopeId, envelope.amendsEnvelopeId ?? envelope.id),
        gt(signatureEnvelopes.id, envelope.id),
      ),
    )
    .orderBy(desc(signatureEnvelopes.id))
    .limit(1);
  if (!later) return null;
  const documents = await db
    .select({ name: signatureDocuments.name, title: signatureDocuments.title })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.envelopeId, later.id))
    .orderBy(signatureDocuments.id);
  const titles = documents.map((document) => document.title ?? document.name);
  if (later.partyStatus === 'signed') return { state: 'signed', documents: titles, at: later.signedAt };
  if (later.status !== 'sent') return { state: 'ended', documents: titles, at: null };
  const [invitation] = await db
    .select({ sentAt: signatureCeremonies.createdAt })
    .from(signatureCeremonies)
    .where(
      and(
        eq(signatureCeremonies.envelopeId, later.id),
        eq(signatureCeremonies.party, party),
        eq(signatureCeremonies.kind, 'invitation'),
      ),
    )
    .orderBy(desc(signatureCeremonies.createdAt))
    .limit(1);
  return { state: 'awaiting', documents: titles, at: invitation?.sentAt ?? later.createdAt };
}
