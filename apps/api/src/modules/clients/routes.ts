import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { listClients } from './service.js';

/** Customer calls. */
export async function clientRoutes(app: FastifyInstance) {
  registerOperation(app, operations.listClients, async ({ actor, query }) =>
    listClients(app.db, actor, query),
  );
}
