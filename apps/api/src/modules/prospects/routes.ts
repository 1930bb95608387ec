import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { createProspect } from './service.js';

/** `POST /prospects`. */
export async function prospectRoutes(app: FastifyInstance) {
  registerOperation(app, operations.createProspect, async ({ actor, body }) => {
    const created = await createProspect(app.db, app.forms, actor, body.dossierId);
    app.listCache.invalidateTenant(actor.tenantId);
    return created;
  });
}
