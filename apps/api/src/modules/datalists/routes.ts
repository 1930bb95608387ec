import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { listDatalistOptions, listDatalistValues } from './service.js';

/** Datalists of the forms: options matching what the user types. */
export async function datalistRoutes(app: FastifyInstance) {
  registerOperation(app, operations.listDatalistOptions, async ({ actor, params, query }) =>
    listDatalistOptions(app.db, actor, params.datalistId, query),
  );

  registerOperation(app, operations.listDatalistValues, async ({ actor, params, query }) =>
    listDatalistValues(app.db, actor, params.datalistId, query),
  );
}
