import { findStepAwaitingDeclarations, givesSubscriberDeclarations } from '@souscription/contract';
import type { FormDefinition } from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { findCustomerAccountId, type DossierRow } from '../queries.js';

/**
 * Whether this save is the subscriber's declarations given while her step's envelope is out (issue
 * 32): an advisor who signed first left them to her, and she ticks them before her own signature.
 * Only the block holding that step's sign buttons, only before her part is signed, and only by whoever
 * signs or hosts her part (`givesSubscriberDeclarations`). The block's own answers feed no document
 * of the envelope (they follow its documents' inputs), so the envelope stays valid.
 */
export async function mayGiveDeclarations(
  db: Database,
  actor: Actor,
  dossier: DossierRow,
  definition: FormDefinition,
  submittingBlockId: number,
): Promise<boolean> {
  const step = findStepAwaitingDeclarations(dossier.status);
  if (step === null) return false;
  const signsStep = definition.elements.some(
    (element) =>
      element.type === 'button_docusign_iframe' &&
      element.block_id === submittingBlockId &&
      String(element.attributes.docusignId ?? '').startsWith(step),
  );
  if (!signsStep) return false;
  const subscriberUserId =
    dossier.clientId === null ? null : await findCustomerAccountId(db, dossier.clientId);
  return givesSubscriberDeclarations(actor.userId, { advisorUserId: dossier.advisorId, subscriberUserId });
}
