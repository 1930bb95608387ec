import { operations, type TCreateProspectResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/**
 * `POST /prospects { dossierId }`: creates the prospect's account and customer record from the
 * dossier's saved identity values (422 'User already exists for customer email', …).
 */
export async function createProspect(dossierId: number): Promise<TCreateProspectResponse['prospect'] | null> {
  const answer = await call(operations.createProspect, { body: { dossierId } });
  return answer?.prospect ?? null;
}
