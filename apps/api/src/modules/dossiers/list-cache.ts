/**
 * Pages of folder lists, kept in memory for a short while. A page is served from here only while
 * its tenant has not changed since it was computed: every write to dossiers, customers, users or
 * authorized clients is announced by the database (trigger + NOTIFY, see migration 0002) to every
 * replica, and the writing replica also forgets at once. Bounded in entries and age.
 */
export type ListCache = {
  /**
   * The cached value, or the computed one (then cached). The tenant's generation is read before
   * computing, so a change that lands during the computation leaves the result uncached. Callers
   * asking for the same page of the same generation while it is computed share that computation.
   */
  getOrCompute: <T>(tenantId: number, key: string, compute: () => Promise<T>) => Promise<T>;
  /** The tenant's data changed: its cached pages are no longer served. */
  invalidateTenant: (tenantId: number) => void;
  invalidateAll: () => void;
};

type Entry = { value: unknown; generation: number; expiresAt: number };

export function createListCache(options: { maxEntries: number; ttlMs: number }): ListCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  const generations = new Map<number, number>();
  let globalGeneration = 0;
  const generationOf = (tenantId: number) =>
    (generations.get(tenantId) ?? 0) + globalGeneration * 1_000_000_000;

  return {
    async getOrCompute<T>(tenantId: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const fullKey = `${tenantId}|${key}`;
      const generation = generationOf(tenantId);
      const entry = entries.get(fullKey);
      if (entry && entry.generation === generation && entry.expiresAt >= Date.now()) {
        // Refresh its place in the insertion order: the least recently used entry is evicted first.
        entries.delete(fullKey);
        entries.set(fullKey, entry);
        return entry.value as T;
      }
      // Note: under load many requests miss the same page at once (start, expiry, a change); one
      // query answers them all instead of a burst of identical ones.
      const flightKey = `${generation}|${fullKey}`;
      const pending = inFlight.get(flightKey);
      if (pending) return pending as Promise<T>;
      const computation = compute().then((value) => {
        entries.delete(fullKey);
        entries.set(fullKey, { value, generation, expiresAt: Date.now() + options.ttlMs });
        while (entries.size > options.maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        return value;
      });
      inFlight.set(flightKey, computation);
      try {
        return await computation;
      } finally {
        inFlight.delete(flightKey);
      }
    },
    invalidateTenant(tenantId) {
      generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
    },
    invalidateAll() {
      globalGeneration += 1;
    },
  };
}
