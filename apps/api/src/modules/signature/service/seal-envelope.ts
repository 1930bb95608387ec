import { eq } from 'drizzle-orm';
import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { signatureDocuments } from '../../../db/schema.js';
import {
  findEnvelope,
  findEnvelopeDocuments,
  findEvents,
  findRecipients,
  type EnvelopeDocumentRow,
  type EnvelopeRow,
  type EventRow,
  type RecipientRow,
  type Executor,
} from '../queries.js';
import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import type { SignatureDeps } from './signature-deps.js';
import { getPlatformSigner } from './platform-signer.js';
import { sealPdf, type TCertificateEnvelope, type TSealLocale } from './seal-pdf.js';

/** An event row as the certificate shows it. */
export function toEnvelopeEvent(row: EventRow): TEnvelopeEvent {
  return {
    type: row.type as TEnvelopeEvent['type'],
    party: (row.party as TSignatureParty | null) ?? null,
    at: row.at,
    userName: row.userName,
    ip: row.ip,
    userAgent: row.userAgent,
    documents: row.documents,
  };
}

/** What the certificate page of an envelope says: documents, parties, events. */
export async function loadCertificate(db: Executor, envelope: EnvelopeRow): Promise<TCertificateEnvelope> {
  const [documents, recipients, events] = await Promise.all([
    findEnvelopeDocuments(db, [envelope.id]),
    findRecipients(db, envelope.id),
    findEvents(db, envelope.id),
  ]);
  return toCertificate(envelope, documents, recipients, events);
}

/** The certificate page of an envelope from its rows. */
function toCertificate(
  envelope: EnvelopeRow,
  documents: readonly EnvelopeDocumentRow[],
  recipients: readonly RecipientRow[],
  events: readonly EventRow[],
): TCertificateEnvelope {
  return {
    envelopeId: envelope.id,
    dossierId: envelope.dossierId,
    step: envelope.step as TSignatureStep,
    documents: documents.map((document) => ({ name: document.name, sha256: document.sha256 })),
    parties: recipients.map((recipient) => ({
      party: recipient.party as TSignatureParty,
      name: recipient.name,
      status: recipient.status,
    })),
    events: events.map(toEnvelopeEvent),
  };
}

/**
 * Seals every document of a completed envelope (signature panel, certificate page, PAdES signature
 * of the platform), stores the sealed copies in the blob store and records their digests.
 */
export async function sealEnvelope(
  deps: SignatureDeps,
  db: Executor,
  envelope: EnvelopeRow,
  locale: TSealLocale,
  /** The envelope's documents when the caller has read them already. */
  documentsRead?: readonly EnvelopeDocumentRow[],
): Promise<void> {
  const signer = await getPlatformSigner(deps.db, {
    p12: deps.config.signingP12,
    password: deps.config.signingP12Password,
  });
  // Note: the documents, parties and events are read once, for the seals and the certificate alike.
  const [documents, recipients, events] = await Promise.all([
    documentsRead ?? findEnvelopeDocuments(db, [envelope.id]),
    findRecipients(db, envelope.id),
    findEvents(db, envelope.id),
  ]);
  const certificate = toCertificate(envelope, documents, recipients, events);
  const parties = recipients.map((recipient) => ({
    party: recipient.party as TSignatureParty,
    name: recipient.name,
    signedAt: recipient.signedAt ?? deps.now(),
  }));
  const signingTime = deps.now();
  for (const document of documents) {
    const bytes = await deps.blobs.get(document.sha256);
    if (!bytes) throw new Error(`document ${document.id} of envelope ${envelope.id} has no bytes`);
    const sealed = await sealPdf({ bytes, parties, certificate, locale, signer, signingTime });
    const { sha256 } = await deps.blobs.put(sealed);
    await db
      .update(signatureDocuments)
      .set({ signedSha256: sha256 })
      .where(eq(signatureDocuments.id, document.id));
  }
}

/**
 * Seals a completed envelope whose documents have no sealed copy yet (after its last signature, or
 * later if that was interrupted); nothing for an envelope sealed already or not completed.
 */
export async function sealEnvelopeOnce(
  deps: SignatureDeps,
  envelopeId: number,
  locale: TSealLocale = 'fr',
): Promise<void> {
  const envelope = await findEnvelope(deps.db, envelopeId);
  if (!envelope || envelope.status !== 'completed') return;
  const documents = await findEnvelopeDocuments(deps.db, [envelopeId]);
  if (documents.every((document) => document.signedSha256 !== null)) return;
  await sealEnvelope(deps, deps.db, envelope, locale, documents);
}
