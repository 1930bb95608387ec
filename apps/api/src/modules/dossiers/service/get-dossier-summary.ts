import type { TDossierSummaryResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { findDossierForActor } from './find-dossier.js';

/**
 * The folder and the address to open for this caller — the management screen for a dossier
 * manager on a signed folder, the form otherwise.
 */
export async function getDossierSummary(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TDossierSummaryResponse> {
  const dossier = await findDossierForActor(db, actor, id);
  const signed = dossier.status.includes('signed');
  const url = actor.role === 'manage_dossier' && signed ? `/manage-dossier/${dossier.id}` : '/form';
  return {
    summary: {
      id: dossier.id,
      form_id: dossier.formId,
      status: dossier.status,
      detention_mode: dossier.detentionMode,
      dismemberment_scope: dossier.dismembermentScope,
      pairing: { np: dossier.pairingNp, usu: dossier.pairingUsu },
      forceMandate: dossier.forceMandate,
      direct: dossier.direct,
      client_id: dossier.clientId,
      present: dossier.title,
      detail: dossier.productCode,
      dismemberment_type: dossier.dismembermentType,
      subscriptionGlobalAmount: dossier.amountCents === null ? null : dossier.amountCents / 100,
      amountPaid: dossier.amountPaidCents === null ? null : dossier.amountPaidCents / 100,
      url,
    },
  };
}
