import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { findAllTenants, type Tenant } from './queries.js';

/**
 * Tenants change rarely and are read on every request: they are kept in memory and re-read at
 * most every few seconds, so a replica sees a new tenant or a theme change quickly.
 */
export type TenantDirectory = {
  byCode: (code: string) => Promise<Tenant | undefined>;
  codes: () => Promise<ReadonlySet<string>>;
  /** Forgets what was read, after a change made through this process. */
  invalidate: () => void;
};

const REFRESH_MS = 5_000;
const ALL = 'all';

export function createTenantDirectory(db: Database): TenantDirectory {
  // One entry, the whole table by code: re-read once for all concurrent callers when it is older
  // than REFRESH_MS.
  const snapshot = new LRUCache<typeof ALL, ReadonlyMap<string, Tenant>>({
    max: 1,
    ttl: REFRESH_MS,
    fetchMethod: async () => new Map((await findAllTenants(db)).map((row) => [row.code, row])),
    // Callers of a read under way when the directory is invalidated still get its answer.
    ignoreFetchAbort: true,
  });
  const read = () => snapshot.forceFetch(ALL);

  return {
    byCode: async (code) => (await read()).get(code),
    codes: async () => new Set((await read()).keys()),
    invalidate: () => snapshot.clear(),
  };
}
