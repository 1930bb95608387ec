import { ZCreatedDossierResponse, type TCreatedDossierResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `POST /dossiers/{id}/duplicate { documentDuplicate }`: a new folder with the same answers. */
export async function duplicateDossier(
  dossierId: number,
  documentDuplicate: boolean,
): Promise<TCreatedDossierResponse['dossier'] | null> {
  const answer = await apiClient.post(
    `/dossiers/${dossierId}/duplicate`,
    { documentDuplicate },
    { schema: ZCreatedDossierResponse },
  );
  return answer?.dossier ?? null;
}
