import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getProfile, updateProfileSignerEmail } from './service.js';

/** The partner's account page (spec 01 §6). */
export async function profileRoutes(app: FastifyInstance) {
  registerOperation(app, operations.getProfile, async ({ actor }) => getProfile(app.db, actor));

  registerOperation(app, operations.updateProfile, async ({ actor, body }) =>
    updateProfileSignerEmail(app.db, actor, body),
  );
}
