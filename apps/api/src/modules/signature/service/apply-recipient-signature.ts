import type { TSignerAuthentication } from '@souscription/contract';
import type { EnvelopeDocumentRow, EnvelopeRow, RecipientRow } from '../queries.js';
import type { SignatureDeps } from './signature-deps.js';

/** What one accepted signature is: whose, on which documents, when, and how the signer proved who they are. */
export type TRecipientSignature = {
  envelope: EnvelopeRow;
  /** The recipient as recorded with their signature (name, e-mail, mobile, host, consent hash). */
  recipient: RecipientRow;
  /** The envelope's documents, rank order, as they stand before this signature. */
  documents: EnvelopeDocumentRow[];
  signedAt: Date;
  authentication: TSignerAuthentication;
};

/**
 * Applies one recipient's own signature to the envelope's documents, once their signature is accepted
 * (their one-time code verified in this ceremony, the consent accepted, the event recorded and
 * committed), before the envelope is sealed when it was the last one. The seam with the PAdES
 * integration (issue 26), which owns this file: it appends the party's PAdES signature to each
 * document. Until then it records nothing beyond the signature event and the recipient's row.
 */
export async function applyRecipientSignature(
  _deps: SignatureDeps,
  _signature: TRecipientSignature,
): Promise<void> {}
