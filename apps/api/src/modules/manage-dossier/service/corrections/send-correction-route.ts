import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../../../shared/register-operation.js';
import type { TMessageTransport } from '../../../messages/index.js';
import { sendOwedInvitations, type SignatureDeps } from '../../../signature/index.js';
import { sendCorrection } from './send-correction.js';

/** What the route needs: the signature services and the transport the invitations go by. */
export type TSendCorrectionRouteDeps = SignatureDeps & { transport: TMessageTransport };

/**
 * `POST /dossier/{id}/corrections/send`: the correction committed (with the invitations each
 * amendment owes), each amendment's parties are invited by link, and the tenant's lists are told.
 */
export function registerSendCorrection(
  app: FastifyInstance,
  deps: TSendCorrectionRouteDeps,
  onDecided?: (dossierId: number) => Promise<void>,
): void {
  registerOperation(app, operations.sendCorrection, async ({ actor, params, query }) => {
    const { envelopeIds, tenantId, ...result } = await sendCorrection(deps, actor, params.id, query.locale);
    app.listCache.invalidateTenant(tenantId);
    // No signature needed: the evidence file records the correction now (else once its amendment is signed).
    if (envelopeIds.length === 0) await onDecided?.(params.id);
    // Owed in the correction's transaction: sent now, or by the worker's loop if this process dies first.
    for (const envelopeId of envelopeIds) await sendOwedInvitations(deps, { envelopeId });
    return result;
  });
}
