import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor } from '../../dossiers/index.js';
import { findEnvelopes, refuseWhileSealing } from '../../signature/index.js';
import { buildDossierEvidence, type EvidenceDeps } from './build-dossier-evidence.js';

/**
 * `GET /dossiers/{folderId}/evidence`: the stored evidence file of a signed dossier the actor sees
 * (built now if its signature's build did not happen, then kept), as `dossier-de-preuve-{id}.pdf`.
 * @throws ApiError 404 evidence.error-not-signed before the subscription is signed.
 * @throws ApiError 409 docusign.error-sealing until its sealing landed.
 */
export async function getDossierEvidence(
  deps: EvidenceDeps,
  actor: Actor,
  dossierId: number,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  if (!dossier.status.includes('signed')) throw ApiError.notFound('folderId', 'evidence.error-not-signed');
  // Built by the sealing job after the last signature's answer: not before its documents are sealed.
  refuseWhileSealing(await findEnvelopes(deps.db, dossierId));
  const evidence = await buildDossierEvidence(deps, dossierId);
  const bytes = evidence ? await deps.blobs.get(evidence.sha256) : undefined;
  if (!bytes) throw ApiError.notFound('folderId', 'evidence.error-not-signed');
  return { filename: `dossier-de-preuve-${dossierId}.pdf`, bytes };
}
