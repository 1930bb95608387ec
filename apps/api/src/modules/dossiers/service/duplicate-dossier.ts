import type { TCreatedDossierResponse } from '@souscription/contract';
import type { FormStore } from '../../forms/index.js';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { insertDossierCopy } from '../queries.js';
import { computeDossierSummary } from './compute-dossier-summary.js';
import { findDossierForAction } from './find-dossier.js';
import { toCreatedDossierResponse } from './to-dossier.js';

/**
 * A new ongoing folder of the same form, client and values, owned by the caller; with
 * `documentDuplicate` the receipts are copied too. All in one transaction.
 */
export async function duplicateDossier(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  documentDuplicate: boolean,
): Promise<TCreatedDossierResponse> {
  const source = await findDossierForAction(db, actor, id, 'duplicate', {
    property: 'id',
    message: 'folder.error.cannot-delete-subscription-folder',
  });
  // The copy's summary is computed from the copied answers, as at every save.
  const { definition } = await forms.getLoadedForm(source.formId);
  const derived = computeDossierSummary(definition.elements, source.values);
  const created = await insertDossierCopy(
    db,
    {
      ...source,
      ...derived,
      amountCents: derived.amountCents ?? source.amountCents,
      amountPaidCents: derived.amountPaidCents ?? source.amountPaidCents,
    },
    actor.userId,
    documentDuplicate,
  );
  return toCreatedDossierResponse(created);
}
