import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { deleteReceipt, getReceipt, listDossierReceipts, uploadReceipts } from './service.js';
import { readUploadOf, registerUploadBodyReading } from './upload-body-parsing.js';

/** Ten files of 10 MiB in base64, and their JSON around them. */
const UPLOAD_BODY_LIMIT = 60 * 1024 * 1024;

/** Receipts (proofs) of a dossier: upload, list, read, delete. */
export async function receiptRoutes(app: FastifyInstance) {
  // The upload in a context of its own: its body is read on the upload worker's thread.
  await app.register(async (uploads) => {
    registerUploadBodyReading(uploads, {
      bodyLimit: UPLOAD_BODY_LIMIT,
      blobs: app.blobs,
      location: app.blobLocation,
    });
    registerOperation(
      uploads,
      operations.uploadReceipts,
      async ({ actor, params, body }) => ({
        dossier: {
          receipts: await uploadReceipts(app.db, app.forms, actor, params.folderId, readUploadOf(body)),
        },
      }),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });

  registerOperation(app, operations.listReceipts, async ({ actor, params, query }) => ({
    receipts: await listDossierReceipts(app.db, app.forms, actor, params.folderId, query.locale),
  }));

  registerOperation(app, operations.getReceipt, async ({ actor, params }, _request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await getReceipt(app.db, app.blobs, actor, params.folderId, params.receiptId)),
  );

  registerOperation(app, operations.deleteReceipt, async ({ actor, params }) => {
    await deleteReceipt(app.db, actor, params.folderId, params.receiptId);
    return null;
  });
}
