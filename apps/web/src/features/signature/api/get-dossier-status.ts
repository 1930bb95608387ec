import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /dossiers/{id}`: the dossier's status set, which the return page watches. */
export async function getDossierStatus(id: number, signal?: AbortSignal): Promise<readonly string[] | null> {
  const answer = await call(operations.getDossier, { params: { id }, signal });
  return answer?.dossier.status ?? null;
}
