import type { TDossierPairingResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { findDossierForManager } from '../../manage-dossier/index.js';

/** `GET /dossier/integration-state/{id}/pairing`. */
export async function getDossierPairing(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TDossierPairingResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  return {
    pairing: { np: dossier.pairingNp, usu: dossier.pairingUsu },
    forceMandate: dossier.forceMandate,
    detention_mode: dossier.detentionMode,
    dismemberment_type: dossier.dismembermentType,
    dismemberment_scope: dossier.dismembermentScope,
  };
}
