import { type SQL, sql } from 'drizzle-orm';
import { MAX_INSIGHTS_REASONS } from '@souscription/contract';
import { type Database, queryRows } from '../../db/client.js';
import { dossiers, integrationHistory, signatureEnvelopes, signatureRecipients } from '../../db/schema.js';
import { envelopeOfTheDossier, historyOfTheDossier } from './cohort.js';

export type TReasonCount = {
  state: 'refused' | 'error';
  source: 'manager' | 'delivery';
  reason: string;
  count: number;
};

type TCountRow = { count: number | string };

/**
 * Refusals and « en erreur » of the cohort's dossiers by reason: the dossier manager's decisions
 * (history `state` entries) and the back office's refused deliveries (`delivery` entries), grouped
 * by their text without regard to case and runs of spaces, each shown as most often written. A
 * dossier counts once per state, source and reason. The {@link MAX_INSIGHTS_REASONS} most frequent
 * per state; the rest summed by state (`reason` null).
 */
export async function countIntegrationReasons(
  db: Database,
  cohort: SQL,
): Promise<{ rows: TReasonCount[]; other: { refused: number; error: number } }> {
  const rows = await queryRows<
    TCountRow & { state: 'refused' | 'error'; source: 'manager' | 'delivery' | null; reason: string | null }
  >(
    db,
    sql`WITH entries AS (
        SELECT ${integrationHistory.dossierId} AS dossier_id, ${integrationHistory.state} AS state,
          CASE WHEN ${integrationHistory.kind} = 'delivery' THEN 'delivery' ELSE 'manager' END AS source,
          btrim(regexp_replace(${integrationHistory.reason}, '\\s+', ' ', 'g')) AS reason
        FROM ${integrationHistory}
        JOIN ${dossiers} ON ${historyOfTheDossier}
        WHERE ${cohort} AND ${integrationHistory.state} IN ('refused', 'error')
          AND ${integrationHistory.kind} IN ('state', 'delivery')
          AND btrim(coalesce(${integrationHistory.reason}, '')) <> ''
      ), grouped AS (
        SELECT state, source, mode() WITHIN GROUP (ORDER BY reason) AS reason,
          count(DISTINCT dossier_id) AS count
        FROM entries GROUP BY state, source, lower(reason)
      ), ranked AS (
        SELECT *, row_number() OVER (PARTITION BY state ORDER BY count DESC, reason, source) AS position
        FROM grouped
      )
      SELECT state, source, reason, count FROM ranked WHERE position <= ${MAX_INSIGHTS_REASONS}
      UNION ALL
      SELECT state, NULL, NULL, sum(count) FROM ranked WHERE position > ${MAX_INSIGHTS_REASONS} GROUP BY state`,
  );
  const other = { refused: 0, error: 0 };
  const listed: TReasonCount[] = [];
  for (const row of rows) {
    if (row.reason === null || row.source === null) other[row.state] = Number(row.count);
    else listed.push({ state: row.state, source: row.source, reason: row.reason, count: Number(row.count) });
  }
  listed.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'fr'));
  return { rows: listed, other };
}

/** Signatures refused by the cohort's parties, by step and party. */
export async function countSignatureRefusals(
  db: Database,
  cohort: SQL,
): Promise<{ step: string; party: string; count: number }[]> {
  const rows = await queryRows<TCountRow & { step: string; party: string }>(
    db,
    sql`SELECT ${signatureEnvelopes.step} AS step, ${signatureRecipients.party} AS party, count(*) AS count
      FROM ${signatureRecipients}
      JOIN ${signatureEnvelopes} ON ${signatureEnvelopes.id} = ${signatureRecipients.envelopeId}
      JOIN ${dossiers} ON ${envelopeOfTheDossier}
      WHERE ${cohort} AND ${signatureRecipients.status} = 'declined'
      GROUP BY 1, 2`,
  );
  return rows.map((row) => ({ step: row.step, party: row.party, count: Number(row.count) }));
}

/** Envelopes sent for the cohort's dossiers and those that expired, by step. */
export async function countExpiredEnvelopes(
  db: Database,
  cohort: SQL,
): Promise<{ step: string; sent: number; expired: number }[]> {
  const rows = await queryRows<{ step: string; sent: number | string; expired: number | string }>(
    db,
    sql`SELECT ${signatureEnvelopes.step} AS step, count(*) AS sent,
        count(*) FILTER (WHERE ${signatureEnvelopes.status} = 'expired') AS expired
      FROM ${signatureEnvelopes}
      JOIN ${dossiers} ON ${envelopeOfTheDossier}
      WHERE ${cohort}
      GROUP BY 1`,
  );
  return rows.map((row) => ({ step: row.step, sent: Number(row.sent), expired: Number(row.expired) }));
}
