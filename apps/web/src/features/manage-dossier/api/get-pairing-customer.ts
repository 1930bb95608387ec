import { operations, type TPairingCustomer } from '@souscription/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';

/**
 * `GET /dossier/integration-state/customer/{code}`: a customer by code; null when no customer has
 * that code (other failures are thrown).
 */
export async function findCustomerByCode(
  code: string,
  signal?: AbortSignal,
): Promise<TPairingCustomer | null> {
  try {
    const answer = await call(operations.getPairingCustomer, { params: { code }, signal });
    return answer?.customer ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
