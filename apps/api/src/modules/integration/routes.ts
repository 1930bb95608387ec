import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getDossierPairing } from './service/get-dossier-pairing.js';
import { getDossierView } from './service/get-dossier-view.js';
import { getIntegrationHistory } from './service/get-integration-history.js';
import { getIntegrationState } from './service/get-integration-state.js';
import { getPairingCustomer } from './service/get-pairing-customer.js';
import { listPairingCustomers } from './service/list-pairing-customers.js';
import { pairCustomer } from './service/pair-customer.js';
import { updateIntegrationState } from './service/update-integration-state.js';

export type IntegrationRoutesOptions = {
  /** Called after a validation is committed: the delivery worker looks at its outbox at once. */
  onValidated?: () => void;
};

/** The dossier manager's calls (spec 01 §7, integration-state family). */
export async function integrationRoutes(app: FastifyInstance, options: IntegrationRoutesOptions) {
  registerOperation(app, operations.updateIntegrationState, async ({ actor, params, body }) => {
    const result = await updateIntegrationState(app.db, actor, params.id, body);
    app.listCache.invalidateTenant(actor.tenantId);
    if (result.integration_state === 'validated') options.onValidated?.();
    return result;
  });

  registerOperation(app, operations.getIntegrationState, async ({ actor, params }) =>
    getIntegrationState(app.db, actor, params.id),
  );

  registerOperation(app, operations.getIntegrationHistory, async ({ actor, params }) =>
    getIntegrationHistory(app.db, actor, params.id),
  );

  registerOperation(app, operations.getDossierPairing, async ({ actor, params }) =>
    getDossierPairing(app.db, actor, params.id),
  );

  registerOperation(app, operations.listPairingCustomers, async ({ actor, params }) =>
    listPairingCustomers(app.db, app.forms, actor, params.dossierId),
  );

  registerOperation(app, operations.pairCustomer, async ({ actor, params, body }) => {
    const result = await pairCustomer(app.db, app.forms, actor, params.dossierId, body);
    app.listCache.invalidateTenant(actor.tenantId);
    return result;
  });

  registerOperation(app, operations.getPairingCustomer, async ({ actor, params }) =>
    getPairingCustomer(app.db, actor, params.code),
  );

  registerOperation(app, operations.getDossierView, async ({ actor, params, query }) =>
    getDossierView(app.db, app.forms, actor, params.dossierId, query.locale),
  );
}
