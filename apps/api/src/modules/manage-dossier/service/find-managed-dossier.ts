import { MANAGEABLE_INTEGRATION_STATES } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { findManagedDossier, type ManagedDossier } from '../queries.js';
import { assertNoAmendmentOut } from './corrections/correction-states.js';

/** Only the dossier manager reaches the management calls (spec 01 §6): 403 for any other role. */
export function assertDossierManager(actor: Actor): void {
  if (actor.role !== 'manage_dossier') throw ApiError.forbidden();
}

/**
 * A dossier of the manager's own tenant: 403 for another role, 404 for a dossier that does not
 * exist or belongs to another tenant (whose ids are not disclosed).
 */
export async function findDossierForManager(db: Database, actor: Actor, id: number): Promise<ManagedDossier> {
  assertDossierManager(actor);
  const dossier = await findManagedDossier(db, actor.tenantId, id);
  if (!dossier) throw ApiError.notFound('id', 'api.error.dossier-not-found');
  return dossier;
}

/** Whether the manager may still validate, refuse, flag an error or pair (ongoing or error). */
export function isManageable(state: string): boolean {
  return (MANAGEABLE_INTEGRATION_STATES as readonly string[]).includes(state);
}

/**
 * 409 once the dossier has left ongoing and error (validated, sync, refused), and while a correction's
 * amendment waits for its parties (issue 35: the manager decides, flags and pairs on what they signed).
 * Every management call that changes the dossier goes through here.
 */
export function assertManageable(dossier: Pick<ManagedDossier, 'integrationState' | 'status'>): void {
  if (!isManageable(dossier.integrationState)) {
    throw ApiError.conflict('integration_state', 'validation.error.integration-state-not-manageable');
  }
  assertNoAmendmentOut(dossier);
}
