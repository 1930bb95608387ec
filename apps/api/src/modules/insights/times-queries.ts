import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.js';
import { dossiers, signatureEnvelopes, signatureRecipients } from '../../db/schema.js';
import { envelopeOfTheDossier } from './cohort.js';

/** One measured duration: how many, median and 90th percentile in seconds (null when none). */
export type TDuration = { count: number; median: number | null; p90: number | null };
export type TPartyDuration = TDuration & { step: string; party: string };

type TDurationRow = { count: number | string; median: number | string | null; p90: number | string | null };

const toDuration = (row: TDurationRow | undefined): TDuration => ({
  count: Number(row?.count ?? 0),
  median: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
  p90: row?.p90 === null || row?.p90 === undefined ? null : Math.round(Number(row.p90)),
});

/** Median and 90th percentile of an interval expression in seconds, over the rows where it is known. */
const percentiles = (interval: SQL) => sql`count(${interval}) AS count,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${interval})) AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM ${interval})) AS p90`;

/** Creation → signed, and signed → validated, over the cohort's signed dossiers. */
export async function measureDossierTimes(
  db: Database,
  cohort: SQL,
): Promise<{ creationToSignature: TDuration; signatureToValidation: TDuration }> {
  const signedCohort = sql`${cohort} AND ${dossiers.signatureDate} IS NOT NULL`;
  const [toSignature] = await queryRows<TDurationRow>(
    db,
    sql`SELECT ${percentiles(sql`${dossiers.signatureDate} - ${dossiers.creationDate}`)}
      FROM ${dossiers} WHERE ${signedCohort}`,
  );
  const [toValidation] = await queryRows<TDurationRow>(
    db,
    sql`SELECT ${percentiles(sql`${dossiers.validationDate} - ${dossiers.signatureDate}`)}
      FROM ${dossiers} WHERE ${signedCohort} AND ${dossiers.validationDate} IS NOT NULL`,
  );
  return { creationToSignature: toDuration(toSignature), signatureToValidation: toDuration(toValidation) };
}

/**
 * A party's invitation (its envelope sent) → its signature, by step and party, over the envelopes of
 * the cohort's dossiers (an envelope closed later keeps its signatures' times: they were given).
 */
export async function measurePartyTimes(db: Database, cohort: SQL): Promise<TPartyDuration[]> {
  const rows = await queryRows<TDurationRow & { step: string; party: string }>(
    db,
    sql`SELECT ${signatureEnvelopes.step} AS step, ${signatureRecipients.party} AS party,
        ${percentiles(sql`${signatureRecipients.signedAt} - ${signatureEnvelopes.createdAt}`)}
      FROM ${signatureRecipients}
      JOIN ${signatureEnvelopes} ON ${signatureEnvelopes.id} = ${signatureRecipients.envelopeId}
      JOIN ${dossiers} ON ${envelopeOfTheDossier}
      WHERE ${cohort} AND ${signatureRecipients.status} = 'signed' AND ${signatureRecipients.signedAt} IS NOT NULL
      GROUP BY 1, 2`,
  );
  return rows.map((row) => ({ step: row.step, party: row.party, ...toDuration(row) }));
}
