import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  isAdvisorRole,
  isBackOfficeRole,
  type TListClientsQuery,
  type TListClientsResponse,
} from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { customers } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import type { Actor } from '../dossiers/access.js';
import { escapeLikePattern, normalizeSearchText } from '../dossiers/search-text.js';

/** Accent- and case-blind match on one text column. */
const matches = (column: AnyPgColumn, pattern: string): SQL =>
  sql`translate(lower(${column}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœ', 'aaaaaaceeeeiiiinooooouuuuyyo') LIKE ${pattern}`;

/**
 * `GET /clients`: the customers the caller may open a folder for — an advisor's own customers,
 * every customer of the tenant for the back office and managers — searched by first name, last
 * name or username (client code).
 */
export async function listClients(
  db: Database,
  actor: Actor,
  query: TListClientsQuery,
): Promise<TListClientsResponse> {
  const conditions: (SQL | undefined)[] = [eq(customers.tenantId, actor.tenantId)];
  if (actor.role === 'advisor' || actor.role === 'partner')
    conditions.push(eq(customers.advisorId, actor.userId));
  else if (!isBackOfficeRole(actor.role) && !isAdvisorRole(actor.role)) throw ApiError.forbidden();
  const term = normalizeSearchText(query.searchTerm ?? '');
  if (term) {
    const pattern = `%${escapeLikePattern(term)}%`;
    conditions.push(
      or(
        matches(customers.firstName, pattern),
        matches(customers.lastName, pattern),
        matches(customers.username, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  return {
    clients: rows.map((c) => ({
      id: c.id,
      civility: c.civility,
      first_name: c.firstName,
      last_name: c.lastName,
      username: c.username,
      email: c.email,
    })),
    total_items: Number(total?.count ?? 0),
  };
}
