import { and, eq } from 'drizzle-orm';
import { isBackOfficeRole, type TDossier } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { dossiers } from '../../../db/schema.js';
import { ApiError } from '../../../shared/api-error.js';
import type { FormStore } from '../../forms/index.js';
import { findDossierForActor } from './find-dossier.js';
import { toDossier } from './to-dossier.js';

/**
 * `POST /dossiers/{id}/submit`, the finish button of the form's last block (spec 02 §7 and §8): a
 * folder whose form has e-signature buttons is final once signed by every party. While the mission
 * envelope is out it answers 'you have to sign to finalize subscribing' (dossier.error.sign-to-finalize),
 * before the subscription is signed that the stakeholders must sign (dossier.error.signature-required).
 * A final folder records the block as its last submitted one.
 */
export async function submitDossier(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  submittingBlockId: number,
): Promise<TDossier> {
  const dossier = await findDossierForActor(db, actor, id);
  if (isBackOfficeRole(actor.role) && !dossier.backOfficeForm) {
    throw ApiError.forbidden('status', 'api.error.dossier-read-only');
  }
  if (dossier.status.includes('canceled') || dossier.status.includes('rejected')) {
    throw ApiError.forbidden('status', 'api.error.dossier-not-modifiable');
  }
  const { definition } = await forms.getLoadedForm(dossier.formId);
  if (!definition.blocks.some((block) => block.id === submittingBlockId)) {
    throw ApiError.unprocessable([{ property: 'submittingBlockId', message: 'api.error.block' }]);
  }
  if (dossier.status.includes('mission_validation')) {
    throw ApiError.unprocessable([{ property: 'status', message: 'dossier.error.sign-to-finalize' }]);
  }
  const needsSignature = definition.elements.some((element) => element.type === 'button_docusign_iframe');
  if (needsSignature && !dossier.status.includes('signed')) {
    throw ApiError.unprocessable([{ property: 'status', message: 'dossier.error.signature-required' }]);
  }
  const [saved] = await db
    .update(dossiers)
    .set({ lastSubmittedBlockId: submittingBlockId, version: dossier.version + 1, updatedAt: new Date() })
    .where(and(eq(dossiers.id, id), eq(dossiers.version, dossier.version)))
    .returning();
  if (!saved) throw ApiError.conflict('version', 'api.error.dossier-changed');
  return toDossier(db, forms, saved, actor.tenantCode);
}
