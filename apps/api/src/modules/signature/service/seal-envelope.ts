import { createHash } from 'node:crypto';
import type { TSignatureParty, TSignatureStep, TSignerAuthentication } from '@souscription/contract';
import { getPki } from '../../pki/index.js';
import {
  findEnvelopeDocuments,
  findEvents,
  findRecipients,
  insertPlatformRecord,
  type EnvelopeDocumentRow,
  type EnvelopeRow,
  type EventRow,
  type RecipientRow,
  type Executor,
} from '../queries.js';
import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import type { SignatureDeps } from './signature-deps.js';
import { PLATFORM_SEAL_NAME, sealPlatformDocument } from './pades-documents.js';
import { runOnSealingThread } from '../../../sealing/sealing-threads.js';
import { describeHistory, type TCertificateEnvelope, type TSealLocale } from './seal-pdf.js';

/** An event row as the certificate shows it. */
export function toEnvelopeEvent(row: EventRow): TEnvelopeEvent {
  return {
    type: row.type as TEnvelopeEvent['type'],
    party: (row.party as TSignatureParty | null) ?? null,
    at: row.at,
    userName: row.userName,
    hostedByName: row.hostedByName,
    ip: row.ip,
    userAgent: row.userAgent,
    documents: row.documents,
    details: row.details,
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
      authentication: recipient.authentication as TSignerAuthentication | null,
      hostedByName: recipient.hostedByName,
      declineReason: recipient.declineReason,
      consentVersion: recipient.consentVersion,
    })),
    events: events.map(toEnvelopeEvent),
  };
}

/**
 * The audit certificate of envelopes (the folder's signature history): rendered, then sealed by the
 * platform (certification, signature timestamp, validation data, document timestamp), and remembered by
 * its SHA-256 as the platform's record of the folder (`platform_records`, read by `/verification`).
 * Rendered and sealed on a sealing thread (src/sealing/); the rows are read here.
 */
export async function renderSignatureHistory(
  deps: SignatureDeps,
  envelopes: EnvelopeRow[],
  locale: TSealLocale,
): Promise<Uint8Array> {
  const pki = await getPki(deps.db, deps.config);
  const now = deps.now();
  const certificate = await runOnSealingThread('renderAuditCertificate', {
    envelopes: await Promise.all(envelopes.map((envelope) => loadCertificate(deps.db, envelope))),
    locale,
    sealedBy: PLATFORM_SEAL_NAME,
    createdAt: now,
  });
  const sealed = await sealPlatformDocument(pki, certificate, { reason: describeHistory(locale), now });
  const [first] = envelopes;
  if (first) {
    await insertPlatformRecord(deps.db, {
      sha256: createHash('sha256').update(sealed).digest('hex'),
      tenantId: first.tenantId,
      dossierId: first.dossierId,
      kind: 'signature-history',
    });
  }
  return sealed;
}
