import type { TSignatureStep } from '@souscription/contract';
import type { FormElement } from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { loadDossierSigners } from '../../dossiers/index.js';
import type { LockedDossier } from '../queries.js';
import type { TEnvelopeRecipient } from '../provider/signing-provider.js';

/** The sign buttons of a step in the form, and who signs it on this dossier. */
export type TSigningParties = {
  /** Sign buttons of the step in the form, visible or not. */
  buttons: FormElement[];
  /** The block holding the step's buttons (its documents are the envelope's). */
  blockId: number | null;
  /** One recipient per party whose button shows for this dossier's answers. */
  recipients: TEnvelopeRecipient[];
  /** The dossier's advisor (hosts in-person signing), and the subscriber's own account. */
  advisorUserId: string | null;
  subscriberUserId: string | null;
};

/**
 * Who signs a step of a dossier, as its envelope's recipients: the dossiers module's one rule of who
 * signs which sign buttons (`loadDossierSigners` / `findBlockSigners`, which the documents' signature
 * boxes and the wizard's button labels follow too), for the step's buttons.
 */
export async function findSigningParties(
  db: Database,
  formStore: FormStore,
  dossier: LockedDossier,
  tenantCode: string,
  step: TSignatureStep,
): Promise<TSigningParties> {
  const { buttons, signers, advisorUserId, subscriberUserId } = await loadDossierSigners(
    db,
    formStore,
    dossier,
    tenantCode,
    step,
  );
  return {
    buttons,
    blockId: buttons[0]?.block_id ?? null,
    recipients: signers,
    advisorUserId,
    subscriberUserId,
  };
}
