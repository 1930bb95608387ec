import type {
  TDatalistQuery,
  TListDatalistOptionsResponse,
  TListDatalistValuesResponse,
} from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { normalizeSearchText } from '../../shared/search-text.js';
import { findDatalistOptions, findDatalistTenantId } from './queries.js';

/** A datalist answers at most this many options: the widget asks again as the user types. */
const MAX_OPTIONS = 50;

/** The options of a datalist of the actor's tenant matching the filter (404 for another tenant's). */
async function findOptions(db: Database, actor: Actor, datalistId: number, filter: string | undefined) {
  const tenantId = await findDatalistTenantId(db, datalistId);
  if (tenantId !== actor.tenantId) throw ApiError.notFound('datalistId', 'api.error.datalist-not-found');
  return findDatalistOptions(db, datalistId, normalizeSearchText(filter ?? ''), MAX_OPTIONS);
}

/** Options (value and label, in the asked language) matching an accent-blind filter. */
export async function listDatalistOptions(
  db: Database,
  actor: Actor,
  datalistId: number,
  query: TDatalistQuery,
): Promise<TListDatalistOptionsResponse> {
  const rows = await findOptions(db, actor, datalistId, query.filter);
  const en = query.locale === 'en';
  return { options: rows.map((o) => ({ value: o.value, label: (en && o.labelEn) || o.label })) };
}

/** The presentations of the options matching the filter. */
export async function listDatalistValues(
  db: Database,
  actor: Actor,
  datalistId: number,
  query: TDatalistQuery,
): Promise<TListDatalistValuesResponse> {
  const rows = await findOptions(db, actor, datalistId, query.filter);
  return { options: rows.map((o) => ({ value: o.value, presentation: o.presentation ?? o.label })) };
}
