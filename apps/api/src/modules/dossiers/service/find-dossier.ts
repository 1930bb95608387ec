import { getDossierActions, type TDossierActions } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierWithVisibility, type DossierRow } from '../queries.js';

type CheckedDossier = { id: number; row: Awaited<ReturnType<typeof findDossierWithVisibility>> };

/** The folder the permission check of a request read, until its handler reads it (an actor is one request's). */
const checkedByActor = new WeakMap<Actor, CheckedDossier>();

/**
 * Reads the folder a request names, with whether the actor sees it, for the permission check
 * (auth/enforce-permissions.ts); the handler's first read of that folder gets this row instead of
 * asking the database again. Read once: any later read in the same request (after a write, say)
 * asks the database.
 */
export async function readDossierForPermissionCheck(db: Database, actor: Actor, id: number) {
  const row = await findDossierWithVisibility(db, actor, id);
  checkedByActor.set(actor, { id, row });
  return row;
}

function takeCheckedDossier(actor: Actor, id: number): CheckedDossier | undefined {
  const checked = checkedByActor.get(actor);
  if (checked?.id !== id) return undefined;
  checkedByActor.delete(actor);
  return checked;
}

/**
 * Loads a dossier the actor may see: 404 when there is no such dossier, 403 when it exists but
 * is not the actor's to see (another tenant, another advisor's customer…).
 */
export async function findDossierForActor(db: Database, actor: Actor, id: number): Promise<DossierRow> {
  const checked = takeCheckedDossier(actor, id);
  const row = checked ? checked.row : await findDossierWithVisibility(db, actor, id);
  if (!row) throw ApiError.notFound('id', 'api.error.dossier-not-found');
  if (!row.visible) throw ApiError.forbidden('id', 'api.error.dossier-forbidden');
  const { visible: _visible, ...dossier } = row;
  return dossier;
}

/**
 * Loads a dossier the actor may see and checks that the action table of spec 01 §6 offers it the
 * given action (the server refuses what the menu would not offer): 403 otherwise.
 */
export async function findDossierForAction(
  db: Database,
  actor: Actor,
  id: number,
  action: keyof TDossierActions,
  refusal: { property: string; message: string },
): Promise<DossierRow> {
  const dossier = await findDossierForActor(db, actor, id);
  const actions = getDossierActions({
    role: actor.role,
    status: dossier.status,
    features: actor.tenant.features,
    backOfficeForm: dossier.backOfficeForm,
  });
  if (!actions[action]) throw ApiError.forbidden(refusal.property, refusal.message);
  return dossier;
}
