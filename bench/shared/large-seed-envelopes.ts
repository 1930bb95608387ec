import pg from 'pg';

/**
 * Marks the large seed's completed envelopes sealed at their completion, when any waits (issue 36).
 * `bench:insights` gives the seed's signed dossiers completed envelopes as history (no document, no
 * signature to seal); written unsealed, they became a backlog of 240 000 that every API started on
 * the bench database worked through on its event loop (an evidence file per dossier) while the bench
 * measured it: first-time searches of 5 pages took up to 470 ms. A server in use seals an envelope
 * once, when its last party signs; migration 0024 marked the envelopes completed before sealing
 * existed the same way. Answers how many envelopes it marked.
 */
export async function settleLargeSeedEnvelopes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE signature_envelopes SET sealed_at = completed_at, seal_locked_until = NULL, seal_locked_by = NULL
       WHERE completed_at IS NOT NULL AND sealed_at IS NULL`,
    );
    // Vacuumed now, so that autovacuum does not take the envelopes changed here during the measure.
    if (rowCount) await client.query('VACUUM (ANALYZE) signature_envelopes');
    return rowCount ?? 0;
  } catch (error) {
    // A database migrated before sealing existed (0024) has no envelopes to settle.
    if ((error as { code?: string }).code === '42703' || (error as { code?: string }).code === '42P01')
      return 0;
    throw error;
  } finally {
    await client.end();
  }
}
