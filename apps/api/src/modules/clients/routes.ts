import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZListClientsQuery, ZListClientsResponse } from '@souscription/contract';
import { getRequestActor } from '../dossiers/access.js';
import { listClients } from './list-clients.js';

/** Customer calls. */
export async function clientRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/clients',
    {
      schema: {
        tags: ['clients'],
        summary: 'Customers the caller may open a folder for',
        querystring: ZListClientsQuery,
        response: {
          200: ZListClientsResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => listClients(app.db, await getRequestActor(request), request.query),
  );
}
