import { listSignedDocuments } from '../signature/service/list-signed-documents.js';
import type { SignedDocumentsReader } from './build-delivery-payload.js';

/** The signed documents a delivery lists: the sealed PDFs of the completed envelopes, by SHA-256. */
export const readSignedDocuments: SignedDocumentsReader = listSignedDocuments;
