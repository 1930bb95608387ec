import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor } from '../../dossiers/index.js';
import { findLatestEvidence } from '../queries.js';
import { buildDossierEvidence, type EvidenceDeps } from './build-dossier-evidence.js';

/**
 * `GET /dossiers/{folderId}/evidence`: the stored evidence file of a signed dossier the actor sees
 * (built now if its signature's build did not happen, then kept), as `dossier-de-preuve-{id}.pdf`.
 * @throws ApiError 404 evidence.error-not-signed before the subscription is signed.
 */
export async function getDossierEvidence(
  deps: EvidenceDeps,
  actor: Actor,
  dossierId: number,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  if (!dossier.status.includes('signed')) throw ApiError.notFound('folderId', 'evidence.error-not-signed');
  const evidence =
    (await findLatestEvidence(deps.db, dossierId)) ?? (await buildDossierEvidence(deps, dossierId));
  const bytes = evidence ? await deps.blobs.get(evidence.sha256) : undefined;
  if (!bytes) throw ApiError.notFound('folderId', 'evidence.error-not-signed');
  return { filename: `dossier-de-preuve-${dossierId}.pdf`, bytes };
}
