import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getCurrentUser, getProfile, updateProfileSignerEmail } from './service.js';

/** The signed-in user and the partner's account page. */
export async function userRoutes(app: FastifyInstance) {
  registerOperation(app, operations.getCurrentUser, async ({ actor }) => getCurrentUser(app.db, actor));

  registerOperation(app, operations.getProfile, async ({ actor }) => getProfile(app.db, actor));

  registerOperation(app, operations.updateProfile, async ({ actor, body }) =>
    updateProfileSignerEmail(app.db, actor, body),
  );
}
