import type { LifeRateTable, TemporaryRateRow, TemporaryRateTable } from './rate-table.types.js';

/** Builds rows from `[years, usufruct]` pairs; bare ownership is the complement to 100. */
function toRows(pairs: readonly (readonly [number, number])[]): TemporaryRateRow[] {
  return pairs.map(([years, usufruct]) => ({ years, usufruct, bare_ownership: 100 - usufruct }));
}

/**
 * The life (Viager) table of spec 9, usufruct / bare ownership by age of the usufructuary.
 * Note: the spec says "under 20: 90/10; 21-30: 80/20"; age 20 itself falls in the first band here.
 */
export const VIAGER_RATE_TABLE: LifeRateTable = {
  bands: [
    { max_age: 20, usufruct: 90, bare_ownership: 10 },
    { max_age: 30, usufruct: 80, bare_ownership: 20 },
    { max_age: 40, usufruct: 70, bare_ownership: 30 },
    { max_age: 50, usufruct: 60, bare_ownership: 40 },
    { max_age: 60, usufruct: 50, bare_ownership: 50 },
    { max_age: 70, usufruct: 40, bare_ownership: 60 },
    { max_age: 80, usufruct: 30, bare_ownership: 70 },
    { max_age: 90, usufruct: 20, bare_ownership: 80 },
    { max_age: null, usufruct: 10, bare_ownership: 90 },
  ],
};

/** The fixed-term demonstration table of spec 9, 3 to 15 years, verbatim. */
export const DEMONSTRATION_TEMPORARY_RATE_TABLE: TemporaryRateTable = {
  id: 'demonstration',
  label: 'Démembrement temporaire — table de démonstration (3 à 15 ans)',
  rows: toRows([
    [3, 14],
    [4, 18],
    [5, 22],
    [6, 25],
    [7, 28],
    [8, 30],
    [9, 33],
    [10, 35],
    [11, 37],
    [12, 39],
    [13, 41],
    [14, 42],
    [15, 43],
  ]),
};

/**
 * Standard temporary table, 3 to 20 years.
 * SAMPLE DATA: only 3 y (13/87), 10 y (34/66) and 20 y (45/55) come from the spec; the other rows are
 * plausible monotonic values made up for demonstration.
 */
export const STANDARD_TEMPORARY_RATE_TABLE: TemporaryRateTable = {
  id: 'standard',
  label: 'Démembrement temporaire — table standard (3 à 20 ans)',
  rows: toRows([
    [3, 13],
    [4, 16],
    [5, 19],
    [6, 22],
    [7, 25],
    [8, 28],
    [9, 31],
    [10, 34],
    [11, 35.5],
    [12, 37],
    [13, 38],
    [14, 39],
    [15, 40],
    [16, 41],
    [17, 42],
    [18, 43],
    [19, 44],
    [20, 45],
  ]),
};

/**
 * Variant A, 3 to 20 years.
 * SAMPLE DATA: only the end points 12.5/87.5 (3 y) and 44/56 (20 y) come from the spec.
 */
export const VARIANT_A_TEMPORARY_RATE_TABLE: TemporaryRateTable = {
  id: 'variant-a',
  label: 'Démembrement temporaire — variante A (3 à 20 ans)',
  rows: toRows([
    [3, 12.5],
    [4, 15.5],
    [5, 18.5],
    [6, 21.5],
    [7, 24],
    [8, 26.5],
    [9, 29],
    [10, 31],
    [11, 33],
    [12, 35],
    [13, 36.5],
    [14, 38],
    [15, 39.5],
    [16, 40.5],
    [17, 41.5],
    [18, 42.5],
    [19, 43.5],
    [20, 44],
  ]),
};

/**
 * Variant B, 3 to 20 years.
 * SAMPLE DATA: only the end points 11.5/88.5 (3 y) and 44.5/55.5 (20 y) come from the spec.
 */
export const VARIANT_B_TEMPORARY_RATE_TABLE: TemporaryRateTable = {
  id: 'variant-b',
  label: 'Démembrement temporaire — variante B (3 à 20 ans)',
  rows: toRows([
    [3, 11.5],
    [4, 14.5],
    [5, 17.5],
    [6, 20.5],
    [7, 23],
    [8, 25.5],
    [9, 28],
    [10, 30.5],
    [11, 32.5],
    [12, 34.5],
    [13, 36],
    [14, 37.5],
    [15, 39],
    [16, 40],
    [17, 41],
    [18, 42],
    [19, 43.5],
    [20, 44.5],
  ]),
};

/**
 * Variant C, 5 to 20 years (the spec says some tenants start at 5 years and one shows 37.5/62.5 at 20).
 * SAMPLE DATA: only 37.5/62.5 at 20 years comes from the spec.
 */
export const VARIANT_C_TEMPORARY_RATE_TABLE: TemporaryRateTable = {
  id: 'variant-c',
  label: 'Démembrement temporaire — variante C (5 à 20 ans)',
  rows: toRows([
    [5, 15],
    [6, 17.5],
    [7, 20],
    [8, 22],
    [9, 24],
    [10, 26],
    [11, 27.5],
    [12, 29],
    [13, 30.5],
    [14, 32],
    [15, 33],
    [16, 34],
    [17, 35],
    [18, 36],
    [19, 37],
    [20, 37.5],
  ]),
};

/**
 * Every sample table, for the API seed to store per tenant: the life table and the temporary tables by id.
 * Only the Viager and demonstration tables are complete spec data; see each table's note.
 */
export const SAMPLE_RATE_TABLES = {
  life: VIAGER_RATE_TABLE,
  temporary: {
    [DEMONSTRATION_TEMPORARY_RATE_TABLE.id]: DEMONSTRATION_TEMPORARY_RATE_TABLE,
    [STANDARD_TEMPORARY_RATE_TABLE.id]: STANDARD_TEMPORARY_RATE_TABLE,
    [VARIANT_A_TEMPORARY_RATE_TABLE.id]: VARIANT_A_TEMPORARY_RATE_TABLE,
    [VARIANT_B_TEMPORARY_RATE_TABLE.id]: VARIANT_B_TEMPORARY_RATE_TABLE,
    [VARIANT_C_TEMPORARY_RATE_TABLE.id]: VARIANT_C_TEMPORARY_RATE_TABLE,
  },
} as const satisfies { life: LifeRateTable; temporary: Record<string, TemporaryRateTable> };
