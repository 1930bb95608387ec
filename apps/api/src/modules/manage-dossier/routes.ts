import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import type { CorrectionItemRow } from './corrections-queries.js';
import { listCorrectionRounds } from './service/corrections/list-correction-rounds.js';
import { listCorrections } from './service/corrections/list-corrections.js';
import { notifyCorrections, type TCorrectionNoticeDeps } from './service/corrections/notify-corrections.js';
import { requestCorrections } from './service/corrections/request-corrections.js';
import {
  registerSendCorrection,
  type TSendCorrectionRouteDeps,
} from './service/corrections/send-correction-route.js';
import { getDossierView } from './service/get-dossier-view.js';
import { getIntegrationHistory } from './service/get-integration-history.js';
import { getIntegrationState } from './service/get-integration-state.js';
import { updateIntegrationState } from './service/update-integration-state.js';

export type ManageDossierRoutesOptions = {
  /** Called after a validation is committed: the delivery worker looks at its outbox at once. */
  onValidated?: () => void;
  /** Called after any state change is committed, before the answer (the evidence file's revision). */
  onDecided?: (dossierId: number) => Promise<void>;
  /** How the advisor (and customer) are told of the items flagged for correction. */
  notices?: Omit<TCorrectionNoticeDeps, 'db' | 'forms'>;
  /** The signature services « Envoyer la correction » opens amendment envelopes with (issue 35). */
  amendments?: TSendCorrectionRouteDeps;
};

/** The dossier manager's calls (spec 01 §7, integration-state family): state, history, dossier view, corrections. */
export async function manageDossierRoutes(app: FastifyInstance, options: ManageDossierRoutesOptions) {
  /**
   * Tells the advisor (and customer) of the items just flagged. The items are committed: a message
   * that cannot go out is logged, not turned into a failed request.
   */
  const tell = async (dossier: { id: number; formId: number }, flagged: CorrectionItemRow[]) => {
    if (!options.notices || flagged.length === 0) return;
    try {
      await notifyCorrections({ db: app.db, forms: app.forms, ...options.notices }, dossier, flagged);
    } catch (error) {
      app.log.warn({ err: error, dossierId: dossier.id }, 'correction request not told');
    }
  };

  registerOperation(app, operations.updateIntegrationState, async ({ actor, params, body }) => {
    const { flagged, formId, ...result } = await updateIntegrationState(
      app.db,
      app.forms,
      actor,
      params.id,
      body,
    );
    app.listCache.invalidateTenant(actor.tenantId);
    await options.onDecided?.(result.id);
    if (result.integration_state === 'validated') options.onValidated?.();
    await tell({ id: result.id, formId }, flagged);
    return result;
  });

  registerOperation(app, operations.getIntegrationState, async ({ actor, params }) =>
    getIntegrationState(app.db, actor, params.id),
  );

  registerOperation(app, operations.getIntegrationHistory, async ({ actor, params, query }) =>
    getIntegrationHistory(app.db, app.forms, actor, params.id, query.locale),
  );

  registerOperation(app, operations.getDossierView, async ({ actor, params, query }) =>
    getDossierView(app.db, app.forms, actor, params.dossierId, query.locale),
  );

  registerOperation(app, operations.requestCorrections, async ({ actor, params, body, query }) => {
    const { flagged, formId, ...result } = await requestCorrections(
      app.db,
      app.forms,
      actor,
      params.dossierId,
      body,
      query.locale,
    );
    app.listCache.invalidateTenant(actor.tenantId);
    await tell({ id: params.dossierId, formId }, flagged);
    return result;
  });

  registerOperation(app, operations.listCorrections, async ({ actor, params, query }) =>
    listCorrections(app.db, app.forms, actor, params.id, query.locale),
  );

  registerOperation(app, operations.listCorrectionRounds, async ({ actor, params, query }) =>
    listCorrectionRounds(app.db, app.forms, actor, params.dossierId, query.locale),
  );

  if (options.amendments) registerSendCorrection(app, options.amendments, options.onDecided);
}
