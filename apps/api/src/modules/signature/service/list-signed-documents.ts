import type { Database } from '../../../db/client.js';
import { findCurrentEnvelopes, findEnvelopeDocuments } from '../queries.js';
import { awaitsSealing } from './complete-envelope.js';

/**
 * The sealed documents of a folder's completed envelopes (mission first), by name and SHA-256 of the
 * sealed PDF (its address in the blob store): what the dossier manager's integration sends on.
 * @throws Error while one is being sealed (the delivery is tried again later).
 */
export async function listSignedDocuments(
  db: Database,
  dossierId: number,
): Promise<Array<{ name: string; sha256: string }>> {
  const envelopes = (await findCurrentEnvelopes(db, dossierId)).filter(
    (envelope) => envelope.status === 'completed',
  );
  if (envelopes.some(awaitsSealing))
    throw new Error(`dossier ${dossierId}: signed documents still being sealed`);
  const documents = await findEnvelopeDocuments(
    db,
    envelopes.map((envelope) => envelope.id),
  );
  const order = new Map(envelopes.map((envelope, index) => [envelope.id, index]));
  return documents
    .filter((document) => document.signedSha256 !== null)
    .sort((a, b) => (order.get(a.envelopeId) ?? 0) - (order.get(b.envelopeId) ?? 0) || a.rank - b.rank)
    .map((document) => ({ name: document.name, sha256: document.signedSha256 as string }));
}
