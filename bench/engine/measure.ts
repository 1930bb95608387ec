import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Runs a function and gives its duration in microseconds (high-resolution clock). */
export function timeMicroseconds(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1000;
}

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Median of samples. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

/** Heap used after a full garbage collection, in bytes. */
export function measureHeapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * Heap retained per instance by what `build` returns, in bytes: `count` instances are kept alive together
 * and the difference is divided, which averages out the collector's noise.
 */
export function measureRetainedHeap<T>(build: () => T, count: number): { value: T; bytes: number } {
  const before = measureHeapUsed();
  const values = Array.from({ length: count }, build);
  const bytes = (measureHeapUsed() - before) / count;
  const value = values[0];
  if (value === undefined) throw new Error('count must be at least 1');
  return { value, bytes };
}

/** Formats microseconds for the table: µs below 1 ms, ms above. */
export function formatDuration(microseconds: number): string {
  if (microseconds < 1000) return `${microseconds.toFixed(microseconds < 10 ? 2 : 1)} µs`;
  return `${(microseconds / 1000).toFixed(2)} ms`;
}

/** Formats bytes as MB. */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
