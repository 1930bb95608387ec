import type { TCancelSignatureEnvelopeResponse, TSignatureStep } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor } from '../../dossiers/index.js';
import { findOpenEnvelope, findUserName } from '../queries.js';
import { endEnvelope } from './end-envelope.js';
import type { TRequestOrigin } from './open-signature-ceremony.js';
import type { SignatureDeps } from './signature-deps.js';

/**
 * `POST /dossiers/{folderId}/docusigns/{docusignId}/cancel`: the advisor (or the back office) withdraws
 * the step's envelope still out, with a reason: `cancelled`, its event with who and why, the dossier's
 * status back to where a new envelope may open. Its signing pages refuse from then on.
 * @throws ApiError 409 docusign.error-not-open when the step has no envelope out (signed, or never sent).
 */
export async function cancelEnvelope(
  deps: SignatureDeps,
  actor: Actor,
  input: { folderId: number; step: TSignatureStep; reason: string; origin: TRequestOrigin },
): Promise<TCancelSignatureEnvelopeResponse & { envelopeId: number }> {
  const dossier = await findDossierForActor(deps.db, actor, input.folderId);
  const envelope = await findOpenEnvelope(deps.db, dossier.id, input.step);
  if (!envelope) throw ApiError.conflict('docusignId', 'docusign.error-not-open');
  const at = deps.now();
  const userName = (await findUserName(deps.db, actor.userId)) ?? actor.username;
  const status = await deps.db.transaction(async (tx) => {
    const ended = await endEnvelope(tx, envelope, {
      type: 'cancelled',
      at,
      reason: input.reason,
      actor: { userId: actor.userId, userName, ip: input.origin.ip, userAgent: input.origin.userAgent },
    });
    // Signed or refused meanwhile: nothing left to cancel.
    if (!ended) throw ApiError.conflict('docusignId', 'docusign.error-not-open');
    return ended;
  });
  return {
    envelopeId: envelope.id,
    docusign: {
      id: envelope.id,
      step: input.step,
      status: 'cancelled',
      reason: input.reason,
      cancelledAt: at.toISOString(),
    },
    status,
  };
}
