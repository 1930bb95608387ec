import type { DismembermentRates, TemporaryRateTable } from './rate-table.types.js';

/**
 * Finds the temporary split for a duration in whole years.
 * @returns the row's rates, or null when the table has no row for that duration (no interpolation).
 */
export function findTemporaryRates(table: TemporaryRateTable, years: number): DismembermentRates | null {
  const row = table.rows.find((candidate) => candidate.years === years);
  return row ? { usufruct: row.usufruct, bare_ownership: row.bare_ownership } : null;
}
