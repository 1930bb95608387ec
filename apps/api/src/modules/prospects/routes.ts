import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { runIdempotent } from '../../shared/idempotency.js';
import { registerOperation } from '../../shared/register-operation.js';
import { createProspect } from './service.js';

/** `POST /prospects` (a retry under the same `Idempotency-Key` replays the first answer). */
export async function prospectRoutes(app: FastifyInstance) {
  registerOperation(app, operations.createProspect, async ({ actor, body, headers }, _request, reply) => {
    const created = await runIdempotent(app.db, {
      userId: actor.userId,
      operationId: operations.createProspect.operationId,
      key: headers['idempotency-key'],
      request: body,
      reply,
      status: 201,
      run: () => createProspect(app.db, app.forms, actor, body.dossierId),
    });
    app.listCache.invalidateTenant(actor.tenantId);
    return created;
  });
}
