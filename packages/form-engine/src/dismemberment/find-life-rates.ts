import type { DismembermentRates, LifeRateTable } from './rate-table.types.js';

/**
 * Finds the life (Viager) split for the usufructuary's age in whole years.
 * @returns the band's rates, or null when the age is not a non-negative whole number or no band fits.
 */
export function findLifeRates(table: LifeRateTable, age: number): DismembermentRates | null {
  if (!Number.isInteger(age) || age < 0) return null;
  for (const band of table.bands) {
    if (band.max_age === null || age <= band.max_age) {
      return { usufruct: band.usufruct, bare_ownership: band.bare_ownership };
    }
  }
  return null;
}
