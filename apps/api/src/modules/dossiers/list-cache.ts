import { LRUCache } from 'lru-cache';

/**
 * Pages of folder lists, kept in memory for a short while. A page is served from here only while
 * its tenant has not changed since it was computed: every write to dossiers, customers, users or
 * authorized clients is announced by the database (trigger + NOTIFY, see migration 0002) to every
 * replica, and the writing replica also forgets at once. Bounded in entries and age.
 */
export type ListCache = {
  /**
   * The cached value, or the computed one (then cached). The tenant's generation is read before
   * computing, so a change that lands during the computation leaves the result unserved. Callers
   * asking for the same page of the same generation while it is computed share that computation.
   */
  getOrCompute: <T>(tenantId: number, key: string, compute: () => Promise<T>) => Promise<T>;
  /** The tenant's data changed: its cached pages are no longer served. */
  invalidateTenant: (tenantId: number) => void;
  invalidateAll: () => void;
};

// Boxed so that any value, even undefined, can be cached (lru-cache keeps no undefined).
type Page = { value: unknown };

export function createListCache(options: { maxEntries: number; ttlMs: number }): ListCache {
  const generations = new Map<number, number>();
  let globalGeneration = 0;
  // Note: the generation is part of the key, so a change makes the tenant's pages unreachable at
  // once (they age out) and a computation started before it is never shared with a caller after it.
  const keyOf = (tenantId: number, key: string) =>
    `${globalGeneration}.${generations.get(tenantId) ?? 0}|${tenantId}|${key}`;
  const pages = new LRUCache<string, Page, () => Promise<unknown>>({
    max: options.maxEntries,
    ttl: Math.max(Math.round(options.ttlMs), 0),
    // Under load many requests miss the same page at once (start, expiry, a change); one query
    // answers them all instead of a burst of identical ones. A failure is not kept.
    fetchMethod: async (_key, _stale, { context: compute }) => ({ value: await compute() }),
    // A computation whose entry is evicted meanwhile still answers its callers (uncached).
    ignoreFetchAbort: true,
  });

  return {
    async getOrCompute<T>(tenantId: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const page = await pages.forceFetch(keyOf(tenantId, key), { context: compute });
      return page.value as T;
    },
    invalidateTenant(tenantId) {
      generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
    },
    invalidateAll() {
      globalGeneration += 1;
    },
  };
}
