/** A usufruct / bare-ownership split, in percent (the two sum to 100). */
export type DismembermentRates = {
  /** Usufruct percentage. */
  usufruct: number;
  /** Bare-ownership percentage. */
  bare_ownership: number;
};

/** One age band of a life (Viager) table: applies up to `max_age` inclusive (null: no upper bound). */
export type LifeRateBand = DismembermentRates & {
  /** Oldest age of the band, inclusive; null for the last band. */
  max_age: number | null;
};

/** A life (Viager) table: bands by age of the usufructuary, youngest first. */
export type LifeRateTable = {
  /** Bands in increasing `max_age`, the last one open-ended. */
  bands: readonly LifeRateBand[];
};

/** One row of a temporary table. */
export type TemporaryRateRow = DismembermentRates & {
  /** Duration of the dismemberment in whole years. */
  years: number;
};

/** A temporary dismemberment table by duration. */
export type TemporaryRateTable = {
  /** Table id, the key under which a tenant stores it. */
  id: string;
  /** Human label. */
  label: string;
  /** Rows by increasing duration. */
  rows: readonly TemporaryRateRow[];
};
