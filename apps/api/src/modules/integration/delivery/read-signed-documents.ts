import type { SignedDocumentsReader } from './build-delivery-payload.js';

/**
 * The signed documents a delivery lists with their SHA-256.
 * Note: the signature module's `listSignedDocuments(db, dossierId)` is not there yet; until it is,
 * deliveries carry an empty list (docs/operations.md says so).
 */
export const readSignedDocuments: SignedDocumentsReader = async () => [];
