import { isBackOfficeRole } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { findVisibleDossierIds } from './queries.js';

/** The PostgreSQL channel the database announces folder changes on (migration 0020), `tenant:dossier`. */
export const DOSSIER_CHANGED_CHANNEL = 'souscription_dossier_changed';
/** Changes announced within this window go out together: one visibility query per watcher, not per change. */
const BATCH_MS = 50;

/** What a watcher is told: the folders it sees that changed, or that it may have missed changes. */
export type TDossierChange = { kind: 'changed'; dossierIds: number[] } | { kind: 'resync' };

type Watcher = { actor: Actor; notify: (change: TDossierChange) => void };

/** The folders' live changes of one API process, fed by PostgreSQL NOTIFY and passed on to its watchers. */
export type DossierChangeHub = {
  /** Starts telling a watcher about the folders its actor sees; returns the function that stops. */
  watch: (actor: Actor, notify: (change: TDossierChange) => void) => () => void;
  close: () => Promise<void>;
};

/** Whether the actor sees every folder of its tenant (no per-folder check needed). */
function seesWholeTenant(actor: Actor): boolean {
  return isBackOfficeRole(actor.role) || actor.role === 'manager';
}

/**
 * Listens once per process on {@link DOSSIER_CHANGED_CHANNEL} and passes each change, within
 * {@link BATCH_MS}, to the watchers of that tenant who see the folder: tenant-wide roles at once, the
 * others after one query per watcher for the batch (the folder lists' own visibility rule).
 */
export async function createDossierChangeHub(database: DatabaseHandle): Promise<DossierChangeHub> {
  const watchersByTenant = new Map<number, Set<Watcher>>();
  const pendingByTenant = new Map<number, Set<number>>();
  let flushTimer: NodeJS.Timeout | undefined;

  const flush = () => {
    flushTimer = undefined;
    const batches = [...pendingByTenant];
    pendingByTenant.clear();
    for (const [tenantId, dossierIds] of batches) {
      const watchers = watchersByTenant.get(tenantId);
      if (watchers?.size) void notifyTenant(database.db, [...watchers], [...dossierIds]);
    }
  };

  const unlisten = await database.listen(DOSSIER_CHANGED_CHANNEL, (payload) => {
    const [tenantId, dossierId] = payload.split(':').map(Number);
    if (!payload || !Number.isInteger(tenantId) || !Number.isInteger(dossierId)) {
      // The listening connection was lost and came back: whatever changed meanwhile is unknown.
      for (const watchers of watchersByTenant.values())
        for (const watcher of watchers) watcher.notify({ kind: 'resync' });
      return;
    }
    const pending = pendingByTenant.get(tenantId!) ?? new Set<number>();
    pending.add(dossierId!);
    pendingByTenant.set(tenantId!, pending);
    flushTimer ??= setTimeout(flush, BATCH_MS);
  });

  return {
    watch: (actor, notify) => {
      const watcher: Watcher = { actor, notify };
      const watchers = watchersByTenant.get(actor.tenantId) ?? new Set<Watcher>();
      watchers.add(watcher);
      watchersByTenant.set(actor.tenantId, watchers);
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0) watchersByTenant.delete(actor.tenantId);
      };
    },
    close: async () => {
      if (flushTimer) clearTimeout(flushTimer);
      await unlisten();
    },
  };
}

/** Tells each watcher of a tenant which of the changed folders it sees. */
async function notifyTenant(db: Database, watchers: Watcher[], dossierIds: number[]): Promise<void> {
  await Promise.all(
    watchers.map(async (watcher) => {
      try {
        const visible = seesWholeTenant(watcher.actor)
          ? dossierIds
          : await findVisibleDossierIds(db, watcher.actor, dossierIds);
        if (visible.length) watcher.notify({ kind: 'changed', dossierIds: visible });
      } catch {
        // The database did not answer: the watcher reads everything again rather than miss a change.
        watcher.notify({ kind: 'resync' });
      }
    }),
  );
}
