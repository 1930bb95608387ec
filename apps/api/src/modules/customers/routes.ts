import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { listCustomers } from './service.js';

/** Customer calls. */
export async function customerRoutes(app: FastifyInstance) {
  registerOperation(app, operations.listClients, async ({ actor, query }) =>
    listCustomers(app.db, actor, query),
  );
}
