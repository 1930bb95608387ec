import { ZDossierResponse, type TDossier } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `PUT /dossiers/{id}/authorized-clients { clientsId }`: lets customers open the dossier. */
export async function authorizeClients(dossierId: number, clientsId: number[]): Promise<TDossier | null> {
  const answer = await apiClient.put(
    `/dossiers/${dossierId}/authorized-clients`,
    { clientsId },
    { schema: ZDossierResponse },
  );
  return answer?.dossier ?? null;
}
