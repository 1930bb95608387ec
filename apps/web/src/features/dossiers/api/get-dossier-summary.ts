import { operations, type TDossierSummaryResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /dossier/{id}/summary`: the folder's form, states and the address to open it at. */
export function getDossierSummary(id: string, signal?: AbortSignal): Promise<TDossierSummaryResponse | null> {
  return call(operations.getDossierSummary, { params: { id }, signal });
}
