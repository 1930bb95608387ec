import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.js';
import { dossiers, signatureEnvelopes, signatureRecipients } from '../../db/schema.js';
import { envelopeOfTheDossier } from './cohort.js';

/** One measured duration: how many, median and 90th percentile in seconds (null when none). */
export type TDuration = { count: number; median: number | null; p90: number | null };
export type TPartyDuration = TDuration & { step: string; party: string };

type TDurationRow = { count: number | string; percentiles: (number | string | null)[] | null };

const toDuration = (row: TDurationRow | undefined): TDuration => {
  const [median, p90] = row?.percentiles ?? [];
  return {
    count: Number(row?.count ?? 0),
    median: median === undefined || median === null ? null : Math.round(Number(median)),
    p90: p90 === undefined || p90 === null ? null : Math.round(Number(p90)),
  };
};

/**
 * How many rows know an interval expression, and its median and 90th percentile in seconds over
 * them (null intervals are left out), both from one sort of the durations (`percentile_cont` of an
 * array): columns `<prefix>count` and `<prefix>percentiles`.
 */
const percentiles = (
  interval: SQL,
  prefix = '',
) => sql`count(${interval}) AS ${sql.identifier(`${prefix}count`)},
  percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM ${interval}))
    AS ${sql.identifier(`${prefix}percentiles`)}`;

type TDossierTimesRow = {
  signed_count: TDurationRow['count'];
  signed_percentiles: TDurationRow['percentiles'];
  validated_count: TDurationRow['count'];
  validated_percentiles: TDurationRow['percentiles'];
};

/** Creation → signed, and signed → validated, over the cohort's signed dossiers (one read of them). */
export async function measureDossierTimes(
  db: Database,
  cohort: SQL,
): Promise<{ creationToSignature: TDuration; signatureToValidation: TDuration }> {
  const [row] = await queryRows<TDossierTimesRow>(
    db,
    sql`SELECT ${percentiles(sql`${dossiers.signatureDate} - ${dossiers.creationDate}`, 'signed_')},
        ${percentiles(sql`${dossiers.validationDate} - ${dossiers.signatureDate}`, 'validated_')}
      FROM ${dossiers} WHERE ${cohort} AND ${dossiers.signatureDate} IS NOT NULL`,
  );
  return {
    creationToSignature: toDuration(row && { count: row.signed_count, percentiles: row.signed_percentiles }),
    signatureToValidation: toDuration(
      row && { count: row.validated_count, percentiles: row.validated_percentiles },
    ),
  };
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
