import { describe, expect, it } from 'vitest';
import {
  DEMONSTRATION_TEMPORARY_RATE_TABLE,
  findTemporaryRates,
  SAMPLE_RATE_TABLES,
  STANDARD_TEMPORARY_RATE_TABLE,
  VARIANT_A_TEMPORARY_RATE_TABLE,
  VARIANT_B_TEMPORARY_RATE_TABLE,
  VARIANT_C_TEMPORARY_RATE_TABLE,
  type TemporaryRateTable,
} from '../../src/index.js';

describe('temporary tables', () => {
  it('demonstration table is the spec 9 table verbatim (3 to 15 years)', () => {
    expect(
      DEMONSTRATION_TEMPORARY_RATE_TABLE.rows.map((row) => [row.years, row.usufruct, row.bare_ownership]),
    ).toEqual([
      [3, 14, 86],
      [4, 18, 82],
      [5, 22, 78],
      [6, 25, 75],
      [7, 28, 72],
      [8, 30, 70],
      [9, 33, 67],
      [10, 35, 65],
      [11, 37, 63],
      [12, 39, 61],
      [13, 41, 59],
      [14, 42, 58],
      [15, 43, 57],
    ]);
  });

  it.each<[string, TemporaryRateTable, number, number, number]>([
    ['standard 3 years', STANDARD_TEMPORARY_RATE_TABLE, 3, 13, 87],
    ['standard 10 years', STANDARD_TEMPORARY_RATE_TABLE, 10, 34, 66],
    ['standard 20 years', STANDARD_TEMPORARY_RATE_TABLE, 20, 45, 55],
    ['variant A 3 years', VARIANT_A_TEMPORARY_RATE_TABLE, 3, 12.5, 87.5],
    ['variant A 20 years', VARIANT_A_TEMPORARY_RATE_TABLE, 20, 44, 56],
    ['variant B 3 years', VARIANT_B_TEMPORARY_RATE_TABLE, 3, 11.5, 88.5],
    ['variant B 20 years', VARIANT_B_TEMPORARY_RATE_TABLE, 20, 44.5, 55.5],
    ['variant C 20 years', VARIANT_C_TEMPORARY_RATE_TABLE, 20, 37.5, 62.5],
  ])('%s → %d/%d (spec 9)', (_name, table, years, usufruct, bare) => {
    expect(findTemporaryRates(table, years)).toEqual({ usufruct, bare_ownership: bare });
  });

  it('has no row outside its durations and never interpolates', () => {
    expect(findTemporaryRates(STANDARD_TEMPORARY_RATE_TABLE, 2)).toBeNull();
    expect(findTemporaryRates(STANDARD_TEMPORARY_RATE_TABLE, 21)).toBeNull();
    expect(findTemporaryRates(STANDARD_TEMPORARY_RATE_TABLE, 10.5)).toBeNull();
    expect(findTemporaryRates(VARIANT_C_TEMPORARY_RATE_TABLE, 4)).toBeNull();
  });

  it.each(Object.values(SAMPLE_RATE_TABLES.temporary))(
    '$id: every duration once, splits sum to 100, usufruct grows with duration',
    (table) => {
      const years = table.rows.map((row) => row.years);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      expect(new Set(years).size).toBe(years.length);
      for (let i = 1; i < years.length; i += 1) expect(years[i]).toBe((years[i - 1] ?? 0) + 1);
      for (const row of table.rows) expect(row.usufruct + row.bare_ownership).toBe(100);
      const usufructs = table.rows.map((row) => row.usufruct);
      for (let i = 1; i < usufructs.length; i += 1)
        expect(usufructs[i]).toBeGreaterThan(usufructs[i - 1] ?? 0);
    },
  );

  it('the life bands cover every age once, splits sum to 100', () => {
    const bands = SAMPLE_RATE_TABLES.life.bands;
    expect(bands.at(-1)?.max_age).toBeNull();
    for (const band of bands) expect(band.usufruct + band.bare_ownership).toBe(100);
  });
});
