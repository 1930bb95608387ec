import type { TPairingCustomerResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { findCustomerByCode } from '../queries.js';
import { assertDossierManager } from '../../manage-dossier/index.js';
import { toPairingCustomer } from './match-customers.js';

/** `GET /dossier/integration-state/customer/{code}`: a customer of the manager's tenant. */
export async function getPairingCustomer(
  db: Database,
  actor: Actor,
  code: string,
): Promise<TPairingCustomerResponse> {
  assertDossierManager(actor);
  const customer = await findCustomerByCode(db, actor.tenantId, code);
  if (!customer) throw ApiError.notFound('code', 'validation.error.customer-not-found');
  return { customer: toPairingCustomer(customer) };
}
