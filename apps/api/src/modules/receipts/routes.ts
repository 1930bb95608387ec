import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorResponse,
  ZReceipt,
  ZReceiptDetailResponse,
  ZReceiptsResponse,
  ZUploadReceiptsRequest,
} from '@souscription/contract';
import { getRequestActor } from '../dossiers/access.js';
import { findDossierForActor } from '../dossiers/find-dossier.js';
import { deleteReceipt, getReceipt, listReceipts, uploadReceipts } from './receipts-service.js';

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** Receipts (proofs) of a dossier: upload, list, read, delete. */
export async function receiptRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put(
    '/api/dossiers/:folderId/receipts',
    {
      bodyLimit: 60 * 1024 * 1024,
      schema: {
        tags: ['receipts'],
        summary: 'Uploads proofs (base64) on file elements of the dossier',
        params: z.object({ folderId: ZId }),
        body: ZUploadReceiptsRequest,
        response: { 200: ZReceiptsResponse, ...errors },
      },
    },
    async (request) => ({
      dossier: {
        receipts: await uploadReceipts(
          app.db,
          app.forms,
          await getRequestActor(request),
          request.params.folderId,
          request.body,
        ),
      },
    }),
  );

  typed.get(
    '/api/dossiers/:folderId/receipts',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Receipts of a dossier',
        params: z.object({ folderId: ZId }),
        response: { 200: z.object({ receipts: z.array(ZReceipt) }), ...errors },
      },
    },
    async (request) => {
      await findDossierForActor(app.db, await getRequestActor(request), request.params.folderId);
      return { receipts: await listReceipts(app.db, request.params.folderId) };
    },
  );

  typed.get(
    '/api/dossiers/:folderId/receipts/:receiptId',
    {
      schema: {
        tags: ['receipts'],
        summary: 'A receipt with its file (base64)',
        params: z.object({ folderId: ZId, receiptId: ZId }),
        response: { 200: ZReceiptDetailResponse, ...errors },
      },
    },
    async (request) =>
      getReceipt(app.db, await getRequestActor(request), request.params.folderId, request.params.receiptId),
  );

  typed.delete(
    '/api/dossiers/:folderId/receipts/:receiptId',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Deletes a receipt',
        params: z.object({ folderId: ZId, receiptId: ZId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteReceipt(
        app.db,
        await getRequestActor(request),
        request.params.folderId,
        request.params.receiptId,
      );
      return reply.code(204).send(null);
    },
  );
}
