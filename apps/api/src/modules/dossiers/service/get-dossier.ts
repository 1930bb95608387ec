import type { TDossier } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findDossierForActor } from './find-dossier.js';
import { toDossier } from './to-dossier.js';

/** A dossier the actor may see, with its values, receipts, authorized clients, signers' names and version. */
export async function getDossier(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
): Promise<TDossier> {
  return toDossier(db, forms, await findDossierForActor(db, actor, id), actor.tenantCode);
}
