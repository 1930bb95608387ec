import { ZUpdateDossierStatusResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `PUT /dossiers/{id}/status { status: 'canceled' }`: the immediate refusal abandons the folder. */
export async function abandonDossier(dossierId: number): Promise<string[] | null> {
  const answer = await apiClient.put(
    `/dossiers/${dossierId}/status`,
    { status: 'canceled' },
    { schema: ZUpdateDossierStatusResponse },
  );
  return answer?.status ?? null;
}
