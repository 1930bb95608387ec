import type { TSignerAuthentication } from '@souscription/contract';
import { getPki } from '../../pki/index.js';
import { findEnvelope, findEnvelopeDocuments, findRecipients } from '../queries.js';
import { applyRecipientSignature } from './apply-recipient-signature.js';
import {
  appendValidationAndTimestamp,
  changeSignedDocument,
  DOCUMENT_TIMESTAMP_FIELD,
} from './pades-documents.js';
import type { SignatureDeps } from './signature-deps.js';

/**
 * Closes the documents of a completed envelope (its rows, as the caller read them): validation data (a DSS
 * with every certificate of the signatures and their timestamps, the CRLs current at each timestamp and
 * CRLs issued after the last: B-LT), then a document timestamp of the
 * platform's timestamp authority over the whole (B-LTA). No platform signature besides: the document
 * timestamp is the platform's attestation, and nothing else may follow the parties' signatures.
 */
export async function completeEnvelopeDocuments(
  deps: SignatureDeps,
  documents: readonly { id: number }[],
): Promise<void> {
  const pki = await getPki(deps.db, deps.config);
  for (const document of documents) {
    await changeSignedDocument(deps, document.id, {
      isDone: (signatures) => signatures.some((existing) => existing.fieldName === DOCUMENT_TIMESTAMP_FIELD),
      apply: (current, signatures) => appendValidationAndTimestamp(pki, current, signatures),
    });
  }
}

/**
 * Brings an envelope's documents up to what its rows say, when a signature was interrupted (a crash
 * between the recorded signature and its PDF): each signed party's signature, then, for a completed
 * envelope, the validation data and document timestamp. Nothing to do in the usual case.
 */
export async function catchUpEnvelopeDocuments(deps: SignatureDeps, envelopeId: number): Promise<void> {
  const envelope = await findEnvelope(deps.db, envelopeId);
  if (!envelope) return;
  const [documents, recipients] = await Promise.all([
    findEnvelopeDocuments(deps.db, [envelopeId]),
    findRecipients(deps.db, envelopeId),
  ]);
  const signed = recipients.filter((recipient) => recipient.status === 'signed' && recipient.signedAt);
  for (const recipient of signed) {
    await applyRecipientSignature(deps, {
      envelope,
      recipient,
      documents,
      signedAt: recipient.signedAt!,
      // The ceremony records how the party proved who they are; a party without it signed in.
      authentication: (recipient.authentication as TSignerAuthentication | null) ?? 'session',
    });
  }
  if (envelope.status === 'completed') await completeEnvelopeDocuments(deps, documents);
}
