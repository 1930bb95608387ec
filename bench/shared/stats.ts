/** Summary statistics of a series of timings (any unit), shared by the benchmarks. */
export type TimingSummary = { count: number; median: number; p95: number; p99: number; mean: number };

/** The value at quantile q (0..1) of an already sorted series, by nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Median, p95, p99 and mean of a series of timings. */
export function summarizeTimings(values: readonly number[]): TimingSummary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    mean,
  };
}
