import { operations, type TDossier } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `PUT /dossiers/{id}/authorized-clients { clientsId }`: lets customers open the dossier. */
export async function authorizeClients(dossierId: number, clientsId: number[]): Promise<TDossier | null> {
  const answer = await call(operations.authorizeClients, { params: { id: dossierId }, body: { clientsId } });
  return answer?.dossier ?? null;
}
