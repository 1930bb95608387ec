import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { deleteReceipt, getReceipt, listDossierReceipts, uploadReceipts } from './service.js';

/** Receipts (proofs) of a dossier: upload, list, read, delete. */
export async function receiptRoutes(app: FastifyInstance) {
  registerOperation(
    app,
    operations.uploadReceipts,
    async ({ actor, params, body }) => ({
      dossier: { receipts: await uploadReceipts(app.db, app.forms, actor, params.folderId, body) },
    }),
    // Ten files of 10 MiB in base64, and their JSON around them.
    { bodyLimit: 60 * 1024 * 1024 },
  );

  registerOperation(app, operations.listReceipts, async ({ actor, params }) => ({
    receipts: await listDossierReceipts(app.db, actor, params.folderId),
  }));

  registerOperation(app, operations.getReceipt, async ({ actor, params }) =>
    getReceipt(app.db, actor, params.folderId, params.receiptId),
  );

  registerOperation(app, operations.deleteReceipt, async ({ actor, params }) => {
    await deleteReceipt(app.db, actor, params.folderId, params.receiptId);
    return null;
  });
}
