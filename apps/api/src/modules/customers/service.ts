import {
  isAdvisorRole,
  isBackOfficeRole,
  type TCustomer,
  type TListClientsQuery,
  type TListClientsResponse,
} from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { normalizeSearchText } from '../../shared/search-text.js';
import { findCustomerPage, type Customer } from './queries.js';

/** A customer as the wire shows it. */
export function toListedCustomer(customer: Customer): TCustomer {
  return {
    id: customer.id,
    civility: customer.civility,
    first_name: customer.firstName,
    last_name: customer.lastName,
    username: customer.username,
    email: customer.email,
    prospect: customer.isProspect,
  };
}

/**
 * The customers the caller may open a dossier for — an advisor's own customers, every customer of
 * the tenant for the back office and managers — searched by first name, last name or username
 * (client code).
 */
export async function listCustomers(
  db: Database,
  actor: Actor,
  query: TListClientsQuery,
): Promise<TListClientsResponse> {
  const ownOnly = actor.role === 'advisor' || actor.role === 'partner';
  if (!ownOnly && !isBackOfficeRole(actor.role) && !isAdvisorRole(actor.role)) throw ApiError.forbidden();
  const term = normalizeSearchText(query.searchTerm ?? '');
  const { rows, total } = await findCustomerPage(
    db,
    { tenantId: actor.tenantId, ...(ownOnly ? { advisorId: actor.userId } : {}), ...(term ? { term } : {}) },
    { offset: (query.page - 1) * query.itemsPerPage, limit: query.itemsPerPage },
  );
  return { clients: rows.map(toListedCustomer), total_items: total };
}
