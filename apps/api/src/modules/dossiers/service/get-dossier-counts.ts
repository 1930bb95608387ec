import type { TDossierCountsResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { ListCache } from '../list-cache.js';
import {
  countDossiersByCategory,
  countDossiersToCorrect,
  countSignedDossiersByIntegrationState,
  loadListVisibility,
} from '../queries.js';
import { listScopeKey } from './list-dossiers.js';

/** Dashboard counters, computed from the dossiers the actor may see (shared like list pages). */
export function getDossierCounts(
  db: Database,
  cache: ListCache,
  actor: Actor,
): Promise<TDossierCountsResponse> {
  const key = JSON.stringify(['counts', listScopeKey(actor), actor.role === 'manage_dossier']);
  return cache.getOrCompute(actor.tenantId, key, () => computeCounts(db, actor));
}

async function computeCounts(db: Database, actor: Actor): Promise<TDossierCountsResponse> {
  const visibility = await loadListVisibility(db, actor);
  const visible = visibility.condition;
  const byCategory = await countDossiersByCategory(db, visibility);
  const counts: TDossierCountsResponse = { signed: 0, signature: 0, current: 0, abandoned: 0 };
  for (const row of byCategory) {
    if (row.category in counts) counts[row.category as 'signed'] = Number(row.count);
  }
  counts.to_correct = await countDossiersToCorrect(db, visible);
  if (actor.role !== 'manage_dossier') return counts;

  const byIntegration = await countSignedDossiersByIntegrationState(db, visible);
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
