import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDossierCountsResponse, ZErrorResponse } from '@souscription/contract';
import { requirePrincipal } from '../../auth/authenticate.js';
import { loadActor } from './access.js';
import { countDossiersByStatus } from './count-dossiers.js';

/** Dossier calls. */
export async function dossierRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/dossiers/retrieve-number-dossiers-by-status',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Dashboard counters of the dossiers the caller may see',
        response: { 200: ZDossierCountsResponse, 401: ZErrorResponse },
      },
    },
    async (request) => countDossiersByStatus(app.db, await loadActor(app.db, requirePrincipal(request))),
  );
}
