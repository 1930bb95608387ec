import { ZCreateProspectResponse, type TCreateProspectResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/**
 * `POST /prospects { dossierId }`: creates the prospect's account and customer record from the
 * dossier's saved identity values (422 'User already exists for customer email', …).
 */
export async function createProspect(dossierId: number): Promise<TCreateProspectResponse['prospect'] | null> {
  const answer = await apiClient.post('/prospects', { dossierId }, { schema: ZCreateProspectResponse });
  return answer?.prospect ?? null;
}
