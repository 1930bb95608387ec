import type { Database } from '../../../db/client.js';
import { findCurrentEnvelopes, findEnvelopeDocuments, pickCurrentDocuments } from '../queries.js';
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
  return pickCurrentDocuments(envelopes, documents)
    .filter((document) => document.signedSha256 !== null)
    .map((document) => ({ name: document.name, sha256: document.signedSha256 as string }));
}
