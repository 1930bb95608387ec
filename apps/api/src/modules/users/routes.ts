import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getCurrentUser } from './service.js';

/** The signed-in user. */
export async function userRoutes(app: FastifyInstance) {
  registerOperation(app, operations.getCurrentUser, async ({ actor }) => getCurrentUser(app.db, actor));
}
