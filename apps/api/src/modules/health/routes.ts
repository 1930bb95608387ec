import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getHealth } from './service.js';

/** Liveness and which database is in use. */
export async function healthRoutes(app: FastifyInstance) {
  registerOperation(app, operations.getHealth, async () => getHealth(app.db, app.databaseKind));
}
