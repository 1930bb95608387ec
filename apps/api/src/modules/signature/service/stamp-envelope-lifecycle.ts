import type { LoadedForm } from '@souscription/form-engine';
import type { LockedDossier, Transaction } from '../queries.js';
import { computeInputDigests } from './envelope-inputs.js';
import { addDays, getLifecycleSettings } from './lifecycle-settings.js';

/**
 * What a new envelope carries for its lifecycle: when it expires and is first reminded (the tenant's
 * settings), and the digests of the answers its documents are made from (for the automatic void).
 * Runs inside the envelope's transaction, so it reads through `tx` only; the dossier's form comes
 * loaded (the form store reads through the database's own connection, which the embedded database
 * — one connection — holds for the transaction: reading it here would wait for ever).
 */
export async function stampEnvelopeLifecycle(
  tx: Transaction,
  dossier: LockedDossier,
  form: LoadedForm,
  blockId: number,
  now: Date,
) {
  const settings = await getLifecycleSettings(tx, dossier.tenantId);
  return {
    expiresAt: addDays(now, settings.expiryDays),
    nextReminderAt: settings.reminderMax > 0 ? addDays(now, settings.reminderFirstDays) : null,
    inputDigests: computeInputDigests(form, dossier.values, blockId),
  };
}
