import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.js';
import { dossiers, signatureEnvelopes } from '../../db/schema.js';

/** How many dossiers of the cohort reached each stage, and left by each outcome. */
export type TFunnelCounts = {
  created: number;
  form_complete: number;
  in_signature: number;
  signed: number;
  validated: number;
  synchronised: number;
  abandoned: number;
  refused: number;
  expired: number;
};

/**
 * The funnel in one pass over the cohort. A stage counts the dossiers that reached it, so every
 * later stage is within the earlier ones: form complete = a subscription envelope was opened (the
 * API opens one only once every earlier block is complete and valid), or the dossier is signed, or
 * registered (the back office's paper form); in signature = a subscription envelope was opened, or
 * signed; validated and synchronised = signed and validated (`validation_date`), synchronised =
 * integration state `sync`. Outcomes: abandoned = canceled or rejected; refused = integration state
 * `refused`; expired = an envelope expired and the dossier is not signed.
 *
 * Whether a dossier has a subscription envelope, or an expired one, is asked of the tenant's own
 * envelopes (`tenantId`, by `signature_envelopes_tenant_dossier_idx`): PostgreSQL then hashes them
 * once for the whole cohort when they fit in memory, and otherwise looks each dossier's up in the
 * index; `OFFSET 0` keeps the inner query apart, so that each is asked once per dossier, not once
 * per stage that reads it.
 */
export async function countFunnel(db: Database, cohort: SQL, tenantId: number): Promise<TFunnelCounts> {
  const hasEnvelope = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${signatureEnvelopes} WHERE ${signatureEnvelopes.dossierId} = ${dossiers.id}
      AND ${signatureEnvelopes.tenantId} = ${tenantId} AND ${condition})`;
  const [row] = await queryRows<Record<keyof TFunnelCounts, number | string>>(
    db,
    sql`SELECT
      count(*) AS created,
      count(*) FILTER (WHERE signed OR opened OR registered) AS form_complete,
      count(*) FILTER (WHERE signed OR opened) AS in_signature,
      count(*) FILTER (WHERE signed) AS signed,
      count(*) FILTER (WHERE signed AND validated) AS validated,
      count(*) FILTER (WHERE signed AND validated AND synchronised) AS synchronised,
      count(*) FILTER (WHERE abandoned) AS abandoned,
      count(*) FILTER (WHERE refused) AS refused,
      count(*) FILTER (WHERE NOT signed AND expired) AS expired
    FROM (
      SELECT
        'signed' = ANY(${dossiers.status}) AS signed,
        'registered' = ANY(${dossiers.status}) AS registered,
        ${hasEnvelope(sql`${signatureEnvelopes.step} = 'subscription'`)} AS opened,
        ${dossiers.validationDate} IS NOT NULL AS validated,
        ${dossiers.integrationState} = 'sync' AS synchronised,
        ${dossiers.status} && ARRAY['canceled', 'rejected']::text[] AS abandoned,
        ${dossiers.integrationState} = 'refused' AS refused,
        ${hasEnvelope(sql`${signatureEnvelopes.status} = 'expired'`)} AS expired
      FROM ${dossiers}
      WHERE ${cohort}
      OFFSET 0
    ) AS cohort`,
  );
  // Note: PostgreSQL answers count(*) as a bigint, which node-postgres hands over as a string.
  const counts = {} as TFunnelCounts;
  for (const [key, value] of Object.entries(row ?? {})) counts[key as keyof TFunnelCounts] = Number(value);
  return counts;
}
