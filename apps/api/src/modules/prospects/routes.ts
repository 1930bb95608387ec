import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateProspectRequest, ZCreateProspectResponse, ZErrorResponse } from '@souscription/contract';
import { getRequestActor } from '../dossiers/access.js';
import { createProspect } from './create-prospect.js';

/** `POST /prospects`. */
export async function prospectRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/prospects',
    {
      schema: {
        tags: ['clients'],
        summary: "Creates the prospect's account and customer from a dossier's identity values",
        body: ZCreateProspectRequest,
        response: {
          201: ZCreateProspectResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await getRequestActor(request);
      const created = await createProspect(app.db, app.forms, actor, request.body.dossierId);
      app.listCache.invalidateTenant(actor.tenantId);
      return reply.code(201).send(created);
    },
  );
}
