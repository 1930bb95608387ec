import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getDossierPairing } from './service/get-dossier-pairing.js';
import { getPairingCustomer } from './service/get-pairing-customer.js';
import { listPairingCustomers } from './service/list-pairing-customers.js';
import { pairCustomer } from './service/pair-customer.js';

export type PairingRoutesOptions = {
  /** Called after a pairing is committed, before the answer (the evidence file's revision). */
  onPaired?: (dossierId: number) => Promise<void>;
};

/** The dossier manager's pairing calls (spec 01 §5): the pairing, candidates, a customer by code, pair. */
export async function pairingRoutes(app: FastifyInstance, options: PairingRoutesOptions) {
  registerOperation(app, operations.getDossierPairing, async ({ actor, params }) =>
    getDossierPairing(app.db, actor, params.id),
  );

  registerOperation(app, operations.listPairingCustomers, async ({ actor, params, query }) =>
    listPairingCustomers(app.db, app.forms, actor, params.dossierId, query.locale),
  );

  registerOperation(app, operations.pairCustomer, async ({ actor, params, body }) => {
    const result = await pairCustomer(app.db, app.forms, actor, params.dossierId, body);
    app.listCache.invalidateTenant(actor.tenantId);
    await options.onPaired?.(params.dossierId);
    return result;
  });

  registerOperation(app, operations.getPairingCustomer, async ({ actor, params }) =>
    getPairingCustomer(app.db, actor, params.code),
  );
}
