import type { LockedDossier, Transaction } from '../queries.js';
import { computeInputDigests } from './envelope-inputs.js';
import { addDays, getLifecycleSettings } from './lifecycle-settings.js';
import type { SignatureDeps } from './signature-deps.js';

/**
 * What a new envelope carries for its lifecycle: when it expires and is first reminded (the tenant's
 * settings), and the digests of the answers its documents are made from (for the automatic void).
 */
export async function stampEnvelopeLifecycle(
  deps: Pick<SignatureDeps, 'forms'>,
  tx: Transaction,
  dossier: LockedDossier,
  blockId: number,
  now: Date,
) {
  const settings = await getLifecycleSettings(tx, dossier.tenantId);
  const { loaded } = await deps.forms.getLoadedForm(dossier.formId);
  return {
    expiresAt: addDays(now, settings.expiryDays),
    nextReminderAt: settings.reminderMax > 0 ? addDays(now, settings.reminderFirstDays) : null,
    inputDigests: computeInputDigests(loaded, dossier.values, blockId),
  };
}
