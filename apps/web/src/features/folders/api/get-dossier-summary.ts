import { ZDossierSummaryResponse, type TDossierSummaryResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `GET /dossier/{id}/summary`: the folder's form, states and the address to open it at. */
export function getDossierSummary(id: string, signal?: AbortSignal): Promise<TDossierSummaryResponse | null> {
  return apiClient.get(`/dossier/${encodeURIComponent(id)}/summary`, {
    signal,
    schema: ZDossierSummaryResponse,
  });
}
