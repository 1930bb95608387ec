import type { TSignerAuthentication } from '@souscription/contract';
import { ApiError } from '../../../shared/api-error.js';
import { getPki } from '../../pki/index.js';
import {
  findEnvelope,
  findEnvelopeDocuments,
  findEvents,
  findRecipients,
  type EnvelopeRow,
} from '../queries.js';
import { applyRecipientSignature } from './apply-recipient-signature.js';
import {
  appendValidationAndTimestamp,
  changeSignedDocument,
  DOCUMENT_TIMESTAMP_FIELD,
} from './pades-documents.js';
import { runOnSealingThread } from '../../../sealing/sealing-threads.js';
import { readAuthenticationProof } from './record-words.js';
import type { SignatureDeps } from './signature-deps.js';

/** A document's signatures read on a sealing thread (src/sealing/). */
const readOnSealingThread = (current: Uint8Array) => runOnSealingThread('readPdfSignatures', current);

/**
 * Closes the documents of a completed envelope (its rows, as the caller read them): validation data (a DSS
 * with every certificate of the signatures and their timestamps, the CRLs current at each timestamp and
 * CRLs issued after the last: B-LT), then a document timestamp of the
 * platform's timestamp authority over the whole (B-LTA). No platform signature besides: the document
 * timestamp is the platform's attestation, and nothing else may follow the parties' signatures.
 * Each document is read, completed and timestamped on a sealing thread (src/sealing/); its rows and the
 * CRLs stay here.
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
      read: readOnSealingThread,
    });
  }
}

/**
 * Writes each signed party's signature its request did not write (a crash between the recorded
 * signature and its PDF); nothing to do in the usual case, where only each document's signatures are
 * read (on a sealing thread).
 */
export async function catchUpPartySignatures(deps: SignatureDeps, envelope: EnvelopeRow): Promise<void> {
  const [documents, recipients] = await Promise.all([
    findEnvelopeDocuments(deps.db, [envelope.id]),
    findRecipients(deps.db, envelope.id),
  ]);
  const signed = recipients.filter((recipient) => recipient.status === 'signed' && recipient.signedAt);
  if (signed.length === 0) return;
  const events = await findEvents(deps.db, envelope.id);
  for (const recipient of signed) {
    // The ceremony records how the party proved who they are with its `signed` event; a party
    // without it signed in.
    const event = events.findLast((row) => row.type === 'signed' && row.party === recipient.party);
    const proof = (event && readAuthenticationProof(event.details, event.userName)) ?? {
      authentication: (recipient.authentication as TSignerAuthentication | null) ?? 'session',
      codeChannel: null,
      maskedDestination: null,
      deliveredTo: null,
      sessionUserName: null,
    };
    await applyRecipientSignature(
      deps,
      {
        envelope,
        recipient,
        documents,
        signedAt: recipient.signedAt!,
        proof,
      },
      readOnSealingThread,
    );
  }
}

/**
 * Brings an envelope's documents up to what its rows say before they are read: each signed party's
 * signature, then, for a sealed envelope, the validation data and document timestamp. Sealing
 * itself is the delivery worker's (seal-completed-envelopes.ts): a completed envelope not sealed yet
 * is not sealed here. Nothing to do in the usual case.
 */
export async function catchUpEnvelopeDocuments(deps: SignatureDeps, envelopeId: number): Promise<void> {
  const envelope = await findEnvelope(deps.db, envelopeId);
  if (!envelope) return;
  await catchUpPartySignatures(deps, envelope);
  if (envelope.sealedAt)
    await completeEnvelopeDocuments(deps, await findEnvelopeDocuments(deps.db, [envelopeId]));
}

/** Whether a completed envelope's sealing has not landed yet (the delivery worker's job). */
export function awaitsSealing(envelope: Pick<EnvelopeRow, 'completedAt' | 'sealedAt'>): boolean {
  return envelope.completedAt !== null && envelope.sealedAt === null;
}

/**
 * Refuses to hand out a file meant to be kept (the signed documents, the history, the evidence file)
 * while one of these envelopes is being sealed: the file would lack its validation data and document
 * timestamp, and differ from the one kept after (docs/decisions.md « Sealing after the answer »).
 * @throws ApiError 409 docusign.error-sealing
 */
export function refuseWhileSealing(
  envelopes: readonly Pick<EnvelopeRow, 'completedAt' | 'sealedAt'>[],
): void {
  if (envelopes.some(awaitsSealing)) throw ApiError.conflict('id', 'docusign.error-sealing');
}
