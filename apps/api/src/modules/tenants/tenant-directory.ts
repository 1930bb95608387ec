import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import type { Tenant } from './queries.js';

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

export function createTenantDirectory(db: Database): TenantDirectory {
  let loadedAt = 0;
  let byCode = new Map<string, Tenant>();
  let loading: Promise<void> | null = null;

  const refresh = async () => {
    if (Date.now() - loadedAt < REFRESH_MS) return;
    loading ??= (async () => {
      try {
        const rows = await db.select().from(tenants);
        byCode = new Map(rows.map((row) => [row.code, row]));
        loadedAt = Date.now();
      } finally {
        loading = null;
      }
    })();
    await loading;
  };

  return {
    async byCode(code) {
      await refresh();
      return byCode.get(code);
    },
    async codes() {
      await refresh();
      return new Set(byCode.keys());
    },
    invalidate() {
      loadedAt = 0;
    },
  };
}
