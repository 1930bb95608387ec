import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { TInsightsChannel } from '@souscription/contract';
import { dossiers, integrationHistory, signatureEnvelopes } from '../../db/schema.js';

/** The filters of a « Suivi » call once checked: days resolved, product and advisor known. */
export type TInsightsFilters = {
  /** Europe/Paris calendar days, both included. */
  from: string;
  to: string;
  product?: string;
  advisor?: string;
  channel?: TInsightsChannel;
};

/**
 * The dossiers a chart counts: those the caller sees (`visible`, the folder lists' own rule),
 * created between the first instant of `from` and the last of `to` in Europe/Paris, narrowed by
 * product, creator and channel. Written on the `dossiers` table itself (not an alias) so that the
 * visibility condition applies as it is.
 */
export function cohortCondition(visible: SQL, filters: TInsightsFilters): SQL {
  return and(
    visible,
    sql`${dossiers.creationDate} >= (${filters.from}::date::timestamp AT TIME ZONE 'Europe/Paris')`,
    sql`${dossiers.creationDate} < ((${filters.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`,
    filters.product ? eq(dossiers.productCode, filters.product) : undefined,
    filters.advisor ? sql`${dossiers.advisorId} = ${filters.advisor}::uuid` : undefined,
    filters.channel ? eq(dossiers.direct, filters.channel === 'direct') : undefined,
  ) as SQL;
}

/**
 * An envelope of the dossier. The tenant is named too (an envelope is always of its dossier's tenant)
 * so that PostgreSQL reads the tenant's envelopes from `signature_envelopes_tenant_dossier_idx` and
 * joins them to the cohort at once, instead of probing the envelopes of each dossier in turn.
 */
export const envelopeOfTheDossier = sql`${signatureEnvelopes.dossierId} = ${dossiers.id} AND ${signatureEnvelopes.tenantId} = ${dossiers.tenantId}`;

/** A history entry of the dossier, its tenant named too (read from `integration_history_reasons_idx`). */
export const historyOfTheDossier = sql`${integrationHistory.dossierId} = ${dossiers.id} AND ${integrationHistory.tenantId} = ${dossiers.tenantId}`;

/** A share rounded to four decimals, or null when there is nothing to divide by. */
export function toRate(count: number, of: number): number | null {
  return of > 0 ? Math.round((count / of) * 10_000) / 10_000 : null;
}
