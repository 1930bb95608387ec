import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthorizeClientsRequest,
  ZCreateDossierRequest,
  ZDossierResponse,
  ZSaveDossierValuesRequest,
  ZCreatedDossierResponse,
  ZDossierCountsResponse,
  ZDossierSummaryResponse,
  ZDuplicateDossierRequest,
  ZErrorResponse,
  ZListDossiersQuery,
  ZListDossiersResponse,
  ZListIntegrationDossiersQuery,
  ZUpdateDossierStatusRequest,
  ZUpdateDossierStatusResponse,
} from '@souscription/contract';
import { getRequestTenant } from '../tenants/current-tenant.js';
import { getRequestActor } from './access.js';
import { countDossiersByStatus } from './count-dossiers.js';
import { listDossiers, listIntegrationDossiers } from './list-dossiers.js';
import { getDossierSummary } from './get-dossier-summary.js';
import { abandonDossier } from './abandon-dossier.js';
import { duplicateDossier } from './duplicate-dossier.js';
import { createDossier } from './create-dossier.js';
import { saveDossierValues } from './save-dossier-values.js';
import { authorizeClients } from './authorize-clients.js';
import { findDossierForActor } from './find-dossier.js';
import { toDossier } from './to-dossier.js';
import { ApiError } from '../../shared/api-error.js';

const ZDossierIdParams = z.object({
  id: z.coerce.number().int().positive('api.error.dossier-id').max(Number.MAX_SAFE_INTEGER),
});
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};

/** Sends JSON text already checked against the route's schema (Fastify does not serialize it again). */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Dossier calls: counters, lists, summary, abandon, duplicate. */
export async function dossierRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = getRequestActor;

  typed.get(
    '/api/dossiers/retrieve-number-dossiers-by-status',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Dashboard counters of the dossiers the caller may see',
        response: { 200: ZDossierCountsResponse, 401: ZErrorResponse },
      },
    },
    async (request) => countDossiersByStatus(app.db, app.listCache, await actorOf(request)),
  );

  typed.get(
    '/api/dossiers',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'A page of the folders the caller may see',
        querystring: ZListDossiersQuery,
        response: { 200: ZListDossiersResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await listDossiers(app.db, app.listCache, await actorOf(request), request.query)),
  );

  typed.post(
    '/api/dossiers',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Opens a new folder',
        body: ZCreateDossierRequest,
        response: { 201: ZCreatedDossierResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createDossier(
        app.db,
        await actorOf(request),
        await getRequestTenant(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  typed.get(
    '/api/dossiers/integration-state',
    {
      schema: {
        tags: ['manage-dossier'],
        summary: 'Signed folders by integration state (manage_dossier)',
        querystring: ZListIntegrationDossiersQuery,
        response: { 200: ZListDossiersResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await listIntegrationDossiers(app.db, app.listCache, await actorOf(request), request.query),
      ),
  );

  typed.get(
    '/api/dossier/:id/summary',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'A folder and the address to open it at',
        params: ZDossierIdParams,
        response: { 200: ZDossierSummaryResponse, ...errors },
      },
    },
    async (request) => getDossierSummary(app.db, await actorOf(request), request.params.id),
  );

  typed.put(
    '/api/dossiers/:id/status',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Abandons a folder (status canceled)',
        params: ZDossierIdParams,
        body: ZUpdateDossierStatusRequest,
        response: { 200: ZUpdateDossierStatusResponse, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const result = await abandonDossier(app.db, actor, await getRequestTenant(request), request.params.id);
      app.listCache.invalidateTenant(actor.tenantId);
      return result;
    },
  );

  typed.post(
    '/api/dossiers/:id/duplicate',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Duplicates a folder, with or without its documents',
        params: ZDossierIdParams,
        body: ZDuplicateDossierRequest,
        response: { 201: ZCreatedDossierResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const created = await duplicateDossier(
        app.db,
        actor,
        await getRequestTenant(request),
        request.params.id,
        request.body.documentDuplicate,
      );
      app.listCache.invalidateTenant(actor.tenantId);
      return reply.code(201).send(created);
    },
  );

  typed.get(
    '/api/dossiers/:id',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'A dossier with its values, receipts and authorized clients',
        params: ZDossierIdParams,
        response: { 200: ZDossierResponse, ...errors },
      },
    },
    async (request) => {
      const dossier = await findDossierForActor(app.db, await actorOf(request), request.params.id);
      return { dossier: await toDossier(app.db, dossier) };
    },
  );

  typed.put(
    '/api/dossiers/:id/values',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Saves the values of one block, validated by the form engine (version checked)',
        params: ZDossierIdParams,
        body: ZSaveDossierValuesRequest,
        headers: z.object({ 'if-match': z.string().optional() }),
        response: { 200: ZDossierResponse, 428: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const header = request.headers['if-match']?.replace(/^W\//, '').replace(/"/g, '').trim();
      const fromHeader = header ? Number(header) : undefined;
      if (fromHeader !== undefined && !Number.isInteger(fromHeader)) {
        throw ApiError.unprocessable([{ property: 'if-match', message: 'api.error.version' }]);
      }
      const dossier = await saveDossierValues(
        app.db,
        app.forms,
        actor,
        request.params.id,
        request.body,
        fromHeader ?? request.body.version,
      );
      app.listCache.invalidateTenant(actor.tenantId);
      return { dossier };
    },
  );

  typed.put(
    '/api/dossiers/:id/authorized-clients',
    {
      schema: {
        tags: ['dossiers'],
        summary: 'Authorizes customers on a dossier',
        params: ZDossierIdParams,
        body: ZAuthorizeClientsRequest,
        response: { 200: ZDossierResponse, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const dossier = await authorizeClients(app.db, actor, request.params.id, request.body.clientsId);
      app.listCache.invalidateTenant(actor.tenantId);
      return { dossier };
    },
  );
}
