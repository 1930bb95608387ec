import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../../auth/actor.js';
import { operations } from '@souscription/contract';
import { runIdempotent } from '../../shared/idempotency.js';
import { registerOperation } from '../../shared/register-operation.js';
import { createDossier } from './service/create-dossier.js';
import { abandonDossier } from './service/abandon-dossier.js';
import { authorizeClients } from './service/authorize-clients.js';
import { duplicateDossier } from './service/duplicate-dossier.js';
import { getDossier } from './service/get-dossier.js';
import { getDossierCounts } from './service/get-dossier-counts.js';
import { getDossierSummary } from './service/get-dossier-summary.js';
import { listDossiers, listIntegrationDossiers } from './service/list-dossiers.js';
import { readExpectedVersion, saveDossierValues } from './service/save-dossier-values.js';
import { submitDossier } from './service/submit-dossier.js';

/** Sends JSON text already checked against the route's schema (Fastify does not serialize it again). */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** What other modules do after a dossier's answers are saved. */
export type DossierRoutesOptions = {
  /**
   * Runs after each save of answers (the signature module voids the envelopes made from answers that
   * changed); true when it changed the dossier, which is then read again for the answer.
   */
  onValuesSaved?: (
    actor: Actor,
    dossierId: number,
    origin: { ip: string | null; userAgent: string | null },
  ) => Promise<boolean>;
};

/** Dossier calls: counters, lists, summary, creation, abandon, duplicate, values, authorized clients. */
export async function dossierRoutes(app: FastifyInstance, options: DossierRoutesOptions = {}) {
  registerOperation(app, operations.getDossierCounts, async ({ actor }) =>
    getDossierCounts(app.db, app.listCache, actor),
  );

  registerOperation(app, operations.listDossiers, async ({ actor, query }, _request, reply) =>
    sendJsonText(reply, await listDossiers(app.db, app.listCache, actor, query)),
  );

  registerOperation(app, operations.createDossier, async ({ actor, body, headers }, _request, reply) =>
    runIdempotent(app.db, {
      userId: actor.userId,
      operationId: operations.createDossier.operationId,
      key: headers['idempotency-key'],
      request: body,
      reply,
      status: 201,
      run: () => createDossier(app.db, app.forms, actor, body),
    }),
  );

  registerOperation(app, operations.listIntegrationDossiers, async ({ actor, query }, _request, reply) =>
    sendJsonText(reply, await listIntegrationDossiers(app.db, app.listCache, actor, query)),
  );

  registerOperation(app, operations.getDossierSummary, async ({ actor, params }) =>
    getDossierSummary(app.db, actor, params.id),
  );

  registerOperation(app, operations.updateDossierStatus, async ({ actor, params }) => {
    const result = await abandonDossier(app.db, actor, params.id);
    app.listCache.invalidateTenant(actor.tenantId);
    return result;
  });

  registerOperation(
    app,
    operations.duplicateDossier,
    async ({ actor, params, body, headers }, _request, reply) => {
      const created = await runIdempotent(app.db, {
        userId: actor.userId,
        operationId: operations.duplicateDossier.operationId,
        key: headers['idempotency-key'],
        request: { params, body },
        reply,
        status: 201,
        run: () => duplicateDossier(app.db, app.forms, actor, params.id, body.documentDuplicate),
      });
      app.listCache.invalidateTenant(actor.tenantId);
      return created;
    },
  );

  registerOperation(app, operations.getDossier, async ({ actor, params }) => ({
    dossier: await getDossier(app.db, app.forms, actor, params.id),
  }));

  registerOperation(app, operations.saveDossierValues, async ({ actor, params, body, headers }, request) => {
    const version = readExpectedVersion(headers['if-match'], body.version);
    let dossier = await saveDossierValues(app.db, app.forms, actor, params.id, body, version);
    const origin = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
    if (await options.onValuesSaved?.(actor, params.id, origin)) {
      dossier = await getDossier(app.db, app.forms, actor, params.id);
    }
    app.listCache.invalidateTenant(actor.tenantId);
    return { dossier };
  });

  registerOperation(app, operations.authorizeClients, async ({ actor, params, body }) => {
    const dossier = await authorizeClients(app.db, app.forms, actor, params.id, body.clientsId);
    app.listCache.invalidateTenant(actor.tenantId);
    return { dossier };
  });

  registerOperation(app, operations.submitDossier, async ({ actor, params, body }) => {
    const dossier = await submitDossier(app.db, app.forms, actor, params.id, body.submittingBlockId);
    app.listCache.invalidateTenant(actor.tenantId);
    return { dossier };
  });
}
