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
 * The capitals outside ASCII that `lower()` leaves as they are under the C locale (a database
 * created with C collation, or an expression collated "C"), each with its small letter: Latin-1,
 * Latin Extended-A and B and Latin Extended Additional (É → é, Œ → œ, Ÿ → ÿ…), those whose small
 * letter is one character.
 */
const [CAPITALS, SMALL_LETTERS] = (() => {
  let capitals = '';
  let small = '';
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const lower = letter.toLowerCase();
      if (lower !== letter && lower.length === 1) {
        capitals += letter;
        small += lower;
      }
    }
  }
  return [capitals, small];
})();

/**
 * A reason's text with its runs of spaces (non-breaking ones too) made one space and trimmed.
 * `\s` alone misses U+00A0 and U+202F under the C locale.
 */
const tidied = (written: SQL) => sql`btrim(regexp_replace(${written}, '[\\s\\u00a0\\u202f]+', ' ', 'g'))`;

/**
 * The key reasons are grouped by: their tidied text in small letters, the same whatever the
 * database's locale (the accented capitals made small by `translate`, then ASCII by `lower` under
 * the C collation, which folds nothing else), so « Écart de montant » and « écart de montant » meet.
 */
const reasonKey = (reason: SQL) =>
  sql`lower(translate(${reason}, ${CAPITALS}, ${SMALL_LETTERS}) COLLATE "C")`;

/**
 * Refusals and « en erreur » of the cohort's dossiers by reason: the dossier manager's decisions
 * (history `state` entries) and the back office's refused deliveries (`delivery` entries), grouped
 * by their text without regard to case and runs of spaces ({@link reasonKey}), each shown as most
 * often written. Each text written is tidied and folded once (`texts`, however many entries carry
 * it: folding costs ~35 µs a text), then the entries are joined to it. A dossier counts once per
 * state, source and reason. The {@link MAX_INSIGHTS_REASONS} most frequent per state; the rest
 * summed by state (`reason` null).
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
          ${integrationHistory.reason} AS written
        FROM ${integrationHistory}
        JOIN ${dossiers} ON ${historyOfTheDossier}
        WHERE ${cohort} AND ${integrationHistory.state} IN ('refused', 'error')
          AND ${integrationHistory.kind} IN ('state', 'delivery') AND ${integrationHistory.reason} IS NOT NULL
      ), texts AS MATERIALIZED (
        SELECT written, reason, ${reasonKey(sql`reason`)} AS key
        FROM (SELECT written, ${tidied(sql`written`)} AS reason FROM (SELECT DISTINCT written FROM entries) AS d) AS t
        WHERE reason <> ''
      ), grouped AS (
        SELECT state, source, mode() WITHIN GROUP (ORDER BY reason) AS reason,
          count(DISTINCT dossier_id) AS count
        FROM entries JOIN texts USING (written) GROUP BY state, source, key
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
