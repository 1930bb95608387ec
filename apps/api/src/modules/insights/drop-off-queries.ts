import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.js';
import { dossiers } from '../../db/schema.js';

/** Unfinished dossiers of one form by the last block they saved (null: none saved). */
export type TDropOffCount = { formId: number; blockId: number | null; count: number; abandoned: number };

/**
 * The cohort's unfinished dossiers — neither signed nor out for the subscription's signature
 * (`signature` not in their states) — by form and last saved block, with how many were abandoned.
 */
export async function countFormDropOff(db: Database, cohort: SQL): Promise<TDropOffCount[]> {
  const rows = await queryRows<{
    form_id: number;
    block_id: number | null;
    count: number | string;
    abandoned: number | string;
  }>(
    db,
    sql`SELECT ${dossiers.formId} AS form_id, ${dossiers.lastSubmittedBlockId} AS block_id,
        count(*) AS count,
        count(*) FILTER (WHERE ${dossiers.status} && ARRAY['canceled', 'rejected']::text[]) AS abandoned
      FROM ${dossiers}
      WHERE ${cohort} AND NOT (${dossiers.status} && ARRAY['signed', 'signature']::text[])
      GROUP BY 1, 2`,
  );
  return rows.map((row) => ({
    formId: Number(row.form_id),
    blockId: row.block_id === null ? null : Number(row.block_id),
    count: Number(row.count),
    abandoned: Number(row.abandoned),
  }));
}
