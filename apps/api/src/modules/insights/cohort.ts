import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { TInsightsChannel } from '@souscription/contract';
import { dossiers } from '../../db/schema.js';

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

/** A share rounded to four decimals, or null when there is nothing to divide by. */
export function toRate(count: number, of: number): number | null {
  return of > 0 ? Math.round((count / of) * 10_000) / 10_000 : null;
}
