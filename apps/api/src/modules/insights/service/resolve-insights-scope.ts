import type { SQL } from 'drizzle-orm';
import {
  DEFAULT_INSIGHTS_PERIOD_DAYS,
  findInsightsPeriodErrors,
  isAdvisorRole,
  type TInsightsQuery,
  type TApiError,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { visibleDossiersCondition } from '../../dossiers/index.js';
import type { FormStore } from '../../forms/index.js';
import { type TInsightsFilters, cohortCondition } from '../cohort.js';
import { isTenantUser } from '../filters-queries.js';
import { findTenantProducts } from './find-tenant-products.js';

/** What a « Suivi » call counts: the caller's scope, the filters resolved, the cohort's condition. */
export type TInsightsScope = {
  scope: 'tenant' | 'own';
  /** The caller's tenant, whose dossiers alone the cohort holds. */
  tenantId: number;
  filters: TInsightsFilters;
  cohort: SQL;
  /** Names the scope and filters in the cache: the tenant's figures are shared, an advisor's its own. */
  cacheKey: string;
};

/** The calendar day (`YYYY-MM-DD`) of an instant in Europe/Paris. */
export function toParisDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
}

/** A day moved by a number of days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period asked, or the last {@link DEFAULT_INSIGHTS_PERIOD_DAYS} days up to `to` (today by default). */
export function resolvePeriod(
  query: Pick<TInsightsQuery, 'from' | 'to'>,
  now: Date,
): { from: string; to: string } {
  const to =
    query.to ?? (query.from ? addDays(query.from, DEFAULT_INSIGHTS_PERIOD_DAYS - 1) : toParisDay(now));
  return { from: query.from ?? addDays(to, -(DEFAULT_INSIGHTS_PERIOD_DAYS - 1)), to };
}

/**
 * The caller's scope (the folder lists' visibility: the tenant for the manager and the back office,
 * its own and its customers' dossiers for an advisor or partner) and its filters, checked: a
 * product the tenant's forms do not offer, or an advisor who is not a user of the tenant (or, in the
 * `own` scope, not the caller), answers 422 `api.error.invalid_value` on that filter; so does a
 * period that ends before it starts (`to`), or `api.error.too_big` one too long (`from`).
 */
export async function resolveInsightsScope(
  db: Database,
  forms: FormStore,
  actor: Actor,
  query: TInsightsQuery,
  now: Date,
): Promise<TInsightsScope> {
  const scope = isAdvisorRole(actor.role) && actor.role !== 'manager' ? 'own' : 'tenant';
  const errors: TApiError[] = findInsightsPeriodErrors(query);
  if (query.product) {
    const products = await findTenantProducts(db, forms, actor.tenantId, 'fr');
    if (!products.some((product) => product.code === query.product)) {
      errors.push({ property: 'product', message: 'api.error.invalid_value' });
    }
  }
  if (query.advisor) {
    const known =
      scope === 'own'
        ? query.advisor === actor.userId
        : await isTenantUser(db, actor.tenantId, query.advisor);
    if (!known) errors.push({ property: 'advisor', message: 'api.error.invalid_value' });
  }
  if (errors.length) throw ApiError.unprocessable(errors);
  const filters: TInsightsFilters = {
    ...resolvePeriod(query, now),
    ...(query.product ? { product: query.product } : {}),
    ...(query.advisor ? { advisor: query.advisor } : {}),
    ...(query.channel ? { channel: query.channel } : {}),
  };
  const who = scope === 'own' ? `own:${actor.userId}` : 'tenant';
  return {
    scope,
    tenantId: actor.tenantId,
    filters,
    cohort: cohortCondition(visibleDossiersCondition(actor), filters),
    cacheKey: `insights|${who}|${filters.from}|${filters.to}|${filters.product ?? ''}|${filters.advisor ?? ''}|${filters.channel ?? ''}`,
  };
}
