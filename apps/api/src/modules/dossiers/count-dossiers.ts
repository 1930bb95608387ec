import { and, eq, sql } from 'drizzle-orm';
import type { TDossierCountsResponse } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { dossiers } from '../../db/schema.js';
import { listScopeKey, loadListVisibility, type Actor } from './access.js';
import type { ListCache } from './list-cache.js';

/** Dashboard counters, computed from the dossiers the actor may see. */
export function countDossiersByStatus(
  db: Database,
  cache: ListCache,
  actor: Actor,
): Promise<TDossierCountsResponse> {
  const key = JSON.stringify(['counts', listScopeKey(actor), actor.role === 'manage_dossier']);
  return cache.getOrCompute(actor.tenantId, key, () => computeCounts(db, actor));
}

async function computeCounts(db: Database, actor: Actor): Promise<TDossierCountsResponse> {
  const visible = (await loadListVisibility(db, actor)).condition;
  const byCategory = await db
    .select({ category: dossiers.category, count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(visible)
    .groupBy(dossiers.category);
  const counts: TDossierCountsResponse = { signed: 0, signature: 0, current: 0, abandoned: 0 };
  for (const row of byCategory) {
    if (row.category in counts) counts[row.category as 'signed'] = Number(row.count);
  }
  if (actor.role !== 'manage_dossier') return counts;

  const byIntegration = await db
    .select({ state: dossiers.integrationState, count: sql<number>`count(*)::int` })
    .from(dossiers)
    .where(and(visible, eq(dossiers.category, 'signed')))
    .groupBy(dossiers.integrationState);
  const integration = {
    signed_ongoing: 0,
    signed_validated: 0,
    signed_error: 0,
    signed_sync: 0,
    signed_refused: 0,
  };
  for (const row of byIntegration) {
    const key = `signed_${row.state}` as keyof typeof integration;
    if (key in integration) integration[key] = Number(row.count);
  }
  return { ...counts, ...integration };
}
